import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Columns, Grid, GridItem, Inline, Stack } from './Layout';

describe('layout primitives', () => {
  it('render their children in order', () => {
    render(
      <Stack>
        <Inline>
          <span>first</span>
          <span>second</span>
        </Inline>
        <Columns count={2}>
          <span>third</span>
        </Columns>
        <Grid>
          <GridItem span={6}>fourth</GridItem>
        </Grid>
      </Stack>,
    );
    const texts = ['first', 'second', 'third', 'fourth'].map((text) => screen.getByText(text));
    for (let index = 1; index < texts.length; index += 1) {
      expect(texts[index - 1]!.compareDocumentPosition(texts[index]!)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }
  });

  describe('GridItem span', () => {
    it('stays within the 12 columns', () => {
      render(<GridItem span={20}>wide</GridItem>);
      expect(screen.getByText('wide').style.getPropertyValue('--grid-span')).toBe('12');
    });
  });

  describe('Columns count', () => {
    it('is passed to the grid', () => {
      render(<Columns count={3}>three</Columns>);
      expect(screen.getByText('three').style.getPropertyValue('--columns-count')).toBe('3');
    });
  });

  it('passes landmarks and labels through', () => {
    render(<Stack role="region" aria-label="Order summary" />);
    expect(screen.getByRole('region', { name: 'Order summary' })).toBeInTheDocument();
  });
});
