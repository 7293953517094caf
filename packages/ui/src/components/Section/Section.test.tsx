import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './Section';

describe('Section', () => {
  describe('title', () => {
    it('is a heading that names the region', () => {
      render(<Section title="Notes (2)">Two notes</Section>);
      const region = screen.getByRole('region', { name: 'Notes (2)' });
      expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent('Notes (2)');
      expect(region).toHaveTextContent('Two notes');
    });

    it('takes the level the outline needs, whatever its size', () => {
      render(
        <Section title="Stage Builder" headingLevel={2} headingSize="lg">
          x
        </Section>,
      );
      expect(screen.getByRole('heading', { level: 2, name: 'Stage Builder' })).toBeInTheDocument();
    });
  });

  it('is named by aria-label when it has no heading', () => {
    render(<Section aria-label="Deposit">No deposit</Section>);
    expect(screen.getByRole('region', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  describe('actions', () => {
    it('sit in the header beside the heading', () => {
      render(
        <Section title="Rules" actions={<button type="button">Add a rule</button>}>
          x
        </Section>,
      );
      const region = screen.getByRole('region', { name: 'Rules' });
      expect(within(region).getByRole('button', { name: 'Add a rule' })).toBeInTheDocument();
    });
  });

  it('shows its description', () => {
    render(
      <Section title="Rules" description="The first rule that decides wins.">
        x
      </Section>,
    );
    expect(screen.getByText('The first rule that decides wins.')).toBeInTheDocument();
  });
});
