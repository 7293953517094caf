import { SimpleTable } from '@backoffice/ui';
import {
  applicationsByLoanTypeDays,
  formatCount,
  loanTypeTotals,
  longDayLabel,
  shortDayLabel,
  type InsightPeriodDays,
  type LoanTypeDay,
} from '../../../model/insights';
import { loanTypeCodes, loanTypes } from '../../../model/statuses';
import { InsightChart, type InsightChartSeries } from '../InsightChart';
import { InsightFrame } from '../InsightFrame';
import type { ApplicationsByLoanTypeFigures } from '../insightTypes';

export interface ApplicationsByLoanTypeWidgetProps {
  figures?: ApplicationsByLoanTypeFigures;
  period: InsightPeriodDays;
  onPeriodChange: (period: InsightPeriodDays) => void;
  isLoading?: boolean;
  errorMessage?: string;
  className?: string;
}

const series: InsightChartSeries[] = [
  { key: 'IS', label: loanTypes.IS, tone: 'accent' },
  { key: 'ON', label: loanTypes.ON, tone: 'info' },
  { key: 'BL', label: loanTypes.BL, tone: 'caution' },
];

/** Applications submitted each day of the period, stacked by loan type. */
export function ApplicationsByLoanTypeWidget({
  figures,
  period,
  onPeriodChange,
  isLoading = false,
  errorMessage,
  className,
}: ApplicationsByLoanTypeWidgetProps) {
  const days = figures ? applicationsByLoanTypeDays(figures.period, figures.items) : [];
  const totals = loanTypeTotals(days);
  const total = loanTypeCodes.reduce((sum, code) => sum + totals[code], 0);
  const busiest = days.reduce<LoanTypeDay | undefined>(
    (best, day) => (best === undefined || day.total > best.total ? day : best),
    undefined,
  );
  return (
    <InsightFrame
      subject="applications per day"
      className={className}
      period={period}
      onPeriodChange={onPeriodChange}
      isLoading={isLoading || (!figures && !errorMessage)}
      errorMessage={errorMessage}
      emptyTitle={total === 0 ? `No applications in the last ${period} days.` : undefined}
      summary={`${formatCount(total)} applications in the last ${period} days: ${loanTypeCodes
        .map((code) => `${loanTypes[code]} ${formatCount(totals[code])}`)
        .join(
          ', ',
        )}.${busiest ? ` Busiest day ${longDayLabel(busiest.day)} (${formatCount(busiest.total)}).` : ''}`}
      chart={
        <InsightChart
          aria-label="Applications per day by loan type"
          kind="columns"
          series={series}
          formatValue={formatCount}
          points={days.map((day) => ({
            key: day.day,
            label: shortDayLabel(day.day),
            fullLabel: longDayLabel(day.day),
            values: { IS: day.IS, ON: day.ON, BL: day.BL },
          }))}
        />
      }
      table={
        <SimpleTable
          aria-label="Applications per day by loan type"
          rows={days}
          rowKey={(day) => day.day}
          columns={[
            { name: 'Day', isRowHeader: true, render: (day) => longDayLabel(day.day) },
            ...loanTypeCodes.map((code) => ({
              name: loanTypes[code],
              isNumeric: true,
              render: (day: LoanTypeDay) => formatCount(day[code]),
            })),
            { name: 'Total', isNumeric: true, render: (day) => formatCount(day.total) },
          ]}
          footer={{ label: 'Total', value: formatCount(total) }}
        />
      }
    />
  );
}
