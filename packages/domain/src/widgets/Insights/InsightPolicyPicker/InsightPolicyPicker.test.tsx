import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { insightMockPolicies, makeInsightCreditPolicy } from '@backoffice/api-client/mocks';
import { describe, expect, it, vi } from 'vitest';
import { InsightPolicyPicker } from './InsightPolicyPicker';

describe('InsightPolicyPicker', () => {
  it('shows the chosen policy and asks for another', async () => {
    const user = userEvent.setup();
    const onPolicyChange = vi.fn();
    render(
      <InsightPolicyPicker
        policies={insightMockPolicies}
        policyId={1}
        onPolicyChange={onPolicyChange}
      />,
    );
    const picker = screen.getByRole('button', { name: /Credit policy/ });
    expect(picker).toHaveTextContent('Standard retail credit');
    await user.click(picker);
    await user.click(screen.getByRole('option', { name: 'Online instalments' }));
    expect(onPolicyChange).toHaveBeenCalledWith(2);
  });

  it('names each policy’s lender only when the policies come from several lenders', async () => {
    const user = userEvent.setup();
    render(
      <InsightPolicyPicker
        policies={[
          ...insightMockPolicies,
          makeInsightCreditPolicy({ credit_policy_id: 3, lender_name: 'Albion Consumer Credit' }),
        ]}
        policyId={3}
        onPolicyChange={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Credit policy/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Standard retail credit (Northbridge Finance)',
      'Online instalments (Northbridge Finance)',
      'Standard retail credit (Albion Consumer Credit)',
    ]);
  });

  it('says so when there are no policies', async () => {
    const user = userEvent.setup();
    render(<InsightPolicyPicker policies={[]} policyId={undefined} onPolicyChange={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: /Credit policy/ }));
    expect(screen.getByText('No credit policies')).toBeInTheDocument();
  });
});
