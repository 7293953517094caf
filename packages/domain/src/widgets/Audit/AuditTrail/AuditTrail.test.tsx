import { auditEventsOfEveryKind } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { auditTrailDefaults } from '../../../model/auditTrail';
import { AuditTrail, type AuditTrailProps } from './AuditTrail';

const events = auditEventsOfEveryKind();

function renderTrail(overrides: Partial<AuditTrailProps> = {}) {
  const props: AuditTrailProps = {
    rows: events,
    total: events.length,
    page: 1,
    perPage: 50,
    onPageChange: vi.fn(),
    filterValues: auditTrailDefaults.filters,
    onFiltersChange: vi.fn(),
    onReset: vi.fn(),
    userOptions: [{ value: '3', label: 'Alex Morgan' }],
    recordHref: (kind, id) => (kind === 'credit_application' ? `/credit-app/${id}/` : null),
    ...overrides,
  };
  render(<AuditTrail {...props} />);
  return props;
}

describe('AuditTrail', () => {
  it('names who did what to which record, linking records that have a page', () => {
    renderTrail();
    // The page's own heading names the trail; the filter panel is titled for what it holds.
    expect(screen.getByRole('heading', { name: 'Filters', level: 2 })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Audit Trail' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Alex MorganCredit application: consumer viewedcredit_application:1001',
    );
    expect(within(table).getByText('No one signed in')).toBeInTheDocument();
    expect(within(table).getByText('group:4')).not.toHaveAttribute('href');
  });

  it('asks for the chosen person', async () => {
    const props = renderTrail();
    await userEvent.click(screen.getByRole('button', { name: 'Who' }));
    const who = screen.getByRole('radiogroup', { name: 'Who' });
    await userEvent.click(within(who).getByRole('radio', { name: 'Alex Morgan' }));
    expect(props.onFiltersChange).toHaveBeenCalledWith({ user_id: '3' });
  });

  it("opens a change's before and after beneath its row", async () => {
    renderTrail();
    const [, , groupRow] = screen.getAllByRole('button', { name: 'Show quick view' });
    await userEvent.click(groupRow!);
    expect(screen.getByText('1 line removed, 2 lines added.')).toBeInTheDocument();
  });
});
