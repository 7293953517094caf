import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { insightMockPolicies } from '@backoffice/api-client/mocks';
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

  describe('policyPicker', () => {
    it('puts the credit policy beside the period and asks for another', async () => {
      const user = userEvent.setup();
      const onPolicyChange = vi.fn();
      render(
        frame({ policyPicker: { policies: insightMockPolicies, policyId: 1, onPolicyChange } }),
      );
      await user.click(screen.getByRole('button', { name: /Credit policy/ }));
      await user.click(screen.getByRole('option', { name: 'Online instalments' }));
      expect(onPolicyChange).toHaveBeenCalledWith(2);
    });

    it('says there are no credit policies once loaded, without a picker or the figures', () => {
      const policyPicker = { policies: [], policyId: undefined, onPolicyChange: vi.fn() };
      const { rerender } = render(frame({ policyPicker, isLoading: true }));
      expect(screen.getByRole('progressbar')).toBeInTheDocument();
      expect(screen.queryByText('No credit policies to show.')).not.toBeInTheDocument();
      rerender(frame({ policyPicker, emptyTitle: 'No declines.' }));
      expect(screen.getByText('No credit policies to show.')).toBeInTheDocument();
      expect(screen.queryByText('No declines.')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Credit policy/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    });
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
