import {
  useDataKeys,
  type CreditPolicyModule,
  type CreditPolicyModuleInput,
} from '@backoffice/api-client';
import { checkModule, type PolicyRule } from '@backoffice/domain/model';
import {
  ModuleChecks,
  ModuleJsonEditor,
  ProvidersTable,
  RuleBuilder,
  SaveWithFindingsDialog,
  TerminationRules,
  type ModuleProviderRow,
} from '@backoffice/domain/widgets';
import { Alert, Button, Card, ConfirmDialog, Tabs, TextField } from '@backoffice/ui';
import { useState, type ReactNode } from 'react';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard';
import * as styles from './creditPolicyModules.css';
import {
  MODULE_NAME_MAX,
  moduleJsonError,
  moduleNameError,
  validateModuleDraft,
  withModuleJson,
  type ModuleJson,
} from './moduleDraft';

type Mode = 'constructor' | 'json' | 'termination';

export interface ModuleEditorProps {
  /** The page heading: name and id, or the name with '(unsaved)'. */
  heading: string;
  /** What the module is now (saved, or the New Module draft): Save stays off until it differs. */
  saved: CreditPolicyModuleInput;
  /** The saved module, when there is one (its id, providers and version). */
  module?: CreditPolicyModule;
  /** The create view starts, and stays, in edit mode. */
  isNew?: boolean;
  onSave: (draft: CreditPolicyModuleInput) => Promise<unknown>;
  isSaving: boolean;
  saveError?: string | null;
  /** Ticks or clears a saved rule's termination checkbox while not editing. */
  onTerminationChange?: (rule: PolicyRule, isTermination: boolean) => void;
  isTerminationSaving?: boolean;
  /** The rest of the sidebar (Delete Module). */
  sidebar?: ReactNode;
  /** Shown below the editor across the page's full width (the versions table and comparison). */
  footer?: ReactNode;
}

const sameDraft = (a: CreditPolicyModuleInput, b: CreditPolicyModuleInput) =>
  JSON.stringify(a) === JSON.stringify(b);

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
  onSave,
  isSaving,
  saveError,
  onTerminationChange,
  isTerminationSaving = false,
  sidebar,
  footer,
}: ModuleEditorProps) {
  const dataKeys = useDataKeys();
  const [baseline, setBaseline] = useState(saved);
  const [draft, setDraft] = useState(saved);
  const [isEditingState, setEditing] = useState(isNew);
  const [mode, setMode] = useState<Mode>('constructor');
  const [isJsonValid, setJsonValid] = useState(true);
  const [isConfirmingDiscard, setConfirmingDiscard] = useState(false);
  const [isConfirmingFindings, setConfirmingFindings] = useState(false);
  const [isSaved, setSaved] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [enabledProviders, setEnabledProviders] = useState<ReadonlySet<string> | null>(null);

  // A saved module that changed (a save, a restore, a termination tick) becomes the new start.
  if (!sameDraft(saved, baseline)) {
    setBaseline(saved);
    setDraft(saved);
    setJsonValid(true);
  }

  const isEditing = isNew || isEditingState;
  const shown = isEditing ? draft : saved;
  const keys = dataKeys.data ?? [];
  const providerNames = [
    ...new Set([
      ...keys.map((dataKey) => dataKey.data_provider),
      ...(module?.providers ?? []).map((provider) => provider.name),
    ]),
  ].sort();
  const conditions = draft.rules.flatMap((rule) => rule.conditions);
  const enabled =
    enabledProviders ??
    new Set(
      module
        ? module.providers.filter((provider) => provider.enabled).map((provider) => provider.name)
        : providerNames,
    );
  const providers: ModuleProviderRow[] = providerNames.map((name) => {
    const count = conditions.filter((condition) => condition.data_provider === name).length;
    return {
      name,
      available: keys.some((dataKey) => dataKey.data_provider === name),
      count,
      enabled: count > 0 || enabled.has(name),
    };
  });
  const offeredKeys = keys.filter((dataKey) =>
    providers.some((provider) => provider.name === dataKey.data_provider && provider.enabled),
  );
  const findings = checkModule(
    { module_id: module?.module_id ?? 0, name: draft.name, rules: draft.rules },
    keys,
  );
  const isDirty = !sameDraft(draft, baseline);
  const nameError = moduleNameError(draft.name);
  const canSave = (isNew || isDirty) && isJsonValid && !nameError && !isSaving;

  // Leaving with unsaved changes asks first; a save's own navigation (create → detail) does not.
  const unsavedChanges = useUnsavedChangesGuard(isEditing && isDirty);

  const stopEditing = () => {
    setProblems([]);
    setDraft(baseline);
    setJsonValid(true);
    setEnabledProviders(null);
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
    unsavedChanges.allowLeaving(true);
    try {
      await onSave(valid);
    } catch {
      return; // The page shows the server's message.
    } finally {
      unsavedChanges.allowLeaving(false);
    }
    setSaved(true);
    if (!isNew) setEditing(false);
  };

  const json: ModuleJson = { name: shown.name, rules: shown.rules };

  const constructorView = (
    <div className={styles.main}>
      <Card title="Summary" headingLevel={2}>
        <div className={styles.main}>
          {isEditing ? (
            <TextField
              label="Name"
              isRequired
              maxLength={MODULE_NAME_MAX}
              value={draft.name}
              onChange={(name) => setDraft({ ...draft, name })}
              isInvalid={Boolean(nameError)}
              errorMessage={nameError}
            />
          ) : null}
          <dl className={styles.summaryList}>
            {isEditing ? null : (
              <>
                <dt className={styles.summaryTerm}>Name</dt>
                <dd className={styles.summaryValue}>{shown.name}</dd>
              </>
            )}
            <dt className={styles.summaryTerm}>Lender</dt>
            <dd className={styles.summaryValue}>{shown.lender_id}</dd>
          </dl>
          <RuleBuilder
            rules={shown.rules}
            isEditing={isEditing}
            dataKeys={offeredKeys}
            onChange={(rules) => setDraft({ ...draft, rules })}
          />
        </div>
      </Card>
      {isEditing ? (
        <Card>
          <ProvidersTable
            providers={providers}
            onEnabledChange={(name, isEnabled) => {
              const next = new Set(enabled);
              if (isEnabled) next.add(name);
              else next.delete(name);
              setEnabledProviders(next);
            }}
          />
        </Card>
      ) : null}
    </div>
  );

  return (
    <section className={styles.page} aria-labelledby="module-heading">
      <div className={styles.header}>
        <h1 id="module-heading" className={styles.title}>
          {heading}
        </h1>
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>
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
          {isSaved && !isDirty ? <Alert tone="positive">Module saved.</Alert> : null}
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
                content: constructorView,
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
                    isDisabled={!isEditing && (isTerminationSaving || !onTerminationChange)}
                    onTerminationChange={(rule, isTermination) => {
                      if (isEditing) {
                        setDraft({
                          ...draft,
                          rules: draft.rules.map((r) =>
                            r.order === rule.order ? { ...r, termination_rule: isTermination } : r,
                          ),
                        });
                      } else {
                        onTerminationChange?.(rule, isTermination);
                      }
                    }}
                  />
                ),
              },
            ]}
          />
        </div>
        <aside className={styles.sidebar} aria-label="Module actions">
          {isEditing ? (
            <>
              <Button
                variant="primary"
                isDisabled={!canSave}
                isPending={isSaving}
                onPress={() => void save()}
              >
                Save
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
        </aside>
      </div>
      {footer}
      {unsavedChanges.prompt}
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
