import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from './errors';
import type { components } from './generated/schema';
import { useBackofficeClient, type QueryOptions } from './hooks';

type Schemas = components['schemas'];
export type InsightPeriod = Schemas['InsightPeriod'];
export type InsightPeriodDays = InsightPeriod['period_days'];
export type InsightCreditPolicy = Schemas['InsightCreditPolicy'];
export type ApplicationsByLoanType = Schemas['ApplicationsByLoanType'];
export type ApplicationOutcomes = Schemas['ApplicationOutcomes'];
export type PolicyDeclineReasons = Schemas['PolicyDeclineReasons'];
export type PolicyOutcomesByVersion = Schemas['PolicyOutcomesByVersion'];

/** Query keys of the insight figures: the period (and policy) is part of each key. */
export const insightKeys = {
  all: () => ['insights'] as const,
  policies: () => ['insights', 'credit-policies'] as const,
  applicationsByLoanType: (days: InsightPeriodDays) =>
    ['insights', 'applications-by-loan-type', days] as const,
  outcomes: (days: InsightPeriodDays) => ['insights', 'outcomes', days] as const,
  declineReasons: (policyId: number, days: InsightPeriodDays) =>
    ['insights', 'decline-reasons', policyId, days] as const,
  outcomesByVersion: (policyId: number, days: InsightPeriodDays) =>
    ['insights', 'outcomes-by-version', policyId, days] as const,
};

// The figures of the period shown stay on screen while another period loads, so a chart does
// not collapse to a spinner and back at each choice.
const figureOptions = { placeholderData: keepPreviousData } as const;

/** The credit policies the user may choose for the policy insights (lender-scoped). */
export function useInsightCreditPolicies(options: QueryOptions<InsightCreditPolicy[]> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    ...options,
    queryKey: insightKeys.policies(),
    queryFn: async () => (await unwrap(client.GET('/insights/credit-policies'))).items,
  });
}

/** Applications submitted per day by loan type over the period. */
export function useApplicationsByLoanType(
  days: InsightPeriodDays,
  options: QueryOptions<ApplicationsByLoanType> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    ...figureOptions,
    ...options,
    queryKey: insightKeys.applicationsByLoanType(days),
    queryFn: () =>
      unwrap(
        client.GET('/insights/applications-by-loan-type', {
          params: { query: { period_days: days } },
        }),
      ),
  });
}

/** Applications submitted per day by current status over the period (the acceptance rate's source). */
export function useApplicationOutcomes(
  days: InsightPeriodDays,
  options: QueryOptions<ApplicationOutcomes> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    ...figureOptions,
    ...options,
    queryKey: insightKeys.outcomes(days),
    queryFn: () =>
      unwrap(client.GET('/insights/outcomes', { params: { query: { period_days: days } } })),
  });
}

/** The rules that declined applications under a policy over the period; idle without a policy. */
export function usePolicyDeclineReasons(
  policyId: number | undefined,
  days: InsightPeriodDays,
  options: QueryOptions<PolicyDeclineReasons> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    ...figureOptions,
    enabled: policyId !== undefined,
    ...options,
    queryKey: insightKeys.declineReasons(policyId ?? 0, days),
    queryFn: () =>
      unwrap(
        client.GET('/insights/credit-policies/{policyId}/decline-reasons', {
          params: { path: { policyId: policyId! }, query: { period_days: days } },
        }),
      ),
  });
}

/** A policy's current decisions by version and outcome over the period; idle without a policy. */
export function usePolicyOutcomesByVersion(
  policyId: number | undefined,
  days: InsightPeriodDays,
  options: QueryOptions<PolicyOutcomesByVersion> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    ...figureOptions,
    enabled: policyId !== undefined,
    ...options,
    queryKey: insightKeys.outcomesByVersion(policyId ?? 0, days),
    queryFn: () =>
      unwrap(
        client.GET('/insights/credit-policies/{policyId}/outcomes-by-version', {
          params: { path: { policyId: policyId! }, query: { period_days: days } },
        }),
      ),
  });
}
