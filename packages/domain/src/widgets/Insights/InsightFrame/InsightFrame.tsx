import type { ReactNode } from 'react';
import { INSIGHT_PERIODS, isInsightPeriod, type InsightPeriodDays } from '../../../model/insights';
import { Alert, EmptyState, Radio, RadioGroup, Spinner, Tabs } from '@backoffice/ui';
import { InsightPolicyPicker, type InsightPolicyPickerProps } from '../InsightPolicyPicker';
import { controls, frame, pending, summary as summaryStyle } from './InsightFrame.css';

/** The credit policy a policy insight is about, and the policies to pick it from. */
export type InsightPolicyChoice = Omit<InsightPolicyPickerProps, 'className'>;

export interface InsightFrameProps {
  /** What the figures are, for the loading label and the names of the views ("acceptance rate"). */
  subject: string;
  period: InsightPeriodDays;
  onPeriodChange: (period: InsightPeriodDays) => void;
  /**
   * For figures about one credit policy: the policy picker beside the period. Without policies
   * to pick from there are no figures, which the frame says once it is not loading.
   */
  policyPicker?: InsightPolicyChoice;
  /** Further choices beside the period. */
  extraControls?: ReactNode;
  isLoading?: boolean;
  errorMessage?: string;
  /** Shown instead of the views when the period holds no figures. */
  emptyTitle?: string;
  /** One or two sentences that give the figures' gist, read before the chart. */
  summary?: string;
  chart?: ReactNode;
  table?: ReactNode;
  className?: string;
}

/**
 * What every insight widget shares: the period picker (7, 30 or 90 days), a sentence with the
 * gist, and the figures as a chart or as a table, with the loading, error and empty states.
 */
export function InsightFrame({
  subject,
  period,
  onPeriodChange,
  policyPicker,
  extraControls,
  isLoading = false,
  errorMessage,
  emptyTitle,
  summary,
  chart,
  table,
  className,
}: InsightFrameProps) {
  const hasNoPolicies = policyPicker !== undefined && policyPicker.policies.length === 0;
  let figures: ReactNode;
  if (errorMessage) figures = <Alert tone="critical">{errorMessage}</Alert>;
  else if (isLoading)
    figures = (
      <div className={pending}>
        <Spinner aria-label={`Loading the ${subject}`} />
      </div>
    );
  else if (hasNoPolicies) figures = <EmptyState title="No credit policies to show." />;
  else if (emptyTitle) figures = <EmptyState title={emptyTitle} />;
  else
    figures = (
      <>
        {summary ? <p className={summaryStyle}>{summary}</p> : null}
        <Tabs
          aria-label={`Show the ${subject} as`}
          items={[
            { id: 'chart', label: 'Chart', content: chart },
            { id: 'table', label: 'Table', content: table },
          ]}
        />
      </>
    );
  return (
    <div className={[frame, className].filter(Boolean).join(' ')}>
      <div className={controls}>
        <RadioGroup
          label="Period"
          orientation="horizontal"
          value={String(period)}
          onChange={(value) => {
            const days = Number(value);
            if (isInsightPeriod(days)) onPeriodChange(days);
          }}
        >
          {INSIGHT_PERIODS.map((days) => (
            <Radio key={days} value={String(days)}>
              {days} days
            </Radio>
          ))}
        </RadioGroup>
        {policyPicker && !hasNoPolicies ? <InsightPolicyPicker {...policyPicker} /> : null}
        {extraControls}
      </div>
      {figures}
    </div>
  );
}
