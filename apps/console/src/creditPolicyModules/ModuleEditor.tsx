import { useDataKeys } from '@backoffice/api-client';
import { ModuleEditor, type ModuleEditorProps } from '@backoffice/domain/widgets';
import { useState } from 'react';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard';

export type ConnectedModuleEditorProps = Omit<
  ModuleEditorProps,
  'dataKeys' | 'onUnsavedChangesChange'
>;

/**
 * The module editor with the data-key catalogue and the unsaved-changes guard: leaving with
 * unsaved changes asks first; a save's own navigation (create → detail) does not.
 */
export function ConnectedModuleEditor({ onSave, ...props }: ConnectedModuleEditorProps) {
  const dataKeys = useDataKeys();
  const [hasUnsavedChanges, setUnsavedChanges] = useState(false);
  const unsavedChanges = useUnsavedChangesGuard(hasUnsavedChanges);
  return (
    <>
      <ModuleEditor
        {...props}
        dataKeys={dataKeys.data ?? []}
        onUnsavedChangesChange={setUnsavedChanges}
        onSave={async (draft) => {
          unsavedChanges.allowLeaving(true);
          try {
            await onSave(draft);
          } finally {
            unsavedChanges.allowLeaving(false);
          }
        }}
      />
      {unsavedChanges.prompt}
    </>
  );
}
