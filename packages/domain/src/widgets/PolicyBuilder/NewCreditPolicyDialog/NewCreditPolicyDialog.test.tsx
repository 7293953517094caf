import { makeLender, sampleLenders } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewCreditPolicyDialog, type NewCreditPolicyDialogProps } from './NewCreditPolicyDialog';

function renderDialog(props: Partial<NewCreditPolicyDialogProps> = {}) {
  const handlers = { onContinue: vi.fn(), onClose: vi.fn(), onRetryLenders: vi.fn() };
  render(<NewCreditPolicyDialog isOpen lenders={sampleLenders} {...handlers} {...props} />);
  const dialog = screen.getByRole('dialog', { name: 'New Credit Policy' });
  return {
    user: userEvent.setup(),
    dialog,
    lender: within(dialog).getByRole('button', { name: /Lender Id/ }),
    ...handlers,
  };
}

describe('NewCreditPolicyDialog', () => {
  it('names the missing name and lender on Continue, and hands on nothing', async () => {
    const { user, dialog, onContinue } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Lender id is required.')).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it("offers the server's lenders by id, without their names", async () => {
    const { user, lender } = renderDialog();
    await user.click(lender);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['2', '4', '6']);
    expect(screen.queryByText('Harbour Lending')).not.toBeInTheDocument();
  });

  it('hands on the trimmed draft with the chosen lender and no stages, then starts empty', async () => {
    const { user, dialog, lender, onContinue } = renderDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), ' Summer 2026 ');
    await user.click(lender);
    await user.click(await screen.findByRole('option', { name: '4' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Unregulated' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith({
      name: 'Summer 2026',
      lender_id: 4,
      regulated: false,
      stages: [],
    });
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('');
    expect(within(dialog).getByRole('radio', { name: 'Regulated' })).toBeChecked();
  });

  it('fixes a lender user to the one lender the server offers, its own', async () => {
    const { user, dialog, lender, onContinue } = renderDialog({
      lenders: [makeLender({ lender_id: 4, name: 'Harbour Lending' })],
      isOwnLenderOnly: true,
    });
    expect(lender).toHaveTextContent('4');
    expect(lender).toBeDisabled();
    expect(within(dialog).getByText('Your lender.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith(expect.objectContaining({ lender_id: 4 }));
  });

  it('waits for the lenders before offering a choice', () => {
    const { lender } = renderDialog({ lenders: undefined });
    expect(lender).toBeDisabled();
    expect(lender).toHaveTextContent('Loading lenders…');
  });

  it('says when the lenders could not be loaded, with Try again', async () => {
    const { user, dialog, onRetryLenders } = renderDialog({
      lenders: undefined,
      lendersError: { status: 500, message: 'The server failed.' },
    });
    expect(within(dialog).getByText('The lenders could not be loaded.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(onRetryLenders).toHaveBeenCalledOnce();
  });

  it('closes on Cancel, forgetting what was typed', async () => {
    const { user, dialog, onClose } = renderDialog();
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.type(name, 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(name).toHaveValue('');
  });
});
