import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActionModal } from './ActionModal';

const meta = {
  title: 'Domain/CreditApplication/ActionModal',
  component: ActionModal,
  tags: ['autodocs'],
  args: { isOpen: true, title: 'Cancel Application', state: 'form', onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof ActionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  render: () => (
    <ActionModal
      isOpen
      title="Change Status"
      content="Choose the application's new status."
      statuses={['ACCEPT', 'REFER', 'DECLINE']}
      currentStatus="REFER"
      requiresReason
      submitLabel="Change Status"
      state="form"
      onSubmit={fn()}
      onClose={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).queryByRole('radio', { name: 'REFER' })).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Change Status' })).toBeDisabled();
  },
};

/** A status and a reason chosen: the submission carries both, the reason trimmed. */
export const Submitted: Story = {
  args: {
    title: 'Change Status',
    statuses: ['ACCEPT', 'REFER', 'DECLINE'],
    currentStatus: 'REFER',
    requiresReason: true,
    submitLabel: 'Change Status',
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'DECLINE' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Action Reason/ }), ' Fraud ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Status' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'Fraud', status: 'DECLINE' });
  },
};

export const Loading: Story = {
  render: () => (
    <ActionModal isOpen title="Cancel Application" state="loading" onSubmit={fn()} onClose={fn()} />
  ),
};

export const Updated: Story = {
  render: () => (
    <ActionModal
      isOpen
      title="Cancel Application"
      state="updated"
      successMessage="The application is cancelled."
      onSubmit={fn()}
      onClose={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** The server refused the action: its message above the form, which stays open. */
export const Refused: Story = {
  args: { errorMessage: 'This action is not available for an application in status CANCEL.' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByText(/not available for an application/)).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};
