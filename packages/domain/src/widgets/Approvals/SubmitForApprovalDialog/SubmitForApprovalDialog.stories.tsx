import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SubmitForApprovalDialog } from './SubmitForApprovalDialog';

const meta = {
  title: 'Domain/Approvals/SubmitForApprovalDialog',
  component: SubmitForApprovalDialog,
  tags: ['autodocs'],
  args: { isOpen: true, recordNoun: 'policy', onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof SubmitForApprovalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsksForAReason: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Submit for approval' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit for approval' }));
    await expect(dialog.getByText('Enter a reason.')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Refer thin files');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit for approval' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Refer thin files');
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Submit for approval' }));
    await expect(dialog.getByRole('button', { name: /Submit for approval/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Refused: Story = {
  args: {
    submitError:
      'This policy already has a change waiting for approval; it must be approved or rejected first.',
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Submit for approval' }));
    await expect(dialog.getByText('The change could not be submitted.')).toBeInTheDocument();
  },
};
