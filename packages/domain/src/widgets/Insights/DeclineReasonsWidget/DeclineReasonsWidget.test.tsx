import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { insightMockPolicies, makePolicyDeclineReasons } from '@backoffice/api-client/mocks';
import { describe, expect, it, vi } from 'vitest';
import { DeclineReasonsWidget } from './DeclineReasonsWidget';

const props = {
  policies: insightMockPolicies,
  policyId: 1,
  onPolicyChange: vi.fn(),
  period: 30 as const,
  onPeriodChange: vi.fn(),
};

describe('DeclineReasonsWidget', () => {
  it('orders the rules by declines and shares them out of the declined applications', async () => {
    const user = userEvent.setup();
    render(<DeclineReasonsWidget {...props} figures={makePolicyDeclineReasons()} />);
    expect(
      screen.getByText(
        /^310 applications declined under Standard retail credit in the last 30 days\. Most often: Income below £12,000 \(Affordability\), in 46% of them\./,
      ),
    ).toBeInTheDocument();
    const points = within(screen.getByRole('list', { name: 'Declines by rule' })).getAllByRole(
      'listitem',
    );
    expect(points[0]).toHaveAccessibleName(
      'Income below £12,000 (Affordability), 46% of declined applications: Declines 142',
    );
    await user.click(screen.getByRole('tab', { name: 'Table' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Income below £12,000 \(Affordability\)\s*142\s*46%/);
  });

  it('asks for another policy', async () => {
    const user = userEvent.setup();
    const onPolicyChange = vi.fn();
    render(
      <DeclineReasonsWidget
        {...props}
        onPolicyChange={onPolicyChange}
        figures={makePolicyDeclineReasons()}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Credit policy/ }));
    await user.click(screen.getByRole('option', { name: 'Online instalments' }));
    expect(onPolicyChange).toHaveBeenCalledWith(2);
  });

  it('says so without policies, and without declines', () => {
    const { rerender } = render(
      <DeclineReasonsWidget {...props} policies={[]} policyId={undefined} />,
    );
    expect(screen.getByText('No credit policies to show.')).toBeInTheDocument();
    rerender(
      <DeclineReasonsWidget
        {...props}
        figures={{ ...makePolicyDeclineReasons(), items: [], declined_applications: 0 }}
      />,
    );
    expect(
      screen.getByText('No declines under this policy in the last 30 days.'),
    ).toBeInTheDocument();
  });
});
