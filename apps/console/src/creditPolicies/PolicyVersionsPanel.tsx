import {
  useCreditPolicyVersion,
  useCreditPolicyVersions,
  useRestoreCreditPolicyVersion,
  type CreditPolicy,
} from '@backoffice/api-client';
import { describePolicyChanges } from '@backoffice/domain/model';
import { VersionsPanel } from './VersionsPanel';

interface PolicyVersionsPanelProps {
  policyId: number;
  currentVersion: number;
  onRestored: (policy: CreditPolicy) => void;
  /** The lender's module names by id, so the changes name modules rather than ids. */
  moduleNames: ReadonlyMap<number, string>;
}

/** Versions of a policy: the saved versions, two side by side, and Restore. */
export function PolicyVersionsPanel({
  policyId,
  currentVersion,
  onRestored,
  moduleNames,
}: PolicyVersionsPanelProps) {
  const versions = useCreditPolicyVersions(policyId);
  const restore = useRestoreCreditPolicyVersion();
  return (
    <VersionsPanel
      versions={{ ...versions, data: versions.data?.items }}
      useSnapshot={function usePolicySnapshot(version) {
        const loaded = useCreditPolicyVersion(policyId, version);
        return { ...loaded, data: loaded.data?.policy };
      }}
      currentVersion={currentVersion}
      describeChanges={(before, after) => describePolicyChanges(before, after, moduleNames)}
      isRestoring={restore.isPending}
      restoreError={restore.error}
      onRestore={(version) => restore.mutate({ policyId, version }, { onSuccess: onRestored })}
    />
  );
}
