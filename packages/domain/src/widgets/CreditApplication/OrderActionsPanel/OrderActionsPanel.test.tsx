import { makeCreditApplication } from '@backoffice/api-client/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrderActionsPanel } from './OrderActionsPanel';
import { underwriteStatusOptions } from '../UnderwriteModal';

function renderPanel(onAction = vi.fn().mockResolvedValue(undefined), status = 'REFER') {
  const onSuccess = vi.fn();
  render(
    <OrderActionsPanel
      links={makeCreditApplication()._links}
      currentStatus={status}
      onAction={onAction}
      onSuccess={onSuccess}
    />,
  );
  return { user: userEvent.setup(), onAction, onSuccess };
}

describe('OrderActionsPanel', () => {
  it('says No Actions Available when the application offers none', () => {
    render(
      <OrderActionsPanel
        links={{ self: { href: '/x' } }}
        currentStatus="REFER"
        onAction={vi.fn()}
      />,
    );
    expect(screen.getByText('No Actions Available')).toBeInTheDocument();
  });

  it('offers a button for each action link', () => {
    renderPanel();
    for (const name of ['Force ID Check', 'Verify', 'Cancel', 'Inspect', 'Underwrite']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('sets Cancel, which cannot be undone, apart from the other actions', () => {
    renderPanel();
    const irreversible = screen.getByRole('group', { name: 'Irreversible actions' });
    expect(
      within(irreversible)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel']);
    expect(within(irreversible).queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it('asks for an Action Reason before verifying, then closes and reports the success message', async () => {
    const { user, onAction, onSuccess } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify' });
    const submit = within(dialog).getByRole('button', { name: 'Verify' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Action Reason/ }), 'Payslip seen');
    await user.click(submit);
    expect(onAction).toHaveBeenCalledWith({ action: 'verify', reason: 'Payslip seen' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSuccess).toHaveBeenCalledWith('Successfully verified the credit application.');
  });

  it('reports that it is done once an action was taken, not after Cancel', async () => {
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(
      <OrderActionsPanel
        links={makeCreditApplication()._links}
        currentStatus="REFER"
        onAction={vi.fn().mockResolvedValue(undefined)}
        onDone={onDone}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Force ID Check' }));
    let dialog = await screen.findByRole('dialog', { name: 'Force ID Check' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDone).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Force ID Check' }));
    dialog = await screen.findByRole('dialog', { name: 'Force ID Check' });
    await user.click(within(dialog).getByRole('button', { name: 'Force ID Check' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('forces an ID check on confirmation alone', async () => {
    const { user, onAction, onSuccess } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Force ID Check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Force ID Check' });
    await user.click(within(dialog).getByRole('button', { name: 'Force ID Check' }));
    expect(onAction).toHaveBeenCalledWith({ action: 'force_id_check' });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('Successfully forced an ID Check.'));
  });

  it('shows the error and keeps the form when the action fails', async () => {
    const { user, onSuccess } = renderPanel(
      vi.fn().mockRejectedValue(new Error('Not allowed now.')),
    );
    await user.click(screen.getByRole('button', { name: 'Inspect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inspect' });
    await user.type(within(dialog).getByRole('textbox', { name: /Action Reason/ }), 'Check');
    await user.click(within(dialog).getByRole('button', { name: 'Inspect' }));
    expect(await within(dialog).findByText('Not allowed now.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('underwrites to a new status with a decision reason, then closes without a done state', async () => {
    const { user, onAction, onSuccess } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Underwrite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Underwriting Decision' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await user.type(within(dialog).getByRole('textbox', { name: /Decision Reason/ }), 'Income ok');
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'ACCEPT' }));
    await user.click(confirm);
    expect(onAction).toHaveBeenCalledWith({
      action: 'underwrite',
      status: 'ACCEPT',
      reason: 'Income ok',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSuccess).toHaveBeenCalledWith(
      'Credit application has been successfully underwritten.',
    );
  });
});

describe('underwriteStatusOptions', () => {
  it('puts the current status first', () => {
    expect(underwriteStatusOptions('DECLINE')).toEqual(['DECLINE', 'ACCEPT']);
    expect(underwriteStatusOptions('CANCEL')).toEqual(['CANCEL', 'ACCEPT', 'DECLINE']);
    expect(underwriteStatusOptions('REFER')).toEqual(['REFER', 'ACCEPT', 'DECLINE', 'CANCEL']);
  });
});
