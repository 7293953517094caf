import { Alert, Button, Card, ConfirmDialog, Heading, Stack, Tabs } from '@backoffice/ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  checkModule,
  enabledDataKeys,
  isSameModuleDraft,
  moduleJsonError,
  moduleNameError,
  moduleProviders,
  validateModuleDraft,
  withModuleJson,
  withProviderEnabled,
  withTerminationRule,
  type ModuleDraft,
  type ModuleJson,
  type ModuleProvider,
  type PolicyDataKey,
  type PolicyRule,
} from '../../../model/policy';
import { SaveWithFindingsDialog } from '../../PolicyBuilder';
import { ModuleChecks } from '../ModuleChecks';
import { ModuleJsonEditor } from '../ModuleJsonEditor';
import { ProvidersTable } from '../ProvidersTable';
import { TerminationRules } from '../TerminationRules';
import * as styles from './ModuleEditor.css';
import { ModuleEditorSummary } from './ModuleEditorSummary';

type Mode = 'constructor' | 'json' | 'termination';

export interface ModuleEditorProps {
  /** The page heading: name and id, or the name with '(unsaved)'. */
  heading: string;
  /** What the module is now (saved, or the New Module draft): Save stays off until it differs. */
  saved: ModuleDraft;
  /** The saved module, when there is one: its id and its Providers table. */
  module?: { module_id: number; providers: readonly Pick<ModuleProvider, 'name' | 'enabled'>[] };
  /** The create view starts, and stays, in edit mode. */
  isNew?: boolean;
  /** The data-key catalogue. */
  dataKeys: readonly PolicyDataKey[];
  /** Saves the checked draft; a rejection leaves the editor open (the page shows `saveError`). */
  onSave: (draft: ModuleDraft) => Promise<unknown>;
  /** The save button's words: 'Submit for approval' where a second person approves changes. */
  saveLabel?: string;
  /** Said once onSave resolves. */
  savedMessage?: string;
  isSaving: boolean;
  saveError?: string | null;
  /** Ticks or clears a saved rule's termination checkbox while not editing. */
  onTerminationChange?: (rule: PolicyRule, isTermination: boolean) => void;
  isTerminationSaving?: boolean;
  /** Told whether leaving now would lose edits, so the page can ask first. */
  onUnsavedChangesChange?: (hasUnsavedChanges: boolean) => void;
  /** The rest of the sidebar (Delete Module). */
  sidebar?: ReactNode;
  /** Shown below the editor across the page's full width (the versions table and comparison). */
  footer?: ReactNode;
}

/**
 * The module detail and create view: Constructor (only while the JSON is valid), JSON and
 * Termination Rules modes, view and edit, the Providers table and checks while editing, and
 * Save (off while nothing changed or the JSON is invalid).
 */
export function ModuleEditor({
  heading,
  saved,
  module,
  isNew = false,
  dataKeys,
  onSave,
  saveLabel = 'Save',
  savedMessage = 'Module saved.',
  isSaving,
  saveError,
  onTerminationChange,
  isTerminationSaving = false,
  onUnsavedChangesChange,
  sidebar,
  footer,
}: ModuleEditorProps) {
  const headingId = useId();
  const [baseline, setBaseline] = useState(saved);
  const [draft, setDraft] = useState(saved);
  const [isEditingState, setEditing] = useState(isNew);
  const [mode, setMode] = useState<Mode>('constructor');
  const [isJsonValid, setJsonValid] = useState(true);
  const [isConfirmingDiscard, setConfirmingDiscard] = useState(false);
  const [isConfirmingFindings, setConfirmingFindings] = useState(false);
  const [isSaved, setSaved] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [chosenProviders, setChosenProviders] = useState<ReadonlySet<string> | null>(null);

  // A saved module that changed (a save, a restore, a termination tick) becomes the new start.
  if (!isSameModuleDraft(saved, baseline)) {
    setBaseline(saved);
    setDraft(saved);
    setJsonValid(true);
  }

  const isEditing = isNew || isEditingState;
  const shown = isEditing ? draft : saved;
  const providers = moduleProviders({
    dataKeys,
    rules: draft.rules,
    savedProviders: module?.providers,
    chosenEnabled: chosenProviders,
  });
  const findings = checkModule(
    { module_id: module?.module_id ?? 0, name: draft.name, rules: draft.rules },
    dataKeys,
  );
  const isDirty = !isSameModuleDraft(draft, baseline);
  const canSave = (isNew || isDirty) && isJsonValid && !moduleNameError(draft.name) && !isSaving;
  const hasUnsavedChanges = isEditing && isDirty;

  useEffect(
    () => onUnsavedChangesChange?.(hasUnsavedChanges),
    [hasUnsavedChanges, onUnsavedChangesChange],
  );

  const stopEditing = () => {
    setProblems([]);
    setDraft(baseline);
    setJsonValid(true);
    setChosenProviders(null);
    setEditing(false);
    setConfirmingDiscard(false);
    if (mode === 'json') setMode('constructor');
  };

  /**
   * A draft the schema refuses is not saved; failing checks do not stop a save (a module may be
   * saved half built), but are named first and saved only once the author confirms.
   */
  const save = async (isConfirmed = false) => {
    setSaved(false);
    const { module: valid, problems: found } = validateModuleDraft(draft);
    setProblems(found);
    if (!valid) return;
    if (findings.length > 0 && !isConfirmed) {
      setConfirmingFindings(true);
      return;
    }
    setConfirmingFindings(false);
    try {
      await onSave(valid);
    } catch {
      return; // The page shows the server's message.
    }
    setSaved(true);
    if (isNew) return;
    setEditing(false);
    // A submitted change waits for approval: the module shown is the saved one until it applies.
    setDraft(baseline);
  };

  const setTermination = (rule: PolicyRule, isTermination: boolean) => {
    if (!isEditing) {
      onTerminationChange?.(rule, isTermination);
      return;
    }
    setDraft(withTerminationRule(draft, rule.order, isTermination));
  };

  const json: ModuleJson = { name: shown.name, rules: shown.rules };

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="200">
        <Heading level={1} size="xl" id={headingId} className={styles.heading}>
          {heading}
        </Heading>
        <div className={styles.layout}>
          <Stack gap="200">
            {saveError ? (
              <Alert tone="critical" title="The module could not be saved.">
                {saveError}
              </Alert>
            ) : null}
            {problems.length > 0 ? (
              <Alert tone="critical" title="The module cannot be saved yet.">
                <ul>
                  {problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </Alert>
            ) : null}
            {isSaved && !isDirty ? <Alert tone="positive">{savedMessage}</Alert> : null}
            {isEditing ? <ModuleChecks findings={findings} /> : null}
            <Tabs
              aria-label="Module modes"
              selectedKey={mode}
              onSelectionChange={(key) => setMode(key as Mode)}
              items={[
                {
                  id: 'constructor',
                  label: 'Constructor',
                  isDisabled: !isJsonValid,
                  content: (
                    <Stack gap="200">
                      <ModuleEditorSummary
                        module={shown}
                        isEditing={isEditing}
                        dataKeys={enabledDataKeys(dataKeys, providers)}
                        onChange={setDraft}
                      />
                      {isEditing ? (
                        <Card>
                          <ProvidersTable
                            providers={providers}
                            onEnabledChange={(name, isEnabled) =>
                              setChosenProviders(withProviderEnabled(providers, name, isEnabled))
                            }
                          />
                        </Card>
                      ) : null}
                    </Stack>
                  ),
                },
                {
                  id: 'json',
                  label: 'JSON',
                  content: (
                    <ModuleJsonEditor
                      value={json}
                      isReadOnly={!isEditing}
                      validate={moduleJsonError}
                      onValidityChange={setJsonValid}
                      onChange={(value) => setDraft(withModuleJson(draft, value as ModuleJson))}
                    />
                  ),
                },
                {
                  id: 'termination',
                  label: 'Termination Rules',
                  content: (
                    <TerminationRules
                      rules={shown.rules}
                      headingLevel={2}
                      isDisabled={!isEditing && (isTerminationSaving || !onTerminationChange)}
                      onTerminationChange={setTermination}
                    />
                  ),
                },
              ]}
            />
          </Stack>
          <aside aria-label="Module actions">
            <Stack gap="150">
              {isEditing ? (
                <>
                  <Button
                    variant="primary"
                    isDisabled={!canSave}
                    isPending={isSaving}
                    onPress={() => void save()}
                  >
                    {saveLabel}
                  </Button>
                  {isNew ? null : (
                    <Button onPress={() => (isDirty ? setConfirmingDiscard(true) : stopEditing())}>
                      Cancel
                    </Button>
                  )}
                </>
              ) : (
                <Button variant="primary" onPress={() => setEditing(true)}>
                  Edit
                </Button>
              )}
              {sidebar}
            </Stack>
          </aside>
        </div>
        {footer}
      </Stack>
      <SaveWithFindingsDialog
        isOpen={isConfirmingFindings}
        findings={findings}
        moduleNames={new Map([[module?.module_id ?? 0, draft.name]])}
        onConfirm={() => void save(true)}
        onCancel={() => setConfirmingFindings(false)}
      />
      <ConfirmDialog
        isOpen={isConfirmingDiscard}
        onConfirm={stopEditing}
        onCancel={() => setConfirmingDiscard(false)}
      />
    </section>
  );
}
