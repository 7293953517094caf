import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading';

describe('Heading', () => {
  describe('level', () => {
    it.each([1, 2, 3, 4, 5, 6] as const)('renders an h%i', (level) => {
      render(<Heading level={level}>Stage Builder</Heading>);
      expect(screen.getByRole('heading', { level, name: 'Stage Builder' })).toBeInTheDocument();
    });
  });

  describe('size', () => {
    it('leaves the level alone', () => {
      render(
        <Heading level={2} size="sm">
          Notes
        </Heading>,
      );
      expect(screen.getByRole('heading', { level: 2, name: 'Notes' })).toBeInTheDocument();
    });
  });

  it('can be the label of a region', () => {
    render(
      <section aria-labelledby="rules">
        <Heading level={3} id="rules">
          Rule Builder
        </Heading>
      </section>,
    );
    expect(screen.getByRole('region', { name: 'Rule Builder' })).toBeInTheDocument();
  });
});
