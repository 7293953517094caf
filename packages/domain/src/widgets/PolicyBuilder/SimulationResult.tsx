import { Badge, Link } from '@backoffice/ui';
import { useId } from 'react';
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
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section aria-labelledby={headingId} className={[styles.builder, className].join(' ')}>
      <Heading id={headingId} className={styles.builderHeading}>
        {title}
      </Heading>
      <p className={styles.summaryLine}>
        {count.format(result.application_count)}{' '}
        {result.application_count === 1 ? 'application' : 'applications'} run in{' '}
        {(result.time_taken / 1000).toFixed(2)} s; {count.format(result.changed_count)}{' '}
        {result.changed_count === 1 ? 'decision changes' : 'decisions change'}.
      </p>
      <table className={styles.table} aria-label="Decisions, actual and simulated">
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              Decision
            </th>
            <th scope="col" className={styles.headerCell}>
              Actual
            </th>
            <th scope="col" className={styles.headerCell}>
              Simulated
            </th>
            <th scope="col" className={styles.headerCell}>
              Difference
            </th>
          </tr>
        </thead>
        <tbody>
          {result.decisions.map((row) => (
            <tr key={row.decision}>
              <th scope="row" className={styles.cell}>
                <Badge tone={decisionTone(row.decision)}>{row.decision}</Badge>
              </th>
              <td className={styles.numberCell}>{count.format(row.actual_count)}</td>
              <td className={styles.numberCell}>{count.format(row.simulated_count)}</td>
              <td className={styles.numberCell}>
                {difference(row.actual_count, row.simulated_count)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <SubHeading className={styles.stageHeading}>Changed applications</SubHeading>
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
          <table className={styles.table} aria-label="Changed applications">
            <thead>
              <tr>
                <th scope="col" className={styles.headerCell}>
                  Application
                </th>
                <th scope="col" className={styles.headerCell}>
                  Actual
                </th>
                <th scope="col" className={styles.headerCell}>
                  Simulated
                </th>
                <th scope="col" className={styles.headerCell}>
                  Rule that decided
                </th>
              </tr>
            </thead>
            <tbody>
              {result.changes.map((change) => (
                <tr key={change.credit_application_id}>
                  <th scope="row" className={styles.cell}>
                    <Link href={applicationHref(change.credit_application_id)}>
                      {String(change.credit_application_id)}
                    </Link>
                  </th>
                  <td className={styles.cell}>
                    <Badge tone={decisionTone(change.actual)}>{change.actual}</Badge>
                  </td>
                  <td className={styles.cell}>
                    <Badge tone={decisionTone(change.simulated)}>{change.simulated}</Badge>
                  </td>
                  <td className={styles.cell}>
                    {change.rule ? (
                      <>
                        Stage #{change.rule.stage_number}, rule {change.rule.rule_number}:{' '}
                        {change.rule.rule_name}
                        <br />
                        <span className={styles.muted}>{change.rule.description}</span>
                      </>
                    ) : (
                      'No rule decided (ACCEPT by default)'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {result.problems.length > 0 ? (
        <PolicyChecks
          title="Problems while running"
          findings={result.problems}
          headingLevel={(headingLevel + 1) as 3 | 4}
        />
      ) : null}
    </section>
  );
}
