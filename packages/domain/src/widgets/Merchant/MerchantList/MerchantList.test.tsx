import {
  makeRetailerFlag,
  makeRetailerNote,
  makeRetailerSummary,
} from '@backoffice/api-client/mocks';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { merchantListDefaults } from '../../../model/merchantReport';
import { LIKE_FILTER_DELAY_MS } from '../../Report/ReportFilters';
import { MerchantList, formatMerchantListDate, type MerchantListProps } from './MerchantList';

const today = new Date('2026-11-24T12:00:00Z');

function renderList(overrides: Partial<MerchantListProps> = {}) {
  const userType = overrides.userType ?? 'service_user';
  const kind = overrides.kind ?? 'merchants';
  const defaults = merchantListDefaults(kind, userType, today);
  const props: MerchantListProps = {
    kind,
    userType,
    rows: [makeRetailerSummary()],
    total: 1,
    page: 1,
    perPage: 100,
    order: defaults.order,
    filterValues: defaults.filters,
    onFiltersChange: vi.fn(),
    onReset: vi.fn(),
    onPrint: vi.fn(),
    onOrderChange: vi.fn(),
    onPageChange: vi.fn(),
    accountManagerOptions: [{ value: '1', label: 'Alex Morgan' }],
    policyOptions: [{ value: '3', label: 'Premium retail' }],
    merchantHref: (retailerId) => `/merchants/${retailerId}/`,
    ...overrides,
  };
  render(<MerchantList {...props} />);
  return props;
}

describe('MerchantList columns', () => {
  it("shows 'Not assigned' for a merchant without account manager or policy", () => {
    renderList({
      rows: [
        makeRetailerSummary({
          account_details: {
            account_manager: null,
            account_type: null,
            sign_up_fee: null,
            monthly_cost: null,
          },
          product_package: null,
        }),
      ],
    });
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getAllByText('Not assigned')).toHaveLength(2);
  });

  it('shows the created date as dd/MM/yy, the status and a link to the merchant', () => {
    renderList({
      rows: [makeRetailerSummary({ retailer_id: 41, created_at: '2024-03-12T09:00:00Z' })],
    });
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('12/03/24')).toBeInTheDocument();
    expect(within(row).getByText('Live')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View merchant/ })).toHaveAttribute(
      'href',
      '/merchants/41/',
    );
  });

  it('shows the service user the product package as the decision policy', () => {
    renderList();
    expect(within(screen.getAllByRole('row')[1]!).getByText('Premium retail')).toBeInTheDocument();
  });

  it('shows a lender the decision policy', () => {
    renderList({ userType: 'lender' });
    expect(
      within(screen.getAllByRole('row')[1]!).getByText('Regulated retail'),
    ).toBeInTheDocument();
  });
});

describe('MerchantList quick view', () => {
  it('shows flags and notes cut at 200 characters and View Merchant', async () => {
    const long = 'x'.repeat(250);
    renderList({
      rows: [
        makeRetailerSummary({
          retailer_id: 41,
          flags: [makeRetailerFlag({ message: long })],
          notes: [makeRetailerNote({ body: 'A short note' })],
        }),
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Show quick view' }));
    expect(screen.getByText(`${'x'.repeat(200)}…`)).toBeInTheDocument();
    expect(screen.getByText('A short note')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Merchant/ })).toHaveAttribute(
      'href',
      '/merchants/41/',
    );
  });

  it("says 'No flags.' and 'No notes.' when there are none", async () => {
    renderList({ rows: [makeRetailerSummary({ flags: [], notes: [] })] });
    await userEvent.click(screen.getByRole('button', { name: 'Show quick view' }));
    expect(screen.getByText('No flags.')).toBeInTheDocument();
    expect(screen.getByText('No notes.')).toBeInTheDocument();
  });
});

describe('MerchantList filters', () => {
  it('offers service users the status, account manager and decision policy filters', () => {
    renderList();
    expect(screen.getByRole('button', { name: /^Statuses/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account Managers/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Decision Policies/ })).toBeInTheDocument();
  });

  it('offers no account manager filter to a service user who may not list account managers', () => {
    renderList({ accountManagerOptions: undefined });
    expect(screen.queryByRole('button', { name: /Account Managers/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Decision Policies/ })).toBeInTheDocument();
  });

  it('offers lenders no account status or account manager filter', () => {
    renderList({ userType: 'lender' });
    expect(screen.queryByRole('button', { name: /^Statuses/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account Managers/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Lender Statuses/ })).toBeInTheDocument();
  });

  it('passes the typed name to the page once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const props = renderList();
      await user.type(screen.getByRole('searchbox', { name: 'Merchant' }), 'Harrow');
      act(() => {
        vi.advanceTimersByTime(LIKE_FILTER_DELAY_MS);
      });
      expect(props.onFiltersChange).toHaveBeenLastCalledWith({ name: 'Harrow' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('formatMerchantListDate', () => {
  it('reads dd/MM/yy', () => {
    expect(formatMerchantListDate('2026-01-05T12:00:00Z')).toBe('05/01/26');
  });
});
