import { Alert } from '@backoffice/ui';
import type { PolicyFinding } from '../../../model/policy';
import * as styles from './ModuleChecks.css';

export interface ModuleChecksProps {
  /** What `checkModule` found in the module being edited. */
  findings: readonly PolicyFinding[];
  className?: string;
}

/** The module checks shown while editing: unreachable conditions, GOTO loops, unknown keys… */
export function ModuleChecks({ findings, className }: ModuleChecksProps) {
  if (findings.length === 0) {
    return (
      <Alert tone="positive" title="Checks" className={className}>
        No problems found.
      </Alert>
    );
  }
  return (
    <Alert
      tone="caution"
      title={findings.length === 1 ? 'Checks: 1 problem' : `Checks: ${findings.length} problems`}
      className={className}
    >
      <ul className={styles.findingList}>
        {findings.map((finding, index) => (
          <li
            key={`${finding.kind}-${finding.rule_number ?? 0}-${finding.condition_order ?? 0}-${index}`}
          >
            {finding.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
