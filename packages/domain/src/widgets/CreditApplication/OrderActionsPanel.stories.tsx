import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ActionModal } from './ActionModal';
import { storyActionLinks } from './creditApplicationStoryData';
import { OrderActionsPanel } from './OrderActionsPanel';
import { UnderwriteModal } from './UnderwriteModal';

const meta = {
  title: 'Domain/CreditApplication/OrderActionsPanel',
  component: OrderActionsPanel,
  tags: ['autodocs'],
  args: {
    links: storyActionLinks,
    currentStatus: 'REFER',
    onAction: fn(async () => undefined),
    onSuccess: fn(),
  },
} satisfies Meta<typeof OrderActionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllActions: Story = {};

export const NoActions: Story = {
  args: { links: { self: { href: '/credit-applications/100234' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Actions Available')).toBeVisible();
  },
};

export const VerifyWithAReason: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Verify' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Action Reason/ }), 'Seen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await expect(args.onAction).toHaveBeenCalledWith({ action: 'verify', reason: 'Seen' });
    // No done state: the dialog closes and the page reports the success (docs/adr/0017).
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith('Successfully verified the credit application.'),
    );
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Verify' })).toBeNull());
    // React Aria restores focus an animation frame after the dialog has gone, and rings it or
    // not depending on what ran before: once that has happened, the picture is taken without it.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const ActionModalForm: Story = {
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

export const ActionModalLoading: Story = {
  render: () => (
    <ActionModal isOpen title="Cancel Application" state="loading" onSubmit={fn()} onClose={fn()} />
  ),
};

export const ActionModalUpdated: Story = {
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

export const UnderwriteDeclined: Story = {
  render: () => (
    <UnderwriteModal isOpen currentStatus="DECLINE" state="form" onSubmit={fn()} onClose={fn()} />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: /Status/ }));
    const options = await body.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['DECLINE', 'ACCEPT']);
    await userEvent.keyboard('{Escape}');
  },
};

export const UnderwriteWithError: Story = {
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
