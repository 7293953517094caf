import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PolicyEditorActions } from './PolicyEditorActions';

const meta = {
  title: 'Domain/PolicyBuilder/PolicyEditorActions',
  component: PolicyEditorActions,
  tags: ['autodocs'],
  args: { policyName: 'Standard retail', isSaved: true, onSave: fn(), onDelete: fn() },
} satisfies Meta<typeof PolicyEditorActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Policy' }));
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Delete Policy' }),
    );
    await expect(dialog.getByText(/Delete the policy "Standard retail"\?/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Unsaved: Story = { args: { isSaved: false } };

export const Saving: Story = { args: { isSaving: true } };

export const Deleting: Story = { args: { isDeleting: true } };

export const DeleteFailed: Story = {
  args: { deleteError: 'The policy is used by a lender and cannot be deleted.' },
};
