import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is an indeterminate progress bar announced as Loading', () => {
    render(<Spinner />);
    const progress = screen.getByRole('progressbar', { name: 'Loading' });
    expect(progress).not.toHaveAttribute('aria-valuenow');
  });

  describe('aria-label', () => {
    it('names what is loading', () => {
      render(<Spinner aria-label="Checking the API server" />);
      expect(
        screen.getByRole('progressbar', { name: 'Checking the API server' }),
      ).toBeInTheDocument();
    });
  });
});
