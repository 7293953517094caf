import {
  makeCreditApplicationSummaries,
  makeCreditApplicationSummary,
} from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReportQuery } from '../../../model/index';
import {
  CreditApplicationReport,
  type CreditApplicationReportProps,
} from './CreditApplicationReport';

const view: ReportQuery = {
  page: 1,
  perPage: 25,
  order: null,
  filters: { status: ['REFER'], historic: 'false' },
};
type Row = ReturnType<typeof makeCreditApplicationSummary>;

function renderReport(props: Partial<CreditApplicationReportProps<Row>> = {}) {
  const callbacks = {
    onFiltersChange: vi.fn(),
    onReset: vi.fn(),
    onViewChange: vi.fn(),
    onPerPageChange: vi.fn(),
    loadPrintRows: vi.fn(async () => ({ rows: [], total: 0, isTotalCapped: false })),
    onNextPage: vi.fn(),
    onPreviousPage: vi.fn(),
    onRetry: vi.fn(),
  };
  render(
    <CreditApplicationReport<Row>
      view={view}
      isLenderUser={false}
      policyOptions={[{ value: '3', label: 'Interest free' }]}
      rows={makeCreditApplicationSummaries(3)}
      total={3}
      isTotalCapped={false}
      hasNextPage={false}
      isLoading={false}
      error={null}
      renderQuickView={() => null}
      columnsStorageKey="test.credit-applications.columns"
      {...callbacks}
      {...props}
    />,
  );
  return { ...callbacks, user: userEvent.setup() };
}

describe('CreditApplicationReport', () => {
  it('shows the report columns of each application', () => {
    renderReport({
      rows: [
        makeCreditApplicationSummary({
          credit_application_id: 100001,
          consumer_name: 'Mr Tom Baker',
          advance_pence: 25_000,
          credit_sentry_flagged: true,
        }),
        makeCreditApplicationSummary({ credit_application_id: 100002, consumer_name: null }),
      ],
      total: 2,
    });
    expect(screen.getByRole('heading', { name: 'Credit Applications', level: 1 })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Credit Applications' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Quick view',
      'Consumer',
      'Merchant',
      'App ID',
      'Loan Type',
      'Advance',
      'Status',
      'CS',
      'Date',
      'View',
    ]);
    const row = within(table)
      .getByRole('link', { name: 'View application 100001' })
      .closest('tr') as HTMLElement;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Mr Tom Baker');
    expect(within(row).getByText('100001')).toBeInTheDocument();
    expect(within(row).getByText('Instore')).toBeInTheDocument();
    expect(within(row).getByText('£250.00')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Credit sentry flags raised' })).toBeVisible();
    expect(within(row).getByRole('link', { name: 'View application 100001' })).toHaveAttribute(
      'href',
      '/credit-app/100001/',
    );
    expect(within(table).getByRole('rowheader', { name: 'N/A' })).toBeInTheDocument();
    expect(screen.getByText('2 credit applications')).toBeInTheDocument();
  });

  it('keeps long names and reasons whole in the page and as hover text while their cells keep to one line', () => {
    const merchant = 'Bergstrom-Mayer, Dicki and Mertz Home Furnishings';
    const reason = 'Payslips prove the income declared on the application';
    renderReport({
      rows: [
        makeCreditApplicationSummary({
          consumer_name: 'Mr Kayla McDermott-Ziemann',
          retailer_name: merchant,
          current_status: {
            status: 'ACCEPT',
            current_reason: reason,
            timestamp: '2026-11-29T02:48:13Z',
          },
        }),
      ],
      total: 1,
    });
    expect(screen.getByRole('rowheader', { name: 'Mr Kayla McDermott-Ziemann' })).toBeVisible();
    expect(screen.getByText(merchant)).toHaveAttribute('title', merchant);
    expect(screen.getByText(reason)).toHaveAttribute('title', reason);
  });

  it('orders by the orderable columns from the first page', async () => {
    const { user, onViewChange } = renderReport({ view: { ...view, page: 3 } });
    await user.click(
      within(screen.getByRole('columnheader', { name: /App ID/ })).getByRole('button'),
    );
    expect(onViewChange).toHaveBeenCalledWith({
      ...view,
      page: 1,
      order: { column: 'credit_application_id', direction: 'ascending' },
    });
  });

  it('filters a lender user by decision policy', async () => {
    const { user, onFiltersChange } = renderReport({ isLenderUser: true });
    await user.click(screen.getByRole('button', { name: 'Edit filters' }));
    await user.click(screen.getByRole('button', { name: /^Decision Policies/ }));
    const policies = screen.getByRole('group', { name: 'Decision Policy' });
    await user.click(within(policies).getByRole('checkbox', { name: 'Interest free' }));
    expect(onFiltersChange).toHaveBeenCalledWith({ decision_policy_id: ['3'] });
  });
});
