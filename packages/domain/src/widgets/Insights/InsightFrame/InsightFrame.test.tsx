import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InsightFrame, type InsightFrameProps } from './InsightFrame';

function frame(props: Partial<InsightFrameProps> = {}) {
  return (
    <InsightFrame
      subject="acceptance rate"
      period={30}
      onPeriodChange={vi.fn()}
      summary="Acceptance rate 72% over the last 30 days."
      chart={<p>The chart</p>}
      table={<p>The table</p>}
      {...props}
    />
  );
}

describe('InsightFrame', () => {
  it('gives the gist, then the figures as a chart or, on request, as a table', async () => {
    const user = userEvent.setup();
    render(frame());
    expect(screen.getByText('Acceptance rate 72% over the last 30 days.')).toBeInTheDocument();
    expect(
      screen.getByRole('tablist', { name: 'Show the acceptance rate as' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The chart')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Table' }));
    expect(screen.getByText('The table')).toBeVisible();
  });

  it('shows the chosen period and asks for another', async () => {
    const user = userEvent.setup();
    const onPeriodChange = vi.fn();
    render(frame({ onPeriodChange }));
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    expect(onPeriodChange).toHaveBeenCalledWith(7);
  });

  it('puts further controls beside the period', () => {
    render(frame({ extraControls: <button type="button">Credit policy</button> }));
    expect(screen.getByRole('button', { name: 'Credit policy' })).toBeInTheDocument();
  });

  it('shows an error before loading, loading before emptiness, each instead of the figures', () => {
    const { rerender } = render(
      frame({ isLoading: true, emptyTitle: 'No decisions.', errorMessage: 'Not now.' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not now.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(frame({ isLoading: true, emptyTitle: 'No decisions.' }));
    expect(
      screen.getByRole('progressbar', { name: 'Loading the acceptance rate' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('No decisions.')).not.toBeInTheDocument();
    rerender(frame({ emptyTitle: 'No decisions.' }));
    expect(screen.getByText('No decisions.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByText('The chart')).not.toBeInTheDocument();
  });
});
