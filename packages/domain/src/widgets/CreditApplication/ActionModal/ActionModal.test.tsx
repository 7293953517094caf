import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionModal, REASON_MAX_LENGTH, type ActionModalProps } from './ActionModal';

function renderModal(props: Partial<ActionModalProps> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <ActionModal
      isOpen
      title="Change Status"
      state="form"
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    />,
  );
  return { onSubmit, onClose, dialog: screen.getByRole('dialog') };
}

describe('ActionModal', () => {
  it('never offers the current status and waits for a new one and a reason', async () => {
    const { dialog, onSubmit } = renderModal({
      statuses: ['ACCEPT', 'REFER', 'DECLINE'],
      currentStatus: 'REFER',
      requiresReason: true,
      submitLabel: 'Change Status',
    });
    expect(within(dialog).queryByRole('radio', { name: 'REFER' })).not.toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Change Status' });
    expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'ACCEPT' }));
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Action Reason/ }), '  Paid ');
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Paid', status: 'ACCEPT' });
  });

  it('sends nothing it did not ask for', async () => {
    const { dialog, onSubmit } = renderModal({ title: 'Verify', submitLabel: 'Verify' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledWith({});
  });

  it('takes a reason of at most the limit', () => {
    const { dialog } = renderModal({ requiresReason: true });
    expect(within(dialog).getByRole('textbox', { name: /Action Reason/ })).toHaveAttribute(
      'maxLength',
      String(REASON_MAX_LENGTH),
    );
  });

  it("shows the server's refusal above the form", () => {
    const { dialog } = renderModal({ errorMessage: 'Not available in status CANCEL.' });
    expect(within(dialog).getByText('Not available in status CANCEL.')).toBeInTheDocument();
  });

  it('offers only Close once updated, and closes', async () => {
    const { dialog, onClose } = renderModal({
      state: 'updated',
      successMessage: 'The application is cancelled.',
    });
    expect(within(dialog).getByText('The application is cancelled.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
