import { useState } from 'react';
import {
  ACCEPTANCE_RATE_WIDGET,
  APPLICATIONS_BY_LOAN_TYPE_WIDGET,
  DECLINE_REASONS_WIDGET,
  DEFAULT_INSIGHT_PERIOD,
  type InsightPeriodDays,
} from '@backoffice/domain/model';
import {
  AcceptanceRateWidget,
  ApplicationsByLoanTypeWidget,
  DeclineReasonsWidget,
  OutcomeByVersionWidget,
} from '@backoffice/domain/widgets';
import {
  useApplicationOutcomes,
  useApplicationsByLoanType,
  useInsightCreditPolicies,
  usePolicyDeclineReasons,
  usePolicyOutcomesByVersion,
} from '@backoffice/api-client';

/** What an insight query gives the widget: its figures, or that they load or failed. */
interface FiguresQuery<Figures> {
  data: Figures | undefined;
  isPending: boolean;
  error: { message: string } | null;
}

/** A widget's period (30 days until the user chooses) and the figures of it. */
function usePeriodFigures<Figures>(
  useFigures: (period: InsightPeriodDays) => FiguresQuery<Figures>,
) {
  const [period, setPeriod] = useState<InsightPeriodDays>(DEFAULT_INSIGHT_PERIOD);
  const figures = useFigures(period);
  return {
    figures: figures.data,
    period,
    onPeriodChange: setPeriod,
    isLoading: figures.isPending,
    errorMessage: figures.error?.message,
  };
}

/** A policy widget's policy (the first one until the user chooses), period and figures. */
function usePolicyFigures<Figures>(
  useFigures: (policyId: number | undefined, period: InsightPeriodDays) => FiguresQuery<Figures>,
) {
  const policies = useInsightCreditPolicies();
  const [chosen, setChosen] = useState<number>();
  const policyId = chosen ?? policies.data?.[0]?.credit_policy_id;
  const [period, setPeriod] = useState<InsightPeriodDays>(DEFAULT_INSIGHT_PERIOD);
  const figures = useFigures(policyId, period);
  return {
    policies: policies.data ?? [],
    policyId,
    onPolicyChange: setChosen,
    figures: figures.data,
    period,
    onPeriodChange: setPeriod,
    isLoading: policies.isPending || (policyId !== undefined && figures.isPending),
    errorMessage: policies.error?.message ?? figures.error?.message,
  };
}

function ApplicationsByLoanType() {
  return <ApplicationsByLoanTypeWidget {...usePeriodFigures(useApplicationsByLoanType)} />;
}

function AcceptanceRate() {
  return <AcceptanceRateWidget {...usePeriodFigures(useApplicationOutcomes)} />;
}

function DeclineReasons() {
  return <DeclineReasonsWidget {...usePolicyFigures(usePolicyDeclineReasons)} />;
}

function OutcomeByVersion() {
  return <OutcomeByVersionWidget {...usePolicyFigures(usePolicyOutcomesByVersion)} />;
}

/**
 * An insight widget over its figures. The dashboard loads this module only when one is pinned
 * (lazyComponent), so the charts stay out of the sign-in and first dashboard load (ADR 0061).
 */
export function InsightWidget({ name }: { name: string }) {
  if (name === APPLICATIONS_BY_LOAN_TYPE_WIDGET) return <ApplicationsByLoanType />;
  if (name === ACCEPTANCE_RATE_WIDGET) return <AcceptanceRate />;
  if (name === DECLINE_REASONS_WIDGET) return <DeclineReasons />;
  return <OutcomeByVersion />;
}
