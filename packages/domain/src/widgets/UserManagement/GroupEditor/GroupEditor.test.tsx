import { makePermissionCategory } from '@backoffice/api-client/mocks';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GroupEditor, type GroupEditorProps } from './GroupEditor';

const catalogue = [makePermissionCategory({ category_id: 200 })];

function renderEditor(props: Partial<GroupEditorProps> = {}) {
  const handlers = {
    onNameChange: vi.fn(),
    onRetryCatalogue: vi.fn(),
    onPermissionsChange: vi.fn(),
    onDismissError: vi.fn(),
    onCancel: vi.fn(),
    onUpdate: vi.fn(),
  };
  render(
    <GroupEditor
      savedName="Read Only"
      name="Read Only"
      catalogue={catalogue}
      permissions={new Set(['200:1'])}
      savedPermissions={new Set(['200:1'])}
      isDirty={false}
      {...handlers}
      {...props}
    />,
  );
  return { user: userEvent.setup(), ...handlers };
}

describe('GroupEditor', () => {
  it('keeps Update disabled without unsaved changes', () => {
    renderEditor();
    expect(screen.getByRole('heading', { level: 2, name: 'Read Only' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it('updates a changed group and cancels', async () => {
    const { user, onUpdate, onCancel } = renderEditor({ isDirty: true });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('refuses a name shorter than 4 characters once the field is left', async () => {
    const { user } = renderEditor({ name: 'abc', isDirty: true });
    await user.click(screen.getByRole('textbox', { name: /Group Name/ }));
    await user.tab();
    expect(screen.getByText('At least 4 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it('reports permission changes', async () => {
    const { user, onPermissionsChange } = renderEditor();
    await user.click(screen.getByRole('checkbox', { name: 'Merchants' }));
    expect(onPermissionsChange).toHaveBeenCalledWith(new Set(['200:1', '200:2']));
  });

  it('shows a refused update and lets it be dismissed', async () => {
    const { user, onDismissError } = renderEditor({ errorMessage: 'Not allowed.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Not allowed.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismissError).toHaveBeenCalled();
  });

  it('offers Try again when the permissions could not be loaded', async () => {
    const { user, onRetryCatalogue } = renderEditor({
      catalogue: undefined,
      catalogueError: { status: 500, message: 'The database is resting.' },
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetryCatalogue).toHaveBeenCalled();
  });
});
