import { SimpleTable } from '@backoffice/ui';
import {
  formatCount,
  formatShare,
  outcomeGroupLabels,
  outcomeGroups,
  outcomesByVersion,
  type InsightPeriodDays,
  type OutcomeGroup,
  type VersionOutcomes,
} from '../../../model/insights';
import { InsightChart, type InsightChartTone } from '../InsightChart';
import { InsightFrame, type InsightPolicyChoice } from '../InsightFrame';
import type { PolicyOutcomeByVersionFigures } from '../insightTypes';

export interface OutcomeByVersionWidgetProps extends InsightPolicyChoice {
  figures?: PolicyOutcomeByVersionFigures;
  period: InsightPeriodDays;
  onPeriodChange: (period: InsightPeriodDays) => void;
  isLoading?: boolean;
  errorMessage?: string;
  className?: string;
}

const outcomeTones: Record<OutcomeGroup, InsightChartTone> = {
  accepted: 'positive',
  declined: 'critical',
  referred: 'caution',
  undecided: 'neutral',
  cancelled: 'info',
};

/** Each version of the chosen policy's decisions by outcome, so a change's effect shows. */
export function OutcomeByVersionWidget({
  policies,
  policyId,
  onPolicyChange,
  figures,
  period,
  onPeriodChange,
  isLoading = false,
  errorMessage,
  className,
}: OutcomeByVersionWidgetProps) {
  const versions = figures ? outcomesByVersion(figures.items) : [];
  const shownGroups = outcomeGroups.filter((group) =>
    versions.some((version) => version[group] > 0),
  );
  const latest = versions[versions.length - 1];
  const before = versions[versions.length - 2];
  return (
    <InsightFrame
      subject="outcomes by policy version"
      className={className}
      period={period}
      onPeriodChange={onPeriodChange}
      policyPicker={{ policies, policyId, onPolicyChange }}
      isLoading={isLoading || (policies.length > 0 && !figures && !errorMessage)}
      errorMessage={errorMessage}
      emptyTitle={
        versions.length === 0
          ? `No decisions under this policy in the last ${period} days.`
          : undefined
      }
      summary={
        latest
          ? `${latest.label}: acceptance rate ${formatShare(latest.rate)} of ${formatCount(latest.total)} decisions${
              before
                ? `, against ${formatShare(before.rate)} under ${before.label.toLowerCase()}`
                : ''
            }.`
          : undefined
      }
      chart={
        <InsightChart
          aria-label="Outcomes by policy version"
          kind="rows"
          series={shownGroups.map((group) => ({
            key: group,
            label: outcomeGroupLabels[group],
            tone: outcomeTones[group],
          }))}
          formatValue={formatCount}
          points={versions.map((version) => ({
            key: version.label,
            label: version.label,
            fullLabel: `${version.label}, acceptance rate ${formatShare(version.rate)}`,
            values: Object.fromEntries(shownGroups.map((group) => [group, version[group]])),
          }))}
        />
      }
      table={
        <SimpleTable
          aria-label="Outcomes by policy version"
          rows={versions}
          rowKey={(version) => version.label}
          columns={[
            { name: 'Version', isRowHeader: true, render: (version) => version.label },
            ...shownGroups.map((group) => ({
              name: outcomeGroupLabels[group],
              isNumeric: true,
              render: (version: VersionOutcomes) => formatCount(version[group]),
            })),
            {
              name: 'Acceptance rate',
              isNumeric: true,
              render: (version) => formatShare(version.rate),
            },
          ]}
        />
      }
    />
  );
}
