import { makeLender, sampleLenders } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewModuleDialog } from './NewModuleDialog';

const meta = {
  title: 'Domain/ModuleBuilder/NewModuleDialog',
  component: NewModuleDialog,
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
} satisfies Meta<typeof NewModuleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'New Module' });

/** Continue stays off until there is a name and a lender. */
export const EmptyForm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await expect(dialog.getByRole('button', { name: /Lender/ })).toHaveTextContent(
      'Choose a lender',
    );
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** A lender user: the server offers its own lender only, chosen and fixed. */
export const LenderUser: Story = {
  args: { lenders: [makeLender()], isOwnLenderOnly: true },
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    const lender = dialog.getByRole('button', { name: /Lender/ });
    await expect(lender).toHaveTextContent('Lender 2');
    await expect(lender).toBeDisabled();
    await expect(dialog.getByText('Modules you create belong to your lender.')).toBeInTheDocument();
  },
};

export const LendersLoading: Story = {
  args: { lenders: undefined },
  play: async ({ canvasElement }) => {
    const lender = within(dialogOf(canvasElement)).getByRole('button', { name: /Lender/ });
    await expect(lender).toHaveTextContent('Loading lenders…');
    await expect(lender).toBeDisabled();
  },
};

export const LendersFailed: Story = {
  args: {
    lenders: undefined,
    lendersError: { status: 0, message: 'The server could not be reached.' },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent('The lenders could not be loaded.');
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryLenders).toHaveBeenCalledOnce();
  },
};
