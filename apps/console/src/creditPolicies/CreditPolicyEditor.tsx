import {
  ApiError,
  creditPolicyModuleKeys,
  getCreditPolicyModule,
  useBackofficeClient,
  useCreateCreditPolicy,
  useCreditPolicyModules,
  useDataKeys,
  useDeleteCreditPolicy,
  useReplaceCreditPolicy,
  type CreditPolicy,
  type CreditPolicyInput,
  type CreditPolicyModule,
} from '@backoffice/api-client';
import {
  checkPolicy,
  creditPolicyInputSchema,
  type RunnablePolicy,
} from '@backoffice/domain/model';
import { PolicyChecks, SaveWithFindingsDialog, StageBuilder } from '@backoffice/domain/widgets';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  Radio,
  RadioGroup,
  SchemaErrorList,
  Tabs,
  TextField,
  useToast,
  type TabItem,
} from '@backoffice/ui';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard';
import * as styles from './creditPolicies.css';
import { PolicySimulatePanel } from './PolicySimulatePanel';
import { PolicyStagesJson } from './PolicyStagesJson';
import { PolicyTestPanel } from './PolicyTestPanel';
import { PolicyVersionsPanel } from './PolicyVersionsPanel';

/** The stage builder asks for all of the lender's modules in one page (spec section 7). */
const ALL_MODULES = 10_000;

interface CreditPolicyEditorProps {
  /** The policy as saved, or the New Credit Policy draft when creating. */
  saved: CreditPolicy | CreditPolicyInput;
  /** A message to show on arrival ('Policy created' after the create view saved). */
  notice?: string;
}

const inputOf = ({ name, lender_id, regulated, stages }: CreditPolicyInput): CreditPolicyInput => ({
  name,
  lender_id,
  regulated,
  stages,
});

const isSaved = (policy: CreditPolicy | CreditPolicyInput): policy is CreditPolicy =>
  'credit_policy_id' in policy;

/**
 * The module details the checks need (their rules), from the same cache entries the module
 * screens use.
 */
function useStageModules(moduleIds: readonly number[]) {
  const client = useBackofficeClient();
  return useQueries({
    queries: moduleIds.map((moduleId) => ({
      queryKey: creditPolicyModuleKeys.detail(moduleId),
      queryFn: () => getCreditPolicyModule(client, moduleId),
      staleTime: 60_000,
    })),
    combine: (results) =>
      new Map(
        results
          .map((result) => result.data)
          .filter((module): module is CreditPolicyModule => module !== undefined)
          .map((module) => [module.module_id, module]),
      ),
  });
}

/**
 * The credit policy detail and create view: summary (name, lender, regulated, Stage Builder),
 * checks, and the JSON, Simulate, Test with application and Versions views. 'Update' saves an
 * existing policy, 'Save' creates the draft.
 */
export function CreditPolicyEditor({ saved, notice }: CreditPolicyEditorProps) {
  const navigate = useNavigate();
  const policyId = isSaved(saved) ? saved.credit_policy_id : undefined;
  const [draft, setDraft] = useState<CreditPolicyInput>(() => inputOf(saved));
  const [base, setBase] = useState(saved);
  const toast = useToast();
  // The create view's 'Policy created' arrives with the navigation to the saved policy; shown
  // once, though development's strict mode runs the effect twice.
  const noticeShown = useRef(false);
  useEffect(() => {
    if (!notice || noticeShown.current) return;
    noticeShown.current = true;
    toast.success(notice);
  }, [notice, toast]);
  const [nameError, setNameError] = useState<string | null>(null);
  const [stageErrors, setStageErrors] = useState<{ property: string; message: string }[]>([]);
  const [isDeleting, setDeleting] = useState(false);
  const [isConfirmingFindings, setConfirmingFindings] = useState(false);

  // A new save or restore of this policy replaces the draft.
  if (saved !== base) {
    setBase(saved);
    setDraft(inputOf(saved));
  }

  const create = useCreateCreditPolicy();
  const replace = useReplaceCreditPolicy();
  const remove = useDeleteCreditPolicy();
  const lenderModules = useCreditPolicyModules({
    'lender_id[]': [draft.lender_id],
    perPage: ALL_MODULES,
  });
  const dataKeys = useDataKeys();
  const stageModuleIds = [
    ...new Set(draft.stages.flatMap((stage) => stage.modules.map((module) => module.module_id))),
  ];
  const stageModules = useStageModules(stageModuleIds);

  const runnable: RunnablePolicy = {
    stages: draft.stages.map((stage) => ({
      order: stage.order,
      hard_search: stage.hard_search,
      modules: stage.modules
        .map((module) => stageModules.get(module.module_id))
        .filter((module): module is CreditPolicyModule => module !== undefined),
    })),
  };
  const findings = dataKeys.data ? checkPolicy(runnable, dataKeys.data) : [];
  const moduleNames = new Map(
    (lenderModules.data?.items ?? []).map((module) => [module.module_id, module.name]),
  );

  const setStages = useCallback(
    (stages: CreditPolicyInput['stages']) => setDraft((current) => ({ ...current, stages })),
    [],
  );

  /**
   * A draft the schema refuses is not sent; failing checks do not stop a save (a policy may be
   * saved half built), but are named first and saved only once the author confirms.
   */
  const save = (isConfirmed = false) => {
    const parsed = creditPolicyInputSchema.safeParse(draft);
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setNameError(issues.find((issue) => issue.path[0] === 'name')?.message ?? null);
      setStageErrors(
        issues
          .filter((issue) => issue.path[0] !== 'name')
          .map((issue) => ({ property: issue.path.join('.'), message: issue.message })),
      );
      return;
    }
    setNameError(null);
    setStageErrors([]);
    if (findings.length > 0 && !isConfirmed) {
      setConfirmingFindings(true);
      return;
    }
    setConfirmingFindings(false);
    const policy = { ...draft, ...parsed.data };
    if (policyId === undefined) {
      create.mutate(policy, {
        onSuccess: ({ creditPolicyId }) => {
          unsavedChanges.allowLeaving(true);
          void navigate(`/credit-policies/${creditPolicyId}/`, {
            replace: true,
            state: { notice: 'Policy created' },
          });
        },
      });
    } else {
      replace.mutate({ policyId, policy }, { onSuccess: () => toast.success('Policy updated') });
    }
  };

  const hasUnsavedChanges = JSON.stringify(inputOf(draft)) !== JSON.stringify(inputOf(saved));
  const unsavedChanges = useUnsavedChangesGuard(hasUnsavedChanges);

  const saveError = policyId === undefined ? create.error : replace.error;
  const isSaving = create.isPending || replace.isPending;

  const views: TabItem[] = [
    {
      id: 'checks',
      label: 'Checks',
      count: findings.length,
      content: <PolicyChecks findings={findings} moduleNames={moduleNames} headingLevel={3} />,
    },
    {
      id: 'json',
      label: 'JSON',
      content: <PolicyStagesJson draft={draft} onChange={setStages} />,
    },
    { id: 'simulate', label: 'Simulate', content: <PolicySimulatePanel draft={draft} /> },
    {
      id: 'test',
      label: 'Test with application',
      content: <PolicyTestPanel draft={draft} />,
    },
    ...(isSaved(saved)
      ? [
          {
            id: 'versions',
            label: 'Versions',
            content: (
              <PolicyVersionsPanel
                policyId={saved.credit_policy_id}
                currentVersion={saved.version}
                moduleNames={moduleNames}
                onRestored={(restored) =>
                  toast.success(`Version restored as version ${restored.version}.`)
                }
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        {isSaved(saved) ? (
          <>
            {saved.name} <span className={styles.headingId}>({saved.credit_policy_id})</span>
          </>
        ) : (
          'unsaved'
        )}
      </h1>
      {saveError ? (
        <Alert tone="critical" title={saveError.message}>
          {saveError instanceof ApiError && saveError.properties.length > 0 ? (
            <SchemaErrorList properties={saveError.properties} />
          ) : (
            'Nothing was saved.'
          )}
        </Alert>
      ) : null}
      {stageErrors.length > 0 ? (
        <Alert tone="critical" title="The stages cannot be saved yet.">
          <SchemaErrorList properties={stageErrors} />
        </Alert>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.main}>
          <Card title="Summary" headingLevel={2}>
            <div className={styles.fields}>
              <TextField
                label="Name"
                value={draft.name}
                maxLength={200}
                isRequired
                isInvalid={nameError !== null}
                errorMessage={nameError}
                onChange={(name) => {
                  setDraft((current) => ({ ...current, name }));
                  setNameError(null);
                }}
              />
              <div className={styles.readOnlyField}>
                <span className={styles.readOnlyLabel}>Lender</span>
                <span>{draft.lender_id}</span>
              </div>
              <RadioGroup
                label="Regulated"
                orientation="horizontal"
                value={draft.regulated ? 'regulated' : 'unregulated'}
                onChange={(value) =>
                  setDraft((current) => ({ ...current, regulated: value === 'regulated' }))
                }
              >
                <Radio value="regulated">Regulated</Radio>
                <Radio value="unregulated">Unregulated</Radio>
              </RadioGroup>
              {lenderModules.isError ? (
                <Alert tone="critical" title="The lender's modules could not be loaded.">
                  {lenderModules.error.message}
                </Alert>
              ) : null}
              <StageBuilder
                stages={draft.stages}
                modules={lenderModules.data?.items ?? []}
                isLoadingModules={lenderModules.isPending}
                onChange={setStages}
              />
            </div>
          </Card>
          <Tabs aria-label="Policy views" items={views} />
        </div>
        <aside aria-label="Policy actions" className={styles.sidebar}>
          <Button variant="primary" isPending={isSaving} onPress={() => save()}>
            {policyId === undefined ? 'Save' : 'Update'}
          </Button>
          {policyId !== undefined ? (
            <Button
              variant="primary"
              tone="critical"
              isPending={remove.isPending}
              onPress={() => setDeleting(true)}
            >
              Delete Policy
            </Button>
          ) : null}
          {remove.isError ? (
            <Alert tone="critical" title="The policy could not be deleted.">
              {remove.error.message}
            </Alert>
          ) : null}
        </aside>
      </div>
      <ConfirmDialog
        isOpen={isDeleting}
        title="Delete Policy"
        message={`Delete the policy "${draft.name}"? This cannot be undone.`}
        confirmLabel="Delete Policy"
        isDestructive
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          if (policyId === undefined) return;
          remove.mutate(policyId, {
            onSuccess: () => {
              unsavedChanges.allowLeaving(true);
              void navigate('/credit-policies/', { replace: true });
            },
          });
        }}
      />
      <SaveWithFindingsDialog
        isOpen={isConfirmingFindings}
        findings={findings}
        moduleNames={moduleNames}
        saveLabel={policyId === undefined ? 'Save' : 'Update'}
        onConfirm={() => save(true)}
        onCancel={() => setConfirmingFindings(false)}
      />
      {unsavedChanges.prompt}
    </div>
  );
}
