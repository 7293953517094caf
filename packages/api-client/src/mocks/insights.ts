import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, errorJson, type JsonBody } from './contract';

type Schemas = components['schemas'];
type InsightPeriod = Schemas['InsightPeriod'];
type InsightPeriodDays = InsightPeriod['period_days'];
type InsightCreditPolicy = Schemas['InsightCreditPolicy'];

/** The day the mock figures end on, so that stories and their screenshots never move. */
export const insightMockToday = new Date('2026-11-28T12:00:00Z');

const dayMs = 86_400_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The period of `days` days ending on `today` (UTC), as the server answers it. */
export function makeInsightPeriod(
  days: InsightPeriodDays = 30,
  today: Date = insightMockToday,
): InsightPeriod {
  const last = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return {
    period_days: days,
    first_day: utcDay(last - (days - 1) * dayMs),
    last_day: utcDay(last),
  };
}

function daysOf(period: InsightPeriod): string[] {
  const days: string[] = [];
  for (
    let time = Date.parse(`${period.first_day}T00:00:00Z`);
    time <= Date.parse(`${period.last_day}T00:00:00Z`);
    time += dayMs
  ) {
    days.push(utcDay(time));
  }
  return days;
}

// A weekly rhythm (busier at weekends, as shops are) and a slow rise: figures that look like
// trade, the same on every run.
const volume = (day: string, base: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 1.4 : 1;
  const trend = 1 + (date.getUTCDate() % 10) / 20;
  return Math.round(base * weekend * trend);
};

export function makeInsightCreditPolicy(
  overrides: Partial<InsightCreditPolicy> = {},
): InsightCreditPolicy {
  return {
    credit_policy_id: 1,
    name: 'Standard retail credit',
    lender_name: 'Northbridge Finance',
    ...overrides,
  };
}

export const insightMockPolicies: InsightCreditPolicy[] = [
  makeInsightCreditPolicy(),
  makeInsightCreditPolicy({ credit_policy_id: 2, name: 'Online instalments' }),
];

export function makeApplicationsByLoanType(
  period: InsightPeriod = makeInsightPeriod(),
): Schemas['ApplicationsByLoanType'] {
  return {
    period,
    items: daysOf(period).flatMap((day) => [
      { day, loan_type: 'IS' as const, applications: volume(day, 24) },
      { day, loan_type: 'ON' as const, applications: volume(day, 15) },
      { day, loan_type: 'BL' as const, applications: volume(day, 4) },
    ]),
  };
}

export function makeApplicationOutcomes(
  period: InsightPeriod = makeInsightPeriod(),
): Schemas['ApplicationOutcomes'] {
  return {
    period,
    items: daysOf(period).flatMap((day, index) => [
      { day, status: 'ACCEPT', applications: volume(day, 20) + (index % 3) },
      { day, status: 'VERIFIED', applications: 3 },
      { day, status: 'DECLINE', applications: volume(day, 9) },
      { day, status: 'REFER', applications: 4 },
      { day, status: 'SUBMITTED', applications: 2 },
    ]),
  };
}

export function makePolicyDeclineReasons(
  period: InsightPeriod = makeInsightPeriod(),
  policyId = 1,
): Schemas['PolicyDeclineReasons'] {
  const scale = period.period_days / 30;
  return {
    period,
    credit_policy_id: policyId,
    declined_applications: Math.round(310 * scale),
    items: [
      { module_name: 'Affordability', rule_name: 'Income below £12,000', declines: 142 },
      { module_name: 'Bureau', rule_name: 'Credit score under 450', declines: 97 },
      { module_name: 'Bureau', rule_name: 'Default in the last 12 months', declines: 54 },
      { module_name: 'Fraud', rule_name: 'Watch list match', declines: 21 },
      { module_name: 'Eligibility', rule_name: 'Under 18', declines: 8 },
    ].map((item) => ({ ...item, declines: Math.round(item.declines * scale) })),
  };
}

export function makePolicyOutcomesByVersion(
  period: InsightPeriod = makeInsightPeriod(),
  policyId = 1,
): Schemas['PolicyOutcomesByVersion'] {
  const scale = period.period_days / 30;
  const counts: [number, string, number][] = [
    [1, 'ACCEPT', 180],
    [1, 'DECLINE', 140],
    [1, 'REFER', 40],
    [2, 'ACCEPT', 260],
    [2, 'DECLINE', 90],
    [2, 'REFER', 25],
    [3, 'ACCEPT', 120],
    [3, 'DECLINE', 30],
    [3, 'REFER', 6],
  ];
  return {
    period,
    credit_policy_id: policyId,
    items: counts.map(([version, status, applications]) => ({
      version,
      status,
      applications: Math.round(applications * scale),
    })),
  };
}

export interface InsightsMockOptions {
  policies?: InsightCreditPolicy[];
  /** Answers every figure with no rows, as for a lender with no applications yet. */
  isEmpty?: boolean;
}

/** The insight operations as the server answers them, for the period asked for. */
export function insightsHandlers({
  policies = insightMockPolicies,
  isEmpty = false,
}: InsightsMockOptions = {}) {
  const periodOf = (request: Request) =>
    makeInsightPeriod(
      Number(new URL(request.url).searchParams.get('period_days')) as InsightPeriodDays,
    );
  const policyOf = (policyId: unknown) =>
    policies.find((policy) => policy.credit_policy_id === Number(policyId));
  const policyNotFound = () => errorJson(404, 'ERR_NOT_FOUND', 'Credit policy not found.');
  const emptied = <T extends { items: unknown[] }>(body: T): T =>
    isEmpty ? { ...body, items: [] } : body;
  return [
    http.get(apiUrl('/insights/credit-policies'), () =>
      HttpResponse.json<JsonBody<'/insights/credit-policies', 'get'>>({ items: policies }),
    ),
    http.get(apiUrl('/insights/applications-by-loan-type'), ({ request }) =>
      HttpResponse.json<JsonBody<'/insights/applications-by-loan-type', 'get'>>(
        emptied(makeApplicationsByLoanType(periodOf(request))),
      ),
    ),
    http.get(apiUrl('/insights/outcomes'), ({ request }) =>
      HttpResponse.json<JsonBody<'/insights/outcomes', 'get'>>(
        emptied(makeApplicationOutcomes(periodOf(request))),
      ),
    ),
    http.get(
      apiUrl('/insights/credit-policies/{policyId}/decline-reasons'),
      ({ params, request }) => {
        if (!policyOf(params.policyId)) return policyNotFound();
        const body = makePolicyDeclineReasons(periodOf(request), Number(params.policyId));
        return HttpResponse.json<
          JsonBody<'/insights/credit-policies/{policyId}/decline-reasons', 'get'>
        >(isEmpty ? { ...body, items: [], declined_applications: 0 } : body);
      },
    ),
    http.get(
      apiUrl('/insights/credit-policies/{policyId}/outcomes-by-version'),
      ({ params, request }) => {
        if (!policyOf(params.policyId)) return policyNotFound();
        return HttpResponse.json<
          JsonBody<'/insights/credit-policies/{policyId}/outcomes-by-version', 'get'>
        >(emptied(makePolicyOutcomesByVersion(periodOf(request), Number(params.policyId))));
      },
    ),
  ];
}
