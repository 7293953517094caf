import { makePermissionCategory } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { GroupEditor, type GroupEditorProps } from './GroupEditor';

const catalogue = [makePermissionCategory({ category_id: 200 })];
const saved = new Set(['200:1']);

/** Holds the drafts as the page does, so the story can be edited. */
function Editable(props: Omit<GroupEditorProps, 'name' | 'permissions' | 'isDirty'>) {
  const [name, setName] = useState(props.savedName);
  const [permissions, setPermissions] = useState<Set<string>>(new Set(props.savedPermissions));
  const isDirty =
    name.trim() !== props.savedName ||
    [...permissions].sort().join() !== [...props.savedPermissions].sort().join();
  return (
    <GroupEditor
      {...props}
      name={name}
      onNameChange={setName}
      permissions={permissions}
      onPermissionsChange={setPermissions}
      isDirty={isDirty}
    />
  );
}

const meta = {
  title: 'Domain/UserManagement/GroupEditor',
  component: Editable,
  tags: ['autodocs'],
  args: {
    savedName: 'Read Only',
    onNameChange: fn(),
    catalogue,
    catalogueError: null,
    onRetryCatalogue: fn(),
    savedPermissions: saved,
    onPermissionsChange: fn(),
    errorMessage: null,
    onDismissError: fn(),
    onCancel: fn(),
    onUpdate: fn(),
  },
} satisfies Meta<typeof Editable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Update is enabled once something changes; the changed tab carries an asterisk. */
export const Editing: Story = {
  play: async ({ canvas, args }) => {
    const update = canvas.getByRole('button', { name: 'Update' });
    await expect(update).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Merchants' }));
    await expect(canvas.getByRole('tab', { name: 'Navigation *' })).toBeVisible();
    await userEvent.click(update);
    await expect(args.onUpdate).toHaveBeenCalled();
  },
};

export const CatalogueLoading: Story = { args: { catalogue: undefined } };

export const CatalogueFailed: Story = {
  args: { catalogueError: { status: 500, message: 'The database is resting.' } },
};

export const Saving: Story = { args: { isSaving: true } };

export const UpdateRefused: Story = {
  args: { errorMessage: 'A group with this name already exists.' },
};

export const LongName: Story = {
  args: { savedName: 'Regional-underwriting-escalations-and-second-line-reviewers-north-west' },
};
