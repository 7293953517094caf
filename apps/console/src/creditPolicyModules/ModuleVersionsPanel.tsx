import {
  useCreditPolicyModuleVersion,
  useCreditPolicyModuleVersions,
  useFetchCreditPolicyModuleVersion,
  type CreditPolicyModuleInput,
} from '@backoffice/api-client';
import { describeModuleChanges } from '@backoffice/domain/model';
import { VersionsPanel } from '../creditPolicies/VersionsPanel';

interface ModuleVersionsPanelProps {
  moduleId: number;
  currentVersion: number;
  /** A version to restore: restoring is a change like any other, submitted for approval. */
  onRestored: (snapshot: CreditPolicyModuleInput) => void;
}

/** Versions of a module: the saved versions, two side by side, and Restore. */
export function ModuleVersionsPanel({
  moduleId,
  currentVersion,
  onRestored,
}: ModuleVersionsPanelProps) {
  const versions = useCreditPolicyModuleVersions(moduleId);
  const fetchVersion = useFetchCreditPolicyModuleVersion();
  return (
    <VersionsPanel<CreditPolicyModuleInput>
      versions={versions}
      useSnapshot={function useModuleSnapshot(version) {
        const loaded = useCreditPolicyModuleVersion(moduleId, version);
        return { ...loaded, data: loaded.data?.module };
      }}
      describeChanges={describeModuleChanges}
      headingLevel={2}
      currentVersion={currentVersion}
      readVersion={(version) => fetchVersion(moduleId, version).then((saved) => saved.module)}
      onRestored={(_version, snapshot) => onRestored(snapshot)}
    />
  );
}
