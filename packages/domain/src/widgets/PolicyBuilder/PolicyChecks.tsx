import { Badge, Section } from '@backoffice/ui';
import * as styles from './PolicyBuilder.css';
import type { PolicyCheckFinding, PolicyRunProblem } from './policyBuilderTypes';

export interface PolicyChecksProps {
  /** The findings of checkPolicy, or the problems of a run. */
  findings: readonly (PolicyCheckFinding | PolicyRunProblem)[];
  /** Module names by module_id, so a finding names its module. */
  moduleNames?: ReadonlyMap<number, string>;
  title?: string;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const findingLabels: Record<string, string> = {
  UNREACHABLE_CONDITION: 'Unreachable condition',
  GOTO_LOOP: 'GOTO loop',
  MISSING_GOTO_TARGET: 'Missing GOTO target',
  UNKNOWN_DATA_KEY: 'Unknown data key',
  NO_TERMINATION_PATH: 'No termination path',
  DUPLICATE_MODULE: 'Module used twice',
};

/** Loops and missing targets stop a rule with REFER when the policy runs; the rest are warnings. */
const stopsARun = new Set(['GOTO_LOOP', 'MISSING_GOTO_TARGET']);

function whereItIs(
  finding: PolicyCheckFinding | PolicyRunProblem,
  moduleNames?: ReadonlyMap<number, string>,
): string {
  const parts: string[] = [];
  if ('stage_number' in finding && finding.stage_number !== undefined) {
    parts.push(`Stage #${finding.stage_number}`);
  }
  if (finding.module_id !== undefined) {
    parts.push(moduleNames?.get(finding.module_id) ?? `Module ${finding.module_id}`);
  }
  if (finding.rule_number !== undefined) parts.push(`rule ${finding.rule_number}`);
  if (finding.condition_order !== undefined) parts.push(`condition ${finding.condition_order}`);
  return parts.join(', ');
}

/** The findings as a list: each with its kind, where it is and its message. */
export function PolicyChecksList({
  findings,
  moduleNames,
}: Pick<PolicyChecksProps, 'findings' | 'moduleNames'>) {
  return (
    <ul className={styles.findings}>
      {findings.map((finding, index) => {
        const where = whereItIs(finding, moduleNames);
        return (
          <li key={`${finding.kind}-${index}`} className={styles.finding}>
            <Badge tone={stopsARun.has(finding.kind) ? 'critical' : 'caution'}>
              {findingLabels[finding.kind] ?? finding.kind}
            </Badge>
            {where ? <strong>{where}:</strong> : null}
            <span>{finding.message}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The checks of a policy while it is edited: what will not run as its author may expect. */
export function PolicyChecks({
  findings,
  moduleNames,
  title = 'Checks',
  headingLevel = 3,
  className,
}: PolicyChecksProps) {
  return (
    <Section title={title} headingLevel={headingLevel} headingSize="lg" className={className}>
      {findings.length === 0 ? (
        <p className={styles.muted}>No problems found.</p>
      ) : (
        <PolicyChecksList findings={findings} moduleNames={moduleNames} />
      )}
    </Section>
  );
}
