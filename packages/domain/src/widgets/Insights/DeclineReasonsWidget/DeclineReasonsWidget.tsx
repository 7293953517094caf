import { SimpleTable } from '@backoffice/ui';
import {
  declineReasonShares,
  formatCount,
  formatShare,
  type InsightPeriodDays,
} from '../../../model/insights';
import { InsightChart } from '../InsightChart';
import { InsightFrame, type InsightPolicyChoice } from '../InsightFrame';
import type { PolicyDeclineReasonFigures } from '../insightTypes';

export interface DeclineReasonsWidgetProps extends InsightPolicyChoice {
  figures?: PolicyDeclineReasonFigures;
  period: InsightPeriodDays;
  onPeriodChange: (period: InsightPeriodDays) => void;
  isLoading?: boolean;
  errorMessage?: string;
  className?: string;
}

/** The rules that declined applications under the chosen policy, most often first. */
export function DeclineReasonsWidget({
  policies,
  policyId,
  onPolicyChange,
  figures,
  period,
  onPeriodChange,
  isLoading = false,
  errorMessage,
  className,
}: DeclineReasonsWidgetProps) {
  const reasons = figures ? declineReasonShares(figures.declined_applications, figures.items) : [];
  const policy = policies.find((one) => one.credit_policy_id === policyId);
  const declined = figures?.declined_applications ?? 0;
  const first = reasons[0];
  return (
    <InsightFrame
      subject="decline reasons"
      className={className}
      period={period}
      onPeriodChange={onPeriodChange}
      policyPicker={{ policies, policyId, onPolicyChange }}
      isLoading={isLoading || (policies.length > 0 && !figures && !errorMessage)}
      errorMessage={errorMessage}
      emptyTitle={
        reasons.length === 0
          ? `No declines under this policy in the last ${period} days.`
          : undefined
      }
      summary={`${formatCount(declined)} applications declined under ${policy?.name ?? 'this policy'} in the last ${period} days.${
        first ? ` Most often: ${first.label}, in ${formatShare(first.share)} of them.` : ''
      } A declined application can fail several rules.`}
      chart={
        <InsightChart
          aria-label="Declines by rule"
          kind="rows"
          series={[{ key: 'declines', label: 'Declines', tone: 'critical' }]}
          formatValue={formatCount}
          points={reasons.map((reason) => ({
            key: reason.label,
            label: reason.label,
            fullLabel: `${reason.label}, ${formatShare(reason.share)} of declined applications`,
            values: { declines: reason.declines },
          }))}
        />
      }
      table={
        <SimpleTable
          aria-label="Declines by rule"
          rows={reasons}
          rowKey={(reason) => reason.label}
          columns={[
            { name: 'Rule', isRowHeader: true, render: (reason) => reason.label },
            { name: 'Declines', isNumeric: true, render: (reason) => formatCount(reason.declines) },
            {
              name: 'Of declined applications',
              isNumeric: true,
              render: (reason) => formatShare(reason.share),
            },
          ]}
          footer={{ label: 'Declined applications', value: formatCount(declined) }}
        />
      }
    />
  );
}
