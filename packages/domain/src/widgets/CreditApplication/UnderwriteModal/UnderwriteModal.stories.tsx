import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DECLINE_OVERRIDE_NOTE, UnderwriteModal } from './UnderwriteModal';

const meta = {
  title: 'Domain/CreditApplication/UnderwriteModal',
  component: UnderwriteModal,
  tags: ['autodocs'],
  args: { isOpen: true, currentStatus: 'REFER', state: 'form', onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof UnderwriteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirm waits for a new status and a reason. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

export const Declined: Story = {
  render: () => (
    <UnderwriteModal isOpen currentStatus="DECLINE" state="form" onSubmit={fn()} onClose={fn()} />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = body.getByRole('button', { name: /Status/ });
    await userEvent.click(trigger);
    const options = await body.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['DECLINE', 'ACCEPT']);
    await userEvent.keyboard('{Escape}');
    // The screenshot waits for the list to close and focus to return to its trigger.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithError: Story = {
  render: () => (
    <UnderwriteModal
      isOpen
      currentStatus="REFER"
      state="form"
      errorMessage="This action is not available for an application in status CANCEL."
      onSubmit={fn()}
      onClose={fn()}
    />
  ),
};

export const Working: Story = { args: { state: 'loading' } };

export const Decided: Story = {
  args: { state: 'updated', successMessage: 'The application is now ACCEPT.' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Over the engine's DECLINE, choosing ACCEPT says it waits for approval and submits for it. */
export const DeclineOverride: Story = {
  args: { currentStatus: 'DECLINE', engineDecision: 'DECLINE' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = body.getByRole('button', { name: /Status/ });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'ACCEPT' }));
    await expect(body.getByRole('dialog')).toHaveTextContent(DECLINE_OVERRIDE_NOTE);
    await userEvent.type(body.getByRole('textbox', { name: /Decision Reason/ }), 'Payslips seen');
    await userEvent.click(body.getByRole('button', { name: 'Submit for approval' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ status: 'ACCEPT', reason: 'Payslips seen' });
  },
};
