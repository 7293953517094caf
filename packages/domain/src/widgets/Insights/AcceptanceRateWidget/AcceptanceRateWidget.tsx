import { SimpleTable } from '@backoffice/ui';
import {
  acceptanceRateDays,
  formatCount,
  formatShare,
  longDayLabel,
  periodAcceptanceRate,
  shortDayLabel,
  type InsightPeriodDays,
} from '../../../model/insights';
import { InsightChart } from '../InsightChart';
import { InsightFrame } from '../InsightFrame';
import type { ApplicationOutcomeFigures } from '../insightTypes';

export interface AcceptanceRateWidgetProps {
  figures?: ApplicationOutcomeFigures;
  period: InsightPeriodDays;
  onPeriodChange: (period: InsightPeriodDays) => void;
  isLoading?: boolean;
  errorMessage?: string;
  className?: string;
}

/** The share of decided applications accepted, day by day over the period. */
export function AcceptanceRateWidget({
  figures,
  period,
  onPeriodChange,
  isLoading = false,
  errorMessage,
  className,
}: AcceptanceRateWidgetProps) {
  const days = figures ? acceptanceRateDays(figures.period, figures.items) : [];
  const rate = periodAcceptanceRate(days);
  const accepted = days.reduce((sum, day) => sum + day.accepted, 0);
  const declined = days.reduce((sum, day) => sum + day.declined, 0);
  return (
    <InsightFrame
      subject="acceptance rate"
      className={className}
      period={period}
      onPeriodChange={onPeriodChange}
      isLoading={isLoading || (!figures && !errorMessage)}
      errorMessage={errorMessage}
      emptyTitle={rate === null ? `No decisions in the last ${period} days.` : undefined}
      summary={`Acceptance rate ${formatShare(rate)} over the last ${period} days: ${formatCount(accepted)} accepted, ${formatCount(declined)} declined.`}
      chart={
        <InsightChart
          aria-label="Acceptance rate by day"
          kind="line"
          maxValue={1}
          series={[{ key: 'rate', label: 'Acceptance rate', tone: 'positive' }]}
          formatValue={formatShare}
          points={days.map((day) => ({
            key: day.day,
            label: shortDayLabel(day.day),
            fullLabel: longDayLabel(day.day),
            values: { rate: day.rate },
          }))}
        />
      }
      table={
        <SimpleTable
          aria-label="Acceptance rate by day"
          rows={days}
          rowKey={(day) => day.day}
          columns={[
            { name: 'Day', isRowHeader: true, render: (day) => longDayLabel(day.day) },
            { name: 'Accepted', isNumeric: true, render: (day) => formatCount(day.accepted) },
            { name: 'Declined', isNumeric: true, render: (day) => formatCount(day.declined) },
            { name: 'Referred', isNumeric: true, render: (day) => formatCount(day.referred) },
            { name: 'Acceptance rate', isNumeric: true, render: (day) => formatShare(day.rate) },
          ]}
          footer={{ label: `Last ${period} days`, value: formatShare(rate) }}
        />
      }
    />
  );
}
