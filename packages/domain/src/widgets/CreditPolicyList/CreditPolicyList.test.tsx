import { creditPolicySummaryOf, makeCreditPolicy } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreditPolicyList, type CreditPolicyListProps } from './CreditPolicyList';

const policies = [
  creditPolicySummaryOf(makeCreditPolicy({ credit_policy_id: 12, name: 'Standard retail' })),
  creditPolicySummaryOf(
    makeCreditPolicy({ credit_policy_id: 14, name: 'Bullet loans', regulated: false }),
  ),
];

function renderList(props: Partial<CreditPolicyListProps> = {}) {
  const callbacks = {
    onRetry: vi.fn(),
    onCreatedChange: vi.fn(),
    onOrderChange: vi.fn(),
    onPageChange: vi.fn(),
    onPerPageChange: vi.fn(),
    onCreate: vi.fn(),
  };
  render(
    <CreditPolicyList
      policies={policies}
      paging={{ page: 1, perPage: 25, total: 2 }}
      createdFrom={null}
      createdTo={null}
      {...callbacks}
      {...props}
    />,
  );
  return { ...callbacks, user: userEvent.setup() };
}

describe('CreditPolicyList', () => {
  it('lists the policies with policy id, name, lender id, regulated and View', () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Credit Policies', level: 1 })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Credit Policies' });
    const view = within(table).getByRole('link', { name: 'View Standard retail' });
    expect(view).toHaveAttribute('href', '/credit-policies/12/');
    const row = view.closest('tr') as HTMLElement;
    expect(within(row).getByText('Regulated')).toBeInTheDocument();
    expect(within(table).getByText('Unregulated')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Credit Policies pages' })).toHaveTextContent(
      'Showing 1–2 of 2',
    );
    expect(screen.getByRole('group', { name: 'Created' })).toBeInTheDocument();
  });

  it('says so when there are no policies, and offers New Credit Policy', async () => {
    const { user, onCreate } = renderList({ policies: [] });
    expect(screen.getByText('No credit policies yet.')).toBeInTheDocument();
    const [, inEmptyState] = screen.getAllByRole('button', { name: 'New Credit Policy' });
    await user.click(inEmptyState as HTMLElement);
    expect(onCreate).toHaveBeenCalled();
  });

  it('says none were created between the dates when filtered, and clears them', async () => {
    const { user, onCreatedChange } = renderList({
      policies: [],
      createdFrom: '2026-01-01',
      createdTo: '2026-02-01',
    });
    expect(
      screen.getByText('No credit policies were created between these dates.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(onCreatedChange).toHaveBeenCalledWith(null);
  });

  it('says once that a refused list is not allowed, and offers no New Credit Policy', () => {
    renderList({
      policies: undefined,
      paging: undefined,
      error: { status: 403, message: 'You do not have permission to do this.' },
    });
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(screen.getAllByText(/permission/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Credit Policy' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No credit policies/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Created' })).not.toBeInTheDocument();
    expect(screen.queryByText('Created')).not.toBeInTheDocument();
  });

  it('shows an error the list could not load, with Try again', async () => {
    const { user, onRetry } = renderList({
      policies: undefined,
      paging: undefined,
      error: { status: 500, message: 'Database is down' },
    });
    expect(screen.getByText('The credit policies could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('orders by a column the server can order by', async () => {
    const { user, onOrderChange } = renderList();
    await user.click(
      within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'),
    );
    expect(onOrderChange).toHaveBeenCalledWith('name');
  });
});
