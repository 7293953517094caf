import { makeLender, sampleLenders } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewCreditPolicyDialog } from './NewCreditPolicyDialog';

const meta = {
  title: 'Domain/PolicyBuilder/NewCreditPolicyDialog',
  component: NewCreditPolicyDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    lenders: sampleLenders,
    lendersError: null,
    isOwnLenderOnly: false,
    onRetryLenders: fn(),
    onContinue: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof NewCreditPolicyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'New Credit Policy' });

/** Staff choose any lender the server offers; the policy starts Regulated. */
export const EmptyForm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await expect(dialog.getByRole('button', { name: /Lender Id/ })).toHaveTextContent(
      'Choose a lender',
    );
    await expect(dialog.getByRole('radio', { name: 'Regulated' })).toBeChecked();
  },
};

/** Continue with nothing filled in names both missing fields and hands nothing on. */
export const MissingFields: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(await dialog.findByText('Name is required.')).toBeInTheDocument();
    await expect(dialog.getByText('Lender id is required.')).toBeInTheDocument();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** A lender user: the server offers its own lender only, chosen and fixed. */
export const LenderUser: Story = {
  args: { lenders: [makeLender()], isOwnLenderOnly: true },
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    const lender = dialog.getByRole('button', { name: /Lender Id/ });
    await expect(lender).toHaveTextContent('2');
    await expect(lender).toBeDisabled();
    await expect(dialog.getByText('Your lender.')).toBeInTheDocument();
  },
};

export const LendersLoading: Story = {
  args: { lenders: undefined },
  play: async ({ canvasElement }) => {
    const lender = within(dialogOf(canvasElement)).getByRole('button', { name: /Lender Id/ });
    await expect(lender).toHaveTextContent('Loading lenders…');
    await expect(lender).toBeDisabled();
  },
};

export const LendersFailed: Story = {
  args: {
    lenders: undefined,
    lendersError: { status: 500, message: 'The server failed to answer.' },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent('The lenders could not be loaded.');
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryLenders).toHaveBeenCalledOnce();
  },
};
