import { makeCreditPolicyModule, mockDataKeys } from '@backoffice/api-client/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { moduleDraftOf } from '../../../model/policy';
import { ModuleEditor, type ModuleEditorProps } from './ModuleEditor';

const module = makeCreditPolicyModule();

function renderEditor(props: Partial<ModuleEditorProps> = {}) {
  const onSave = vi.fn<ModuleEditorProps['onSave']>(() => Promise.resolve());
  const onUnsavedChangesChange = vi.fn();
  render(
    <ModuleEditor
      heading="Affordability (7)"
      saved={moduleDraftOf(module)}
      module={module}
      dataKeys={mockDataKeys}
      onSave={onSave}
      isSaving={false}
      onUnsavedChangesChange={onUnsavedChangesChange}
      {...props}
    />,
  );
  return { onSave, onUnsavedChangesChange, user: userEvent.setup() };
}

describe('ModuleEditor: viewing and editing', () => {
  it('shows name, lender and rules, and turns to editing on Edit', async () => {
    const { user } = renderEditor();
    expect(screen.getByRole('heading', { name: 'Affordability (7)', level: 1 })).toBeVisible();
    expect(screen.getByText('Lender')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Providers' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Affordability');
    expect(screen.getByRole('heading', { name: 'Providers' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves the changed draft and reports unsaved changes until then', async () => {
    const { user, onSave, onUnsavedChangesChange } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' v2');
    expect(onUnsavedChangesChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ name: 'Affordability v2', lender_id: 2 });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeVisible();
  });

  it('stays in edit mode when the save is refused', async () => {
    const { user } = renderEditor({
      onSave: () => Promise.reject(new Error('refused')),
      saveError: 'A module with this name already exists.',
    });
    expect(screen.getByText('A module with this name already exists.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' v2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByText('Module saved.')).toBeNull();
  });
});

describe('ModuleEditor: Cancel', () => {
  it('asks before discarding changes, and puts the saved module back on Discard', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' v2');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard changes' });
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeVisible();
    expect(screen.getByText('Affordability')).toBeVisible();
  });
});

describe('ModuleEditor: checks before saving', () => {
  it('names the schema problems and sends nothing', async () => {
    const { user, onSave } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Edit rule 1, Minimum credit score' }));
    await user.click(screen.getByRole('button', { name: 'Add a condition' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rule 1, condition 2: Choose a data key.')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks before saving a module whose checks fail, and saves once confirmed', async () => {
    const { user, onSave } = renderEditor({
      saved: {
        ...moduleDraftOf(module),
        rules: [{ ...module.rules[0]!, termination_rule: false }],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' v2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'The checks are failing' });
    expect(onSave).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  });
});

describe('ModuleEditor: providers', () => {
  it('keeps a provider in use enabled and lets another be ticked and cleared', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('checkbox', { name: /^experian enabled/ })).toBeDisabled();
    const maxmind = screen.getByRole('checkbox', { name: 'maxmind enabled' });
    expect(maxmind).not.toBeChecked();
    await user.click(maxmind);
    expect(maxmind).toBeChecked();
    await user.click(maxmind);
    expect(maxmind).not.toBeChecked();
  });
});

describe('ModuleEditor: termination rules', () => {
  it('ticks a saved rule through the page while viewing', async () => {
    const onTerminationChange = vi.fn();
    const { user } = renderEditor({ onTerminationChange });
    await user.click(screen.getByRole('tab', { name: 'Termination Rules' }));
    await user.click(screen.getByRole('checkbox', { name: '1. Minimum credit score' }));
    expect(onTerminationChange).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Minimum credit score' }),
      true,
    );
  });

  it('cannot be ticked without a way to save it (read only)', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('tab', { name: 'Termination Rules' }));
    expect(screen.getByRole('checkbox', { name: '1. Minimum credit score' })).toBeDisabled();
  });
});
