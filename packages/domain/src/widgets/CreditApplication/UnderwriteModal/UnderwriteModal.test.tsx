import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DECLINE_OVERRIDE_NOTE, UnderwriteModal, underwriteStatusOptions } from './UnderwriteModal';

describe('underwriteStatusOptions', () => {
  it('puts the current status first and offers no CANCEL while declined', () => {
    expect(underwriteStatusOptions('REFER')).toEqual(['REFER', 'ACCEPT', 'DECLINE', 'CANCEL']);
    expect(underwriteStatusOptions('DECLINE')).toEqual(['DECLINE', 'ACCEPT']);
  });
});

describe('UnderwriteModal', () => {
  it('confirms a new status with its reason', async () => {
    const onSubmit = vi.fn();
    render(
      <UnderwriteModal
        isOpen
        currentStatus="REFER"
        state="form"
        onSubmit={onSubmit}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: /Underwriting Decision/ });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Decision Reason/ }), 'Ok ');
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'ACCEPT' }));
    await userEvent.click(confirm);
    expect(onSubmit).toHaveBeenCalledWith({ status: 'ACCEPT', reason: 'Ok' });
  });

  it('submits accepting over the engine’s DECLINE for approval, saying so', async () => {
    const onSubmit = vi.fn();
    render(
      <UnderwriteModal
        isOpen
        currentStatus="DECLINE"
        engineDecision="DECLINE"
        state="form"
        onSubmit={onSubmit}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: /Underwriting Decision/ });
    expect(within(dialog).queryByText(DECLINE_OVERRIDE_NOTE)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'ACCEPT' }));
    expect(within(dialog).getByText(DECLINE_OVERRIDE_NOTE)).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Decision Reason/ }), 'Seen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit for approval' }));
    expect(onSubmit).toHaveBeenCalledWith({ status: 'ACCEPT', reason: 'Seen' });
  });

  it('says when the choice goes back to the current status', async () => {
    render(
      <UnderwriteModal
        isOpen
        currentStatus="REFER"
        state="form"
        onSubmit={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: /Underwriting Decision/ });
    await userEvent.click(within(dialog).getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'ACCEPT' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'REFER' }));
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(
      await within(dialog).findByText('Choose a status other than the current one.'),
    ).toBeInTheDocument();
  });
});
