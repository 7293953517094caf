import { WATCH_LIST_MATCH_FLAG, type ApplicationFacts } from '@backoffice/domain/model';
import type { Sql } from '../../db/database';

/** An application's facts for the decision engine, with its current decision. */
export interface DecidedApplication {
  credit_application_id: number;
  time_submitted: Date;
  /** The status of its current decision log; null when it has none. */
  actual: string | null;
  data_protection_hidden: boolean;
  facts: ApplicationFacts;
}

interface FactsRow {
  credit_application_id: number;
  time_submitted: Date | string;
  actual: string | null;
  data_protection_hidden: boolean;
  advance_pence: number;
  deposit_pence: number | null;
  goods_total_pence: number | null;
  date_of_birth: string | null;
  salary_pence: number | null;
  salary_type: string | null;
  postcode: string | null;
  credit_score: number | null;
  ccj_count: string | null;
  months_at_address: string | null;
  maxmind_risk_score: string | null;
  sanction_match: string | null;
  watch_list_match: boolean | null;
}

const toNumber = (value: string | number | null) => {
  if (value === null || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/** The salary fact in annual pounds: a net monthly salary counts twelve times. */
export const annualSalary = (pence: number | null, type: string | null) =>
  pence === null ? null : (type === 'NET_MONTHLY' ? pence * 12 : pence) / 100;

function toDecided(row: FactsRow): DecidedApplication {
  return {
    credit_application_id: Number(row.credit_application_id),
    time_submitted: new Date(row.time_submitted),
    actual: row.actual,
    data_protection_hidden: row.data_protection_hidden,
    facts: {
      advance_pence: row.advance_pence,
      deposit_pence: row.deposit_pence ?? 0,
      goods_total_pence: toNumber(row.goods_total_pence) ?? row.advance_pence,
      date_of_birth: row.date_of_birth,
      salary: annualSalary(row.salary_pence, row.salary_type),
      postcode: row.postcode,
      credit_score: row.credit_score,
      ccj_count: toNumber(row.ccj_count),
      months_at_address: toNumber(row.months_at_address),
      maxmind_risk_score: toNumber(row.maxmind_risk_score),
      sanction_match:
        row.sanction_match === null
          ? null
          : ['yes', 'true'].includes(row.sanction_match.toLowerCase()),
      watch_list_match: row.watch_list_match,
    },
  };
}

/**
 * The facts of the applications `chosen` selects (their credit_application_id, time_submitted,
 * data_protection_hidden and advance_pence), in
 * one statement: the bureau values from the credit file of the current decision, the fraud
 * values from the credit sentry sections. Every other table is reached by its key from the
 * chosen rows, so the plan stays a handful of index lookups per application even before the
 * tables have statistics.
 */
function factsQuery(chosen: string) {
  return `
    SELECT a.credit_application_id, a.time_submitted, d.status AS actual,
           a.data_protection_hidden, a.advance_pence,
           dp.amount_pence AS deposit_pence,
           (SELECT sum(g.price_pence::bigint * g.quantity)::bigint FROM goods g
             WHERE g.credit_application_id = a.credit_application_id) AS goods_total_pence,
           to_char(c.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
           c.salary_pence, c.salary_type, ad.postcode,
           cf.credit_score,
           cf.content -> 'summaries' ->> 'ccjs' AS ccj_count,
           cf.content -> 'summaries' ->> 'months_at_address' AS months_at_address,
           (SELECT e ->> 'value' FROM jsonb_array_elements(cs.content -> 'maxmind') e
             WHERE e ->> 'display' = 'Risk score' LIMIT 1) AS maxmind_risk_score,
           (SELECT e ->> 'value' FROM jsonb_array_elements(cs.content -> 'tracesmart') e
             WHERE e ->> 'display' = 'Sanctions match' LIMIT 1) AS sanction_match,
           cs.flags @> ARRAY['${WATCH_LIST_MATCH_FLAG}'] AS watch_list_match
      FROM (${chosen}) a
      LEFT JOIN decision_logs d ON d.credit_application_id = a.credit_application_id AND d.is_current
      LEFT JOIN LATERAL (SELECT f.credit_score, f.content FROM credit_files f
                          WHERE f.credit_application_id = a.credit_application_id
                          ORDER BY (f.decision_log_id = d.decision_log_id) DESC NULLS LAST,
                                   f.credit_file_id DESC
                          LIMIT 1) cf ON true
      LEFT JOIN consumers c ON c.credit_application_id = a.credit_application_id
      LEFT JOIN addresses ad ON ad.credit_application_id = a.credit_application_id
                            AND ad.address_number = 1
      LEFT JOIN deposits dp ON dp.credit_application_id = a.credit_application_id
      LEFT JOIN credit_sentry cs ON cs.credit_application_id = a.credit_application_id
     ORDER BY a.time_submitted DESC, a.credit_application_id DESC`;
}

/** The lender's last `limit` applications (newest submitted first) that have a current decision. */
export async function recentDecidedApplications(
  sql: Sql,
  lenderId: number,
  limit: number,
): Promise<DecidedApplication[]> {
  const rows = await sql.query<FactsRow>(
    factsQuery(`
      SELECT a.credit_application_id, a.time_submitted, a.data_protection_hidden, a.advance_pence
        FROM credit_applications a
       WHERE a.lender_id = $1
         AND EXISTS (SELECT 1 FROM decision_logs d
                      WHERE d.credit_application_id = a.credit_application_id AND d.is_current)
       ORDER BY a.time_submitted DESC, a.credit_application_id DESC
       LIMIT $2`),
    [lenderId, limit],
  );
  return rows.map(toDecided);
}

/** One application of the lender, or undefined when there is none. */
export async function applicationOfLender(
  sql: Sql,
  lenderId: number,
  applicationId: number,
): Promise<DecidedApplication | undefined> {
  const [row] = await sql.query<FactsRow>(
    factsQuery(`
      SELECT a.credit_application_id, a.time_submitted, a.data_protection_hidden, a.advance_pence
        FROM credit_applications a
       WHERE a.credit_application_id = $2 AND a.lender_id = $1`),
    [lenderId, applicationId],
  );
  return row ? toDecided(row) : undefined;
}
