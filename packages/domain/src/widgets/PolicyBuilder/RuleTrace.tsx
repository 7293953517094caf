import { Badge, DefinitionList, Disclosure, Heading, Section, Text } from '@backoffice/ui';
import * as styles from './PolicyBuilder.css';
import { decisionTone, type FiredRule } from './policyBuilderTypes';

export interface RuleTraceProps {
  /** The rules evaluated, in run order (a decision log's rules, or a test run's). */
  rules: readonly FiredRule[];
  /** The run's decision, shown above the stages. */
  decision?: string | null;
  /** Milliseconds; shown in seconds. */
  timeTaken?: number;
  title?: string;
  /** Heading level of the title; stages and rules take the levels below. */
  headingLevel?: 2 | 3;
  className?: string;
}

function display(value: unknown): string {
  if (value === null || value === undefined) return 'missing';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Stages in the order they first ran, each with its rules in run order. */
function byStage(rules: readonly FiredRule[]): [number, FiredRule[]][] {
  const stages = new Map<number, FiredRule[]>();
  for (const rule of rules) {
    const list = stages.get(rule.stage_number) ?? [];
    list.push(rule);
    stages.set(rule.stage_number, list);
  }
  return [...stages.entries()];
}

/**
 * The trace of a policy run: by stage, each rule with its outcome, opening to the path its
 * conditions took (one step per visited condition) and the values it read.
 */
export function RuleTrace({
  rules,
  decision,
  timeTaken,
  title = 'Rules',
  headingLevel = 3,
  className,
}: RuleTraceProps) {
  const ruleHeadingLevel = (headingLevel + 2) as 4 | 5;
  return (
    <Section title={title} headingLevel={headingLevel} headingSize="lg" className={className}>
      {decision !== undefined || timeTaken !== undefined ? (
        <p className={styles.summaryLine}>
          {decision !== undefined ? (
            <>
              Decision: <Badge tone={decisionTone(decision)}>{decision ?? 'None'}</Badge>{' '}
            </>
          ) : null}
          {timeTaken !== undefined ? `Time taken: ${(timeTaken / 1000).toFixed(3)} s` : null}
        </p>
      ) : null}
      {rules.length === 0 ? (
        <p className={styles.muted}>No rules were evaluated.</p>
      ) : (
        byStage(rules).map(([stageNumber, stageRules]) => (
          <div key={stageNumber} className={styles.stageGroup}>
            <Heading level={(headingLevel + 1) as 3 | 4} size="md">
              Stage #{stageNumber}
            </Heading>
            {stageRules.map((rule, index) => (
              <RuleTraceRule
                key={`${rule.rule_number}-${index}`}
                rule={rule}
                headingLevel={ruleHeadingLevel}
              />
            ))}
          </div>
        ))
      )}
    </Section>
  );
}

/**
 * "Credit history · rule 3": rule numbers restart in every module, so a number alone does not
 * say which rule it is. Rules logged without their module keep "Rule 3".
 */
export function ruleReference(rule: Pick<FiredRule, 'rule_number' | 'module_name'>): string {
  return rule.module_name
    ? `${rule.module_name} · rule ${rule.rule_number}`
    : `Rule ${rule.rule_number}`;
}

function RuleTraceRule({ rule, headingLevel }: { rule: FiredRule; headingLevel: 4 | 5 }) {
  const steps = rule.description.split('; ').filter(Boolean);
  const reference = ruleReference(rule);
  const valuesUsed = Object.entries(rule.values_used);
  return (
    <Disclosure
      className={styles.traceRule}
      headingLevel={headingLevel}
      title={
        <span className={styles.traceSummary}>
          <span>
            {reference}: {rule.rule_name}
          </span>{' '}
          <Badge tone={decisionTone(rule.outcome)}>{rule.outcome ?? 'No decision'}</Badge>
        </span>
      }
    >
      <ol
        aria-label={`Path of ${rule.module_name ? reference : `rule ${rule.rule_number}`}`}
        className={styles.tracePath}
      >
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
      {valuesUsed.length > 0 ? (
        <DefinitionList
          layout="rows"
          className={styles.traceValues}
          items={valuesUsed.map(([key, value]) => [
            <Text key={key} font="mono">
              {key}
            </Text>,
            <>
              {display(value)}
              {key in rule.values ? ` (compared with ${display(rule.values[key])})` : null}
            </>,
          ])}
        />
      ) : null}
    </Disclosure>
  );
}
