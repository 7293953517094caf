import { makeLender, sampleLenders } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewModuleDialog, type NewModuleDialogProps } from './NewModuleDialog';

function renderDialog(props: Partial<NewModuleDialogProps> = {}) {
  const handlers = { onContinue: vi.fn(), onClose: vi.fn(), onRetryLenders: vi.fn() };
  render(<NewModuleDialog isOpen lenders={sampleLenders} {...handlers} {...props} />);
  const dialog = screen.getByRole('dialog', { name: 'New Module' });
  return {
    user: userEvent.setup(),
    dialog,
    name: within(dialog).getByRole('textbox', { name: /Name/ }),
    lender: within(dialog).getByRole('button', { name: /Lender/ }),
    proceed: within(dialog).getByRole('button', { name: 'Continue' }),
    ...handlers,
  };
}

describe('NewModuleDialog', () => {
  it('keeps Continue off until there is a name and a lender', async () => {
    const { user, name, lender, proceed, onContinue } = renderDialog();
    expect(proceed).toBeDisabled();
    await user.type(name, 'Income checks');
    expect(proceed).toBeDisabled();
    await user.click(lender);
    await user.click(await screen.findByRole('option', { name: 'Lender 6' }));
    expect(proceed).toBeEnabled();
    await user.click(proceed);
    expect(onContinue).toHaveBeenCalledWith({ name: 'Income checks', lender_id: 6 });
    expect(name).toHaveValue('');
  });

  it('says a name is required once the empty field is left', async () => {
    const { user, dialog, name } = renderDialog();
    expect(within(dialog).queryByText('Name is required.')).not.toBeInTheDocument();
    await user.click(name);
    await user.tab();
    expect(within(dialog).getByText('Name is required.')).toBeInTheDocument();
  });

  it("offers the server's lenders", async () => {
    const { user, lender } = renderDialog();
    await user.click(lender);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Lender 2',
      'Lender 4',
      'Lender 6',
    ]);
  });

  it("keeps a lender user's modules with its own lender", async () => {
    const { user, dialog, name, lender, proceed, onContinue } = renderDialog({
      lenders: [makeLender()],
      isOwnLenderOnly: true,
    });
    expect(lender).toHaveTextContent('Lender 2');
    expect(lender).toBeDisabled();
    expect(
      within(dialog).getByText('Modules you create belong to your lender.'),
    ).toBeInTheDocument();
    await user.type(name, 'Mine');
    await user.click(proceed);
    expect(onContinue).toHaveBeenCalledWith({ name: 'Mine', lender_id: 2 });
  });

  it('waits for the lenders, and says when they could not be loaded', async () => {
    const { user, dialog, lender, onRetryLenders } = renderDialog({
      lenders: undefined,
      lendersError: { status: 0, message: 'The server could not be reached.' },
    });
    expect(lender).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The lenders could not be loaded.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(onRetryLenders).toHaveBeenCalledOnce();
  });

  it('closes on Cancel, forgetting what was typed', async () => {
    const { user, dialog, name, onClose } = renderDialog();
    await user.type(name, 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(name).toHaveValue('');
  });
});
