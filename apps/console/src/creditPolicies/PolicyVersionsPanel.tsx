import {
  useCreditPolicyVersion,
  useCreditPolicyVersions,
  useRestoreCreditPolicyVersion,
  type CreditPolicy,
} from '@backoffice/api-client';
import { VersionsPanel } from './VersionsPanel';

interface PolicyVersionsPanelProps {
  policyId: number;
  currentVersion: number;
  onRestored: (policy: CreditPolicy) => void;
}

/** Versions of a policy: the saved versions, two side by side, and Restore. */
export function PolicyVersionsPanel({
  policyId,
  currentVersion,
  onRestored,
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
      isRestoring={restore.isPending}
      restoreError={restore.error}
      onRestore={(version) => restore.mutate({ policyId, version }, { onSuccess: onRestored })}
    />
  );
}
