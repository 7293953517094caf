import { insightPeriod, type InsightPeriodDays } from '@backoffice/domain/model';
import { notFound } from '../../http/errors';
import { sessionOf, type OperationContext, type OperationHandlers } from '../../http/operations';
import { applicationLenderScope } from '../credit-applications/access';

/**
 * The insight widgets' figures (issue 20, ADR 0060), read from the daily rollups migration 0082
 * keeps by trigger: at most a few thousand rows a call, whatever the number of applications.
 * A lender's user sees its own lender's figures, and only its own lender's policies.
 */

function periodOf(context: OperationContext) {
  // The contract's enum has already refused any other period.
  return insightPeriod(new Date(), Number(context.query.period_days) as InsightPeriodDays);
}

/** The policy asked about, when the user may see it; 404 otherwise, as if it did not exist. */
async function visiblePolicyId(context: OperationContext): Promise<number> {
  const scope = applicationLenderScope(sessionOf(context));
  const [policy] = await context.sql.query<{ credit_policy_id: number }>(
    `SELECT credit_policy_id FROM credit_policies
      WHERE credit_policy_id = $1 AND ($2::int IS NULL OR lender_id = $2)`,
    [Number(context.params.policyId), scope],
  );
  if (!policy) throw notFound('Credit policy not found.');
  return policy.credit_policy_id;
}

/**
 * Applications per day of the period by loan type or by status: for the provider's staff from the
 * whole business's rollup (migration 0085), for a lender's user from its own lender's rows.
 */
async function applicationDayFigures<Row>(
  context: OperationContext,
  period: ReturnType<typeof periodOf>,
  by: 'loan_type' | 'status',
): Promise<(Row & { day: string; applications: number })[]> {
  const lenderId = applicationLenderScope(sessionOf(context));
  const [source, values] =
    lenderId === null
      ? ['insight_business_days', [period.first_day, period.last_day]]
      : ['insight_application_days', [period.first_day, period.last_day, lenderId]];
  return context.sql.query(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, ${by}, sum(applications)::int AS applications
       FROM ${source}
      WHERE day BETWEEN $1::date AND $2::date${lenderId === null ? '' : ' AND lender_id = $3'}
      GROUP BY day, ${by}
     HAVING sum(applications) > 0
      ORDER BY day, ${by}`,
    values,
  );
}

export const insightHandlers: OperationHandlers = {
  async listInsightCreditPolicies(context) {
    const scope = applicationLenderScope(sessionOf(context));
    const items = await context.sql.query<{
      credit_policy_id: number;
      name: string;
      lender_name: string;
    }>(
      `SELECT p.credit_policy_id, p.name, l.name AS lender_name
         FROM credit_policies p JOIN lenders l ON l.lender_id = p.lender_id
        WHERE $1::int IS NULL OR p.lender_id = $1
        ORDER BY p.name, p.credit_policy_id`,
      [scope],
    );
    return { status: 200, body: { items } };
  },

  async getApplicationsByLoanType(context) {
    const period = periodOf(context);
    const items = await applicationDayFigures<{ loan_type: string }>(context, period, 'loan_type');
    return { status: 200, body: { period, items } };
  },

  async getApplicationOutcomes(context) {
    const period = periodOf(context);
    const items = await applicationDayFigures<{ status: string }>(context, period, 'status');
    return { status: 200, body: { period, items } };
  },

  async getPolicyDeclineReasons(context) {
    const period = periodOf(context);
    const policyId = await visiblePolicyId(context);
    const items = await context.sql.query<{
      module_name: string;
      rule_name: string;
      declines: number;
    }>(
      `SELECT module_name, rule_name, sum(declines)::int AS declines
         FROM insight_decline_reason_days
        WHERE credit_policy_id = $1 AND day BETWEEN $2::date AND $3::date
        GROUP BY module_name, rule_name
       HAVING sum(declines) > 0
        ORDER BY declines DESC, rule_name, module_name`,
      [policyId, period.first_day, period.last_day],
    );
    const [declined] = await context.sql.query<{ applications: number }>(
      `SELECT COALESCE(sum(applications), 0)::int AS applications
         FROM insight_policy_days
        WHERE credit_policy_id = $1 AND day BETWEEN $2::date AND $3::date AND status = 'DECLINE'`,
      [policyId, period.first_day, period.last_day],
    );
    return {
      status: 200,
      body: {
        period,
        credit_policy_id: policyId,
        declined_applications: declined?.applications ?? 0,
        items,
      },
    };
  },

  async getPolicyOutcomesByVersion(context) {
    const period = periodOf(context);
    const policyId = await visiblePolicyId(context);
    const items = await context.sql.query<{
      version: number | null;
      status: string;
      applications: number;
    }>(
      `SELECT policy_version AS version, status, sum(applications)::int AS applications
         FROM insight_policy_days
        WHERE credit_policy_id = $1 AND day BETWEEN $2::date AND $3::date
        GROUP BY policy_version, status
       HAVING sum(applications) > 0
        ORDER BY policy_version NULLS FIRST, status`,
      [policyId, period.first_day, period.last_day],
    );
    return { status: 200, body: { period, credit_policy_id: policyId, items } };
  },
};
