import { makeCreditApplication } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrderActionsPanel } from './OrderActionsPanel';

const meta = {
  title: 'Domain/CreditApplication/OrderActionsPanel',
  component: OrderActionsPanel,
  tags: ['autodocs'],
  args: {
    links: makeCreditApplication()._links,
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
