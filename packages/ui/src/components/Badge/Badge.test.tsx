import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text', () => {
    render(<Badge tone="critical">DECLINE</Badge>);
    expect(screen.getByText('DECLINE')).toBeInTheDocument();
  });

  it('passes aria attributes through, so a count can carry a fuller name', () => {
    render(
      <Badge variant="count" aria-label="3 notes">
        3
      </Badge>,
    );
    expect(screen.getByLabelText('3 notes')).toHaveTextContent('3');
  });
});
