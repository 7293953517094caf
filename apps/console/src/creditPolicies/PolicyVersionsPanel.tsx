import {
  useCreditPolicyVersion,
  useCreditPolicyVersions,
  useFetchCreditPolicyVersion,
  type CreditPolicyInput,
} from '@backoffice/api-client';
import { describePolicyChanges } from '@backoffice/domain/model';
import { VersionsPanel } from './VersionsPanel';

interface PolicyVersionsPanelProps {
  policyId: number;
  currentVersion: number;
  /** A version to restore, for the editor's draft: restoring is a change like any other. */
  onRestored: (version: number, snapshot: CreditPolicyInput) => void;
  /** The lender's module names by id, so the changes name modules rather than ids. */
  moduleNames: ReadonlyMap<number, string>;
}

/** Versions of a policy: the saved versions, two side by side, and Restore into the draft. */
export function PolicyVersionsPanel({
  policyId,
  currentVersion,
  onRestored,
  moduleNames,
}: PolicyVersionsPanelProps) {
  const versions = useCreditPolicyVersions(policyId);
  const fetchVersion = useFetchCreditPolicyVersion();
  return (
    <VersionsPanel
      versions={{ ...versions, data: versions.data?.items }}
      useSnapshot={function usePolicySnapshot(version) {
        const loaded = useCreditPolicyVersion(policyId, version);
        return { ...loaded, data: loaded.data?.policy };
      }}
      currentVersion={currentVersion}
      describeChanges={(before, after) => describePolicyChanges(before, after, moduleNames)}
      readVersion={(version) => fetchVersion(policyId, version).then((saved) => saved.policy)}
      onRestored={onRestored}
    />
  );
}
