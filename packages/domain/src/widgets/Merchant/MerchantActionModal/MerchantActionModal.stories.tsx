import { makeAccountManager, makeRetailer } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MerchantActionModal } from './MerchantActionModal';

const meta = {
  title: 'Domain/Merchant/MerchantActionModal',
  component: MerchantActionModal,
  tags: ['autodocs'],
  args: {
    entry: { action: 'suspend', label: 'Suspend' },
    merchant: makeRetailer(),
    choices: {
      accountManagers: [
        makeAccountManager(),
        makeAccountManager({ user_id: 4, name: 'Jordan Blake' }),
      ],
    },
    state: 'form',
    onSubmit: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MerchantActionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name });

/** The form: suspension with its type. */
export const SuspendForm: Story = {};

/** Provisional approval under a regulated policy: the CCL number is asked for. */
export const ProvisionalApprovalNeedsCcl: Story = {
  args: {
    entry: { action: 'provisionally_approve', label: 'Provisionally Approve' },
    merchant: makeRetailer({ account_status: 'application', ccl_number: null }),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement, 'Provisionally Approve'));
    await expect(dialog.getByRole('textbox', { name: /CCL Number/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Provisionally Approve' })).toBeDisabled();
  },
};

/** Assign Account Manager while the list loads. */
export const AssignmentLoading: Story = {
  args: {
    entry: { action: 'assign_account_manager', label: 'Assign Account Manager' },
    choices: {},
  },
};

/** Working: a spinner, no buttons. */
export const Working: Story = { args: { state: 'working' } };

/** Done: the spec's success message and Close only. */
export const Done: Story = {
  args: { state: 'done' },
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement, 'Suspend Retailer'));
    await expect(dialog.getByText('The retailer has been suspended')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Error: the server's message above the form. */
export const ServerError: Story = {
  args: { errorMessage: 'The merchant is already Suspended.' },
};

/** Reject: a warning that it cannot be undone. */
export const Reject: Story = {
  args: { entry: { action: 'reject', label: 'Reject' } },
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement, 'Reject Merchant'));
    // The warning fades in as an Alert does: present, not yet opaque, when the play runs.
    await expect(dialog.getByText(/cannot be undone/)).toBeInTheDocument();
  },
};

/** Accept: a confirmation naming the merchant. */
export const Accept: Story = {
  args: {
    entry: { action: 'accept', label: 'Accept' },
    merchant: makeRetailer({ account_status: 'provisional' }),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(dialogOf(canvasElement, 'Accept Merchant'));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ action: 'accept' });
  },
};
