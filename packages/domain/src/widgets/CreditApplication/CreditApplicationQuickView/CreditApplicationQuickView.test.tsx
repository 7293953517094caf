import { makeCreditApplicationSummary } from '@backoffice/api-client/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreditApplicationQuickView } from './CreditApplicationQuickView';

const callbacks = () => ({
  onAction: vi.fn(async () => undefined),
  onActionSuccess: vi.fn(),
  onActionDone: vi.fn(),
});

describe('CreditApplicationQuickView', () => {
  it('shows the order summary, status history and View Application', () => {
    render(
      <CreditApplicationQuickView
        application={makeCreditApplicationSummary({ credit_application_id: 100001 })}
        {...callbacks()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    expect(screen.getByText('In-store, interest free, 12 months (ISIF12)')).toBeVisible();
    const history = screen.getByRole('region', { name: 'Status History' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries.at(-1)).toHaveTextContent('SUBMITTED');
    expect(screen.getByRole('link', { name: 'View Application 100001' })).toHaveAttribute(
      'href',
      '/credit-app/100001/',
    );
    expect(screen.queryByRole('region', { name: 'Order Actions' })).not.toBeInTheDocument();
  });

  it('offers the order actions of the row and reports one taken', async () => {
    const user = userEvent.setup();
    const props = callbacks();
    render(
      <CreditApplicationQuickView
        application={makeCreditApplicationSummary({
          _links: {
            self: { href: '/api/credit-applications/100234' },
            inspect: { href: '/api/credit-applications/100234/actions/inspect', title: 'Inspect' },
          },
        })}
        {...props}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Inspect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inspect' });
    await user.type(within(dialog).getByRole('textbox', { name: /Action Reason/ }), 'Check');
    await user.click(within(dialog).getByRole('button', { name: 'Inspect' }));
    expect(props.onAction).toHaveBeenCalledWith({ action: 'inspect', reason: 'Check' });
    await waitFor(() => expect(props.onActionDone).toHaveBeenCalled());
    expect(props.onActionSuccess).toHaveBeenCalled();
  });
});
