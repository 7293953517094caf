import { makeRetailer, makeRetailerLinks } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MerchantActionsPanel } from './MerchantActionsPanel';

const unsigned = [{ ...makeRetailer().lender_agreements[0]!, retailer_agreed: null }];

function renderPanel(
  merchant = makeRetailer(),
  onAction = vi.fn().mockResolvedValue(undefined),
  onOpenDialog = vi.fn(),
) {
  render(
    <MerchantActionsPanel
      merchant={merchant}
      choices={{
        accountManagers: [
          { user_id: 1, name: 'Alex Morgan' },
          { user_id: 4, name: 'Jordan Blake' },
        ],
        productPackages: [],
        decisionPolicies: [],
      }}
      onAction={onAction}
      onOpenDialog={onOpenDialog}
    />,
  );
  return { user: userEvent.setup(), onAction, onOpenDialog };
}

describe('MerchantActionsPanel', () => {
  it('says No Actions Available when the links offer none', () => {
    renderPanel(makeRetailer({ _links: { self: { href: '/retailers/41' } } }));
    expect(screen.getByText('No Actions Available')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks the merchant to sign while an agreement is unsigned past the application', () => {
    renderPanel(makeRetailer({ account_status: 'provisional', lender_agreements: unsigned }));
    expect(
      screen.getByText('The merchant must sign their agreement in order to proceed.'),
    ).toBeInTheDocument();
  });

  it('does not ask for a signature from an application', () => {
    renderPanel(makeRetailer({ account_status: 'application', lender_agreements: unsigned }));
    expect(
      screen.queryByText('The merchant must sign their agreement in order to proceed.'),
    ).not.toBeInTheDocument();
  });

  it('offers Submit to Lender once per lender not yet submitted', () => {
    renderPanel(
      makeRetailer({
        account_status: 'application',
        lender_statuses: [
          { lender_id: 2, lender_name: 'Northbridge Finance', status: null },
          { lender_id: 4, lender_name: 'Harbour Lending', status: 'INFO NEEDED' },
          { lender_id: 6, lender_name: 'Cedar Credit', status: 'PENDING' },
        ],
      }),
    );
    expect(screen.getByRole('button', { name: 'Submit to Northbridge Finance' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit to Harbour Lending' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit to Cedar Credit' })).toBeNull();
  });

  it('rejects only after the warning that it cannot be undone, then says Merchant Rejected', async () => {
    const { user, onAction } = renderPanel(makeRetailer({ account_status: 'pending' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Merchant' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onAction).toHaveBeenCalledWith({ action: 'reject' });
    expect(await within(dialog).findByText('Merchant Rejected')).toBeVisible();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
  });

  it('needs a CCL number of 6 characters under a regulated policy before approving', async () => {
    const merchant = makeRetailer({ account_status: 'application', ccl_number: null });
    const { user, onAction } = renderPanel(merchant);
    expect(
      screen.getByText(
        'As merchant is on a regulated decision policy, a valid CCL number must be provided.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Provisionally Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Provisionally Approve' });
    const approve = within(dialog).getByRole('button', { name: 'Provisionally Approve' });
    expect(approve).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /CCL Number/ }), 'CCL12');
    expect(approve).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /CCL Number/ }), '3');
    await user.click(approve);
    expect(onAction).toHaveBeenCalledWith({
      action: 'provisionally_approve',
      ccl_number: 'CCL123',
    });
    expect(await within(dialog).findByText('Merchant Approved')).toBeVisible();
  });

  it('suspends with the chosen type', async () => {
    const { user, onAction } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Retailer' });
    await user.click(within(dialog).getByRole('radio', { name: 'Trading' }));
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(onAction).toHaveBeenCalledWith({ action: 'suspend', type: 'trading' });
    expect(await within(dialog).findByText('The retailer has been suspended')).toBeVisible();
  });

  it('keeps the form and shows the server message when the action fails', async () => {
    const { user } = renderPanel(
      makeRetailer(),
      vi.fn().mockRejectedValue(new Error('The merchant is already Suspended.')),
    );
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Retailer' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The merchant is already Suspended.',
    );
    expect(within(dialog).getByRole('button', { name: 'Suspend' })).toBeEnabled();
  });

  it('assigns an account manager only once another one is chosen', async () => {
    const { user, onAction } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Assign Account Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Account Manager' });
    const update = within(dialog).getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /Account Manager/ }));
    await user.click(await screen.findByRole('option', { name: 'Jordan Blake' }));
    await user.click(update);
    expect(onAction).toHaveBeenCalledWith({ action: 'assign_account_manager', user_id: 4 });
    expect(await within(dialog).findByText('The Account Manager has been assigned')).toBeVisible();
  });

  it('opens the operating agreement and ghost dialogs of the page', async () => {
    const merchant = makeRetailer({ account_status: 'provisional', lender_agreements: unsigned });
    const { user, onOpenDialog } = renderPanel({
      ...merchant,
      _links: makeRetailerLinks(merchant),
    });
    await user.click(screen.getByRole('button', { name: 'Assign operating agreement' }));
    await user.click(screen.getByRole('button', { name: 'Ghost in as User' }));
    expect(onOpenDialog.mock.calls).toEqual([['assign_operating_agreement'], ['ghost']]);
  });
});
