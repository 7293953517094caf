import { makeAccountManager, makeRetailer } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CCL_NUMBER_REQUIRED } from '../../../model/index';
import { MerchantActionModal, type MerchantActionModalProps } from './MerchantActionModal';

function renderModal(overrides: Partial<MerchantActionModalProps> = {}) {
  const props: MerchantActionModalProps = {
    entry: { action: 'suspend', label: 'Suspend' },
    merchant: makeRetailer(),
    choices: {
      accountManagers: [
        makeAccountManager(),
        makeAccountManager({ user_id: 4, name: 'Jordan Blake' }),
      ],
    },
    state: 'form',
    onSubmit: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  const view = render(<MerchantActionModal {...props} />);
  return { ...props, ...view };
}

describe('MerchantActionModal', () => {
  it('shows nothing without an action', () => {
    renderModal({ entry: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('suspends with the type chosen', async () => {
    const { onSubmit } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Suspend Retailer' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Trading' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(onSubmit).toHaveBeenCalledWith({ action: 'suspend', type: 'trading' });
  });

  it('asks for a valid CCL number before a regulated merchant is approved', async () => {
    const { onSubmit } = renderModal({
      entry: { action: 'provisionally_approve', label: 'Provisionally Approve' },
      merchant: makeRetailer({ account_status: 'application', ccl_number: null }),
    });
    const dialog = screen.getByRole('dialog', { name: 'Provisionally Approve' });
    expect(within(dialog).getByText(CCL_NUMBER_REQUIRED)).toBeVisible();
    const approve = within(dialog).getByRole('button', { name: 'Provisionally Approve' });
    expect(approve).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /CCL Number/ }), 'FRN123456');
    await userEvent.click(approve);
    expect(onSubmit).toHaveBeenCalledWith({
      action: 'provisionally_approve',
      ccl_number: 'FRN123456',
    });
  });

  it('warns that a rejection cannot be undone', () => {
    renderModal({ entry: { action: 'reject', label: 'Reject' } });
    expect(
      within(screen.getByRole('dialog', { name: 'Reject Merchant' })).getByText(/cannot be undone/),
    ).toBeVisible();
  });

  it('assigns an account manager only once another one is chosen', async () => {
    const { onSubmit } = renderModal({
      entry: { action: 'assign_account_manager', label: 'Assign Account Manager' },
    });
    const dialog = screen.getByRole('dialog', { name: 'Assign Account Manager' });
    const update = within(dialog).getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Account Manager/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jordan Blake' }));
    await userEvent.click(update);
    expect(onSubmit).toHaveBeenCalledWith({ action: 'assign_account_manager', user_id: 4 });
  });

  it('waits on the list of account managers while it loads', () => {
    renderModal({
      entry: { action: 'assign_account_manager', label: 'Assign Account Manager' },
      choices: {},
    });
    expect(screen.getByRole('progressbar', { name: 'Loading Account Manager' })).toBeVisible();
  });

  it("shows the server's message above the form when the action failed", () => {
    renderModal({ errorMessage: 'The merchant is already Suspended.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The merchant is already Suspended.');
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeEnabled();
  });

  it("says the spec's success message once done, with Close only", async () => {
    const { onClose } = renderModal({ state: 'done' });
    const dialog = screen.getByRole('dialog', { name: 'Suspend Retailer' });
    expect(within(dialog).getByText('The retailer has been suspended')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
