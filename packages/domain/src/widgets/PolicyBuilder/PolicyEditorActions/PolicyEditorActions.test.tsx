import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PolicyEditorActions } from './PolicyEditorActions';

function renderActions(isSaved: boolean, deleteError?: string) {
  const onSave = vi.fn();
  const onDelete = vi.fn();
  render(
    <PolicyEditorActions
      policyName="Standard retail"
      isSaved={isSaved}
      deleteError={deleteError}
      onSave={onSave}
      onDelete={onDelete}
    />,
  );
  return { onSave, onDelete, user: userEvent.setup() };
}

describe('PolicyEditorActions', () => {
  describe('isSaved', () => {
    it("offers 'Save' and no delete for a policy not saved yet", async () => {
      const { user, onSave } = renderActions(false);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(onSave).toHaveBeenCalledOnce();
      expect(screen.queryByRole('button', { name: 'Delete Policy' })).toBeNull();
    });

    it("offers 'Submit for approval' and 'Delete Policy' for a saved policy", () => {
      renderActions(true);
      expect(screen.getByRole('button', { name: 'Submit for approval' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delete Policy' })).toBeInTheDocument();
    });
  });

  it('deletes only once the author confirms', async () => {
    const { user, onDelete } = renderActions(true);
    await user.click(screen.getByRole('button', { name: 'Delete Policy' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Policy' });
    expect(dialog).toHaveTextContent('Delete the policy "Standard retail"? This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Policy' }));
    const confirm = screen.getAllByRole('button', { name: 'Delete Policy' }).at(-1)!;
    await user.click(confirm);
    expect(onDelete).toHaveBeenCalledOnce();
  });

  describe('deleteError', () => {
    it('says the policy could not be deleted, and why', () => {
      renderActions(true, 'The policy is in use.');
      expect(screen.getByRole('alert')).toHaveTextContent('The policy could not be deleted.');
      expect(screen.getByRole('alert')).toHaveTextContent('The policy is in use.');
    });
  });
});
