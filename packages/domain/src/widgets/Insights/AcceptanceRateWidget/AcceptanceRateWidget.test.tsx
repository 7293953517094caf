import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeApplicationOutcomes, makeInsightPeriod } from '@backoffice/api-client/mocks';
import { describe, expect, it, vi } from 'vitest';
import { AcceptanceRateWidget } from './AcceptanceRateWidget';

const period = makeInsightPeriod(7);
const figures = {
  period,
  items: [
    { day: period.first_day, status: 'ACCEPT', applications: 6 },
    { day: period.first_day, status: 'DECLINE', applications: 2 },
    { day: period.last_day, status: 'REFER', applications: 3 },
  ],
};

describe('AcceptanceRateWidget', () => {
  it('gives the period’s rate in a sentence and each day’s figures in the table view', async () => {
    const user = userEvent.setup();
    render(<AcceptanceRateWidget figures={figures} period={7} onPeriodChange={vi.fn()} />);
    expect(
      screen.getByText('Acceptance rate 75% over the last 7 days: 6 accepted, 2 declined.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Acceptance rate by day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 7 + 1);
    expect(rows[1]).toHaveTextContent(/Sunday 22 November 2026\s*6\s*2\s*0\s*75%/);
    expect(rows[7]).toHaveTextContent(/No decisions$/);
  });

  it('asks for another period', async () => {
    const user = userEvent.setup();
    const onPeriodChange = vi.fn();
    render(<AcceptanceRateWidget figures={figures} period={7} onPeriodChange={onPeriodChange} />);
    await user.click(screen.getByRole('radio', { name: '90 days' }));
    expect(onPeriodChange).toHaveBeenCalledWith(90);
  });

  it('says so when nothing was decided, and shows loading and errors', () => {
    const { rerender } = render(
      <AcceptanceRateWidget figures={{ period, items: [] }} period={7} onPeriodChange={vi.fn()} />,
    );
    expect(screen.getByText('No decisions in the last 7 days.')).toBeInTheDocument();
    rerender(<AcceptanceRateWidget isLoading period={7} onPeriodChange={vi.fn()} />);
    expect(
      screen.getByRole('progressbar', { name: 'Loading the acceptance rate' }),
    ).toBeInTheDocument();
    rerender(<AcceptanceRateWidget errorMessage="Not now." period={7} onPeriodChange={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not now.');
  });
});

describe('AcceptanceRateWidget with the mock figures', () => {
  it('has a point for each day of the period', () => {
    render(
      <AcceptanceRateWidget
        figures={makeApplicationOutcomes(makeInsightPeriod(30))}
        period={30}
        onPeriodChange={vi.fn()}
      />,
    );
    expect(
      within(screen.getByRole('list', { name: 'Acceptance rate by day' })).getAllByRole('listitem'),
    ).toHaveLength(30);
  });
});
