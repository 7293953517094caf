import { Alert, Button, Section, SimpleTable } from '@backoffice/ui';
import { productCodeLabel, type ManualDecision } from '../../../model/index';
import { RuleTrace } from '../../PolicyBuilder';
import * as styles from '../CreditApplication.css';
import type { DecisionLogEntry } from '../creditApplicationTypes';
import { dateTimeText, valueText } from '../formatting';

export interface DecisionLogPanelProps {
  logs: readonly DecisionLogEntry[];
  /** The application's current decision log: its row is emphasised and its rules shown. */
  currentDecisionLogId?: number | null;
  /**
   * The underwriter's decision that overrides the rules (the application's manual_decision): the
   * status follows it, so the rules are not called those of the current decision (ADR 0010).
   */
  manualDecision?: ManualDecision | null;
  /**
   * Where the page shows the current decision's rules elsewhere (the Rules tab), the log leads
   * there instead of repeating them; called when the user asks for them.
   */
  onShowRules?: () => void;
  className?: string;
}

/** Milliseconds as the seconds the Decision Log shows. */
export function decisionSeconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(2)} s`;
}

/** The rules of a log as the Rules tab and the Decision Log show them: service rules, then policy rules. */
export function decisionLogRules(log: DecisionLogEntry) {
  return [...log.service_rules, ...log.rules];
}

/** The title of the current log's rules: not "current" once a manual decision overrides them. */
export function currentRulesTitle(manualDecision: ManualDecision | null | undefined): string {
  return manualDecision ? 'Rules of the last automatic decision' : 'Rules of the current decision';
}

/**
 * The Decision Log tab: decision, product, lender, tier, time taken and date of every log, the
 * current one emphasised, then the current log's rules by stage with their outcome trees.
 */
export function DecisionLogPanel({
  logs,
  currentDecisionLogId,
  manualDecision = null,
  onShowRules,
  className,
}: DecisionLogPanelProps) {
  const current = logs.find((log) => log.decision_log_id === currentDecisionLogId);
  const showLender = logs.some((log) => log.lender_name);
  return (
    <Section aria-label="Decision Log" className={className}>
      {manualDecision ? (
        <Alert tone="info" title="Manual decision">
          {`Underwritten manually to ${manualDecision.status.toUpperCase()} on ${dateTimeText(manualDecision.timestamp)}. The status follows that decision, not the rules of the automatic decision below, and it is not re-scored.`}
        </Alert>
      ) : null}
      {logs.length === 0 ? (
        <p className={styles.muted}>No decisions have been made.</p>
      ) : (
        <SimpleTable
          aria-label="Decision Log"
          rows={logs}
          rowKey={(log) => log.decision_log_id}
          isRowEmphasised={(log) => log.decision_log_id === currentDecisionLogId}
          columns={[
            { name: 'Decision', render: (log) => log.status.toUpperCase() },
            { name: 'Product', render: (log) => productCodeLabel(log.product_code) },
            ...(showLender
              ? [{ name: 'Lender', render: (log: DecisionLogEntry) => valueText(log.lender_name) }]
              : []),
            { name: 'Tier', render: (log) => valueText(log.tier) },
            {
              name: 'Time Taken',
              isNumeric: true,
              render: (log) => decisionSeconds(log.time_taken),
            },
            { name: 'Date', render: (log) => dateTimeText(log.timestamp) },
          ]}
        />
      )}
      {current && onShowRules ? (
        <p className={styles.muted}>
          {`The ${currentRulesTitle(manualDecision).toLowerCase()} are on the Rules tab. `}
          <Button size="sm" variant="secondary" onPress={onShowRules}>
            Show the rules
          </Button>
        </p>
      ) : current ? (
        <RuleTrace
          title={currentRulesTitle(manualDecision)}
          rules={decisionLogRules(current)}
          decision={current.status.toUpperCase()}
          timeTaken={current.time_taken}
        />
      ) : null}
    </Section>
  );
}
