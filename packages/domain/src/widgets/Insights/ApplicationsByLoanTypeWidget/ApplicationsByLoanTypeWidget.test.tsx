import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeInsightPeriod } from '@backoffice/api-client/mocks';
import { describe, expect, it, vi } from 'vitest';
import { ApplicationsByLoanTypeWidget } from './ApplicationsByLoanTypeWidget';

const period = makeInsightPeriod(7);
const figures = {
  period,
  items: [
    { day: period.first_day, loan_type: 'IS' as const, applications: 5 },
    { day: period.first_day, loan_type: 'ON' as const, applications: 2 },
    { day: period.last_day, loan_type: 'BL' as const, applications: 1 },
  ],
};

describe('ApplicationsByLoanTypeWidget', () => {
  it('sums the loan types in a sentence and announces each day’s split', () => {
    render(<ApplicationsByLoanTypeWidget figures={figures} period={7} onPeriodChange={vi.fn()} />);
    expect(
      screen.getByText(
        '8 applications in the last 7 days: Instore 5, Online 2, Bullet Loan 1. Busiest day Sunday 22 November 2026 (7).',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('listitem', {
        name: 'Sunday 22 November 2026: Instore 5, Online 2, Bullet Loan 0',
      }),
    ).toBeInTheDocument();
  });

  it('gives the same figures as a table with a total', async () => {
    const user = userEvent.setup();
    render(<ApplicationsByLoanTypeWidget figures={figures} period={7} onPeriodChange={vi.fn()} />);
    await user.click(screen.getByRole('tab', { name: 'Table' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Sunday 22 November 2026\s*5\s*2\s*0\s*7/);
    expect(rows[rows.length - 1]).toHaveTextContent(/Total\s*8/);
  });

  it('says so when the period has no applications', () => {
    render(
      <ApplicationsByLoanTypeWidget
        figures={{ period, items: [] }}
        period={7}
        onPeriodChange={vi.fn()}
      />,
    );
    expect(screen.getByText('No applications in the last 7 days.')).toBeInTheDocument();
  });
});
