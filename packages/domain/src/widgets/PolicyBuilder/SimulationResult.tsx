import { Badge, Heading, Link, Section, SimpleTable } from '@backoffice/ui';
import { PolicyChecks } from './PolicyChecks';
import * as styles from './PolicyBuilder.css';
import { decisionTone, type PolicySimulationResult } from './policyBuilderTypes';

export interface SimulationResultProps {
  result: PolicySimulationResult;
  /** Where an application opens; the credit application detail by default. */
  applicationHref?: (creditApplicationId: number) => string;
  title?: string;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

const count = new Intl.NumberFormat('en-GB');

const difference = (actual: number, simulated: number) => {
  const change = simulated - actual;
  return change > 0 ? `+${count.format(change)}` : count.format(change);
};

/**
 * What a draft policy would have decided over recent applications: per decision the actual and
 * simulated counts, then each application whose decision changed with the rule that changed it.
 */
export function SimulationResult({
  result,
  applicationHref = (id) => `/credit-app/${id}/`,
  title = 'Simulation',
  headingLevel = 3,
  className,
}: SimulationResultProps) {
  return (
    <Section title={title} headingLevel={headingLevel} headingSize="lg" className={className}>
      <p className={styles.summaryLine}>
        {count.format(result.application_count)}{' '}
        {result.application_count === 1 ? 'application' : 'applications'} run in{' '}
        {(result.time_taken / 1000).toFixed(2)} s; {count.format(result.changed_count)}{' '}
        {result.changed_count === 1 ? 'decision changes' : 'decisions change'}.
      </p>
      <SimpleTable
        aria-label="Decisions, actual and simulated"
        rows={result.decisions}
        rowKey={(row) => row.decision}
        columns={[
          {
            name: 'Decision',
            isRowHeader: true,
            render: (row) => <Badge tone={decisionTone(row.decision)}>{row.decision}</Badge>,
          },
          { name: 'Actual', isNumeric: true, render: (row) => count.format(row.actual_count) },
          {
            name: 'Simulated',
            isNumeric: true,
            render: (row) => count.format(row.simulated_count),
          },
          {
            name: 'Difference',
            isNumeric: true,
            render: (row) => difference(row.actual_count, row.simulated_count),
          },
        ]}
      />
      <Heading level={(headingLevel + 1) as 3 | 4} size="md">
        Changed applications
      </Heading>
      {result.changes.length === 0 ? (
        <p className={styles.muted}>No application would get another decision.</p>
      ) : (
        <>
          {result.changes.length < result.changed_count ? (
            <p className={styles.muted}>
              Showing the first {count.format(result.changes.length)} of{' '}
              {count.format(result.changed_count)} changed applications.
            </p>
          ) : null}
          <SimpleTable
            aria-label="Changed applications"
            rows={result.changes}
            rowKey={(change) => change.credit_application_id}
            columns={[
              {
                name: 'Application',
                isRowHeader: true,
                render: (change) => (
                  <Link href={applicationHref(change.credit_application_id)}>
                    {String(change.credit_application_id)}
                  </Link>
                ),
              },
              {
                name: 'Actual',
                render: (change) => (
                  <Badge tone={decisionTone(change.actual)}>{change.actual}</Badge>
                ),
              },
              {
                name: 'Simulated',
                render: (change) => (
                  <Badge tone={decisionTone(change.simulated)}>{change.simulated}</Badge>
                ),
              },
              {
                name: 'Rule that decided',
                render: (change) =>
                  change.rule ? (
                    <>
                      Stage #{change.rule.stage_number}, rule {change.rule.rule_number}:{' '}
                      {change.rule.rule_name}
                      <br />
                      <span className={styles.muted}>{change.rule.description}</span>
                    </>
                  ) : (
                    'No rule decided (ACCEPT by default)'
                  ),
              },
            ]}
          />
        </>
      )}
      {result.problems.length > 0 ? (
        <PolicyChecks
          title="Problems while running"
          findings={result.problems}
          headingLevel={(headingLevel + 1) as 3 | 4}
        />
      ) : null}
    </Section>
  );
}
