import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { insightMockPolicies, makePolicyOutcomesByVersion } from '@backoffice/api-client/mocks';
import { describe, expect, it, vi } from 'vitest';
import { OutcomeByVersionWidget } from './OutcomeByVersionWidget';

const props = {
  policies: insightMockPolicies,
  policyId: 1,
  onPolicyChange: vi.fn(),
  period: 30 as const,
  onPeriodChange: vi.fn(),
};

describe('OutcomeByVersionWidget', () => {
  it('compares the latest version’s acceptance rate with the one before', () => {
    render(<OutcomeByVersionWidget {...props} figures={makePolicyOutcomesByVersion()} />);
    expect(
      screen.getByText(
        'Version 3: acceptance rate 80% of 156 decisions, against 74% under version 2.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('listitem', {
        name: 'Version 1, acceptance rate 56%: Accepted 180, Declined 140, Referred 40',
      }),
    ).toBeInTheDocument();
  });

  it('gives each version’s outcomes in the table view, only the outcomes that occur', async () => {
    const user = userEvent.setup();
    render(<OutcomeByVersionWidget {...props} figures={makePolicyOutcomesByVersion()} />);
    await user.click(screen.getByRole('tab', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Outcomes by policy version' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Version', 'Accepted', 'Declined', 'Referred', 'Acceptance rate']);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(
      /Version 2\s*260\s*90\s*25\s*74%/,
    );
  });

  it('says so when the policy made no decisions in the period', () => {
    render(
      <OutcomeByVersionWidget
        {...props}
        figures={{ ...makePolicyOutcomesByVersion(), items: [] }}
      />,
    );
    expect(
      screen.getByText('No decisions under this policy in the last 30 days.'),
    ).toBeInTheDocument();
  });
});
