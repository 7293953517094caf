import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a progress bar named by its label, with its value as a percentage', () => {
    render(<ProgressBar label="Reading watch-list.csv" value={42} />);
    const bar = screen.getByRole('progressbar', { name: 'Reading watch-list.csv' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect(screen.getByText('42%')).toBeInTheDocument();
  });

  describe('valueLabel', () => {
    it('says the value in words instead of a percentage', () => {
      render(
        <ProgressBar
          label="Uploading"
          value={2000}
          maxValue={4500}
          valueLabel="2,000 of 4,500 items"
        />,
      );
      expect(screen.getByRole('progressbar')).toHaveAttribute(
        'aria-valuetext',
        '2,000 of 4,500 items',
      );
      expect(screen.getByText('2,000 of 4,500 items')).toBeInTheDocument();
    });
  });
});
