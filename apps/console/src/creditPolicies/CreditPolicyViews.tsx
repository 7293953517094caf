import {
  useCreditPolicyApprovalRequests,
  type CreditPolicy,
  type CreditPolicyInput,
} from '@backoffice/api-client';
import { pendingRequestOf } from '@backoffice/domain/model';
import { PolicyChecks, type PolicyCheckFinding } from '@backoffice/domain/widgets';
import { Tabs, useToast, type TabItem } from '@backoffice/ui';
import { PendingApprovalPanel } from '../approvals/PendingApprovalPanel';
import { PolicySimulatePanel } from './PolicySimulatePanel';
import { PolicyStagesJson } from './PolicyStagesJson';
import { PolicyTestPanel } from './PolicyTestPanel';
import { PolicyVersionsPanel } from './PolicyVersionsPanel';

interface CreditPolicyViewsProps {
  draft: CreditPolicyInput;
  /** The saved policy, which has versions; none while creating. */
  saved?: CreditPolicy;
  findings: PolicyCheckFinding[];
  moduleNames: ReadonlyMap<number, string>;
  onStagesChange: (stages: CreditPolicyInput['stages']) => void;
  /** A saved version to take into the draft: restoring is a change like any other. */
  onVersionRestored: (snapshot: CreditPolicyInput) => void;
}

/**
 * The policy editor's views of the draft: Checks, JSON, Simulate, Test and (saved) Versions,
 * below the change of the saved policy that waits for approval, if any.
 */
export function CreditPolicyViews({
  draft,
  saved,
  findings,
  moduleNames,
  onStagesChange,
  onVersionRestored,
}: CreditPolicyViewsProps) {
  const toast = useToast();
  const approvals = useCreditPolicyApprovalRequests(saved?.credit_policy_id);
  const pendingRequest = pendingRequestOf(approvals.data?.items ?? []);
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
      content: <PolicyStagesJson draft={draft} onChange={onStagesChange} />,
    },
    { id: 'simulate', label: 'Simulate', content: <PolicySimulatePanel draft={draft} /> },
    { id: 'test', label: 'Test with application', content: <PolicyTestPanel draft={draft} /> },
  ];
  if (saved) {
    views.push({
      id: 'versions',
      label: 'Versions',
      content: (
        <PolicyVersionsPanel
          policyId={saved.credit_policy_id}
          currentVersion={saved.version}
          moduleNames={moduleNames}
          onRestored={(version, snapshot) => {
            onVersionRestored(snapshot);
            toast.success(
              `Version ${version} is in the draft: submit it for approval to restore it.`,
            );
          }}
        />
      ),
    });
  }
  return (
    <>
      {pendingRequest ? (
        <PendingApprovalPanel request={pendingRequest} moduleNames={moduleNames} />
      ) : null}
      <Tabs aria-label="Policy views" items={views} />
    </>
  );
}
