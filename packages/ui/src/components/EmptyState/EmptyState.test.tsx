import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows its title, description and action', () => {
    render(
      <EmptyState
        title="No results"
        description="Try other filters."
        action={<button>Reset</button>}
      />,
    );
    expect(screen.getByText('No results')).toBeInTheDocument();
    expect(screen.getByText('Try other filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });

  it('hides a decorative icon from assistive technology', () => {
    render(<EmptyState title="Nothing" icon="∅" />);
    expect(screen.getByText('∅')).toHaveAttribute('aria-hidden', 'true');
  });
});
