import type { components } from '@backoffice/api-client/schema';
import { withholdDataValues, type PersonalDataKind } from '@backoffice/domain/model';
import { notFound } from '../../http/errors';
import { sessionOf, type OperationContext } from '../../http/operations';
import {
  applicationLenderScope,
  auditApplication,
  dataProtected,
  isoString,
  personalDataAccess,
  visibleApplication,
} from './access';
import { identityCardPng } from './documents';

type DecisionLog = components['schemas']['DecisionLog'];
type CreditFile = components['schemas']['CreditFile'];

interface DecisionLogRow {
  decision_log_id: string | number;
  is_current: boolean;
  status: DecisionLog['status'];
  product_code: string;
  lender_name: string | null;
  tier: string | null;
  time_taken_ms: number;
  logged_at: Date | string;
  rules: DecisionLog['rules'];
  service_rules: DecisionLog['service_rules'];
  credit_policy_id: number | null;
  policy_version: number | null;
}

/**
 * The decision logs of an application, newest first. The application's values each rule used
 * are personal data (age, salary, postcode, credit score, fraud scores): those the user may not
 * see are null.
 */
async function decisionLogs(
  context: OperationContext,
  applicationId: number,
  access: Record<PersonalDataKind, boolean>,
) {
  const rows = await context.sql.query<DecisionLogRow>(
    `SELECT d.decision_log_id, d.is_current, d.status, COALESCE(d.product_code, a.product_code) AS product_code,
            l.name AS lender_name, d.tier, d.time_taken_ms, d.logged_at, d.rules, d.service_rules,
            d.credit_policy_id, d.policy_version
       FROM decision_logs d
       JOIN credit_applications a ON a.credit_application_id = d.credit_application_id
       LEFT JOIN lenders l ON l.lender_id = d.lender_id
      WHERE d.credit_application_id = $1
      ORDER BY d.logged_at DESC, d.decision_log_id DESC`,
    [applicationId],
  );
  return rows.map((row) => ({
    current: row.is_current,
    log: {
      decision_log_id: Number(row.decision_log_id),
      status: row.status,
      product_code: row.product_code,
      lender_name: row.lender_name ?? '',
      tier: row.tier,
      time_taken: row.time_taken_ms,
      timestamp: isoString(row.logged_at),
      rules: row.rules.map((rule) => withheldRule(rule, access)),
      service_rules: row.service_rules.map((rule) => withheldRule(rule, access)),
      credit_policy_id: row.credit_policy_id,
      policy_version: row.policy_version,
    } satisfies DecisionLog,
  }));
}

/** A fired rule with the values the user may not see withheld. */
export function withheldRule<Rule extends { values_used: Record<string, unknown> }>(
  rule: Rule,
  access: Record<PersonalDataKind, boolean>,
): Rule {
  return { ...rule, values_used: withholdDataValues(rule.values_used, (kind) => access[kind]) };
}

/** Whether any personal data is shown: then reading it is audited. */
const showsPersonalData = (access: Record<PersonalDataKind, boolean>) =>
  Object.values(access).some(Boolean);

export async function listApplicationDecisionLogs(context: OperationContext) {
  const id = Number(context.params.creditAppId);
  const access = personalDataAccess(sessionOf(context), await visibleApplication(context, id));
  const logs = await decisionLogs(context, id, access);
  if (logs.length > 0 && showsPersonalData(access)) {
    await auditApplication(context, id, 'decisions_viewed');
  }
  return { status: 200, body: { items: logs.map((row) => row.log) } };
}

interface CreditFileRow {
  search_id: string;
  credit_score: number | null;
  content: Omit<CreditFile, 'search_id' | 'credit_score'>;
}

/**
 * An application has one decision (its id is the application's) holding every decision log
 * and the bureau files; credit files need permission 100:11 beside the consumer's (100:10), on
 * an application not hidden by data protection, and reading them is audited.
 */
export async function listApplicationDecisions(context: OperationContext) {
  const id = Number(context.params.creditAppId);
  const access = personalDataAccess(sessionOf(context), await visibleApplication(context, id));
  const logs = await decisionLogs(context, id, access);
  if (logs.length === 0) return { status: 200, body: { items: [] } };
  if (showsPersonalData(access)) await auditApplication(context, id, 'decisions_viewed');
  const files = access.credit_file
    ? await context.sql.query<CreditFileRow>(
        `SELECT search_id, credit_score, content FROM credit_files
          WHERE credit_application_id = $1 ORDER BY credit_file_id DESC`,
        [id],
      )
    : [];
  if (files.length > 0) await auditApplication(context, id, 'credit_files_viewed');
  return {
    status: 200,
    body: {
      items: [
        {
          decision_id: id,
          current: true,
          current_decision_log_id: logs.find((row) => row.current)?.log.decision_log_id ?? null,
          decision_logs: logs.map((row) => row.log),
          credit_files: files.map((file) => ({
            ...file.content,
            search_id: file.search_id,
            credit_score: file.credit_score,
            accounts: file.content.accounts ?? [],
          })),
        },
      ],
    },
  };
}

type Section = { display: string; value: string | number | boolean | null };

interface FraudRow {
  flags: string[] | null;
  content: Record<string, Section[] | undefined> | null;
  amount_pence: number | null;
  paid: boolean | null;
  card_type: string | null;
  card_ending: string | null;
  vendor_code: string | null;
  deposit_errors: number;
}

/** The feature-scoring fraud service's view of the decision and of the deposit. */
export async function getDecisionFraud(context: OperationContext) {
  const id = Number(context.params.creditAppId);
  const application = await visibleApplication(context, id);
  if (!personalDataAccess(sessionOf(context), application).fraud) throw dataProtected();
  const [decided] = await context.sql.query(
    'SELECT 1 FROM decision_logs WHERE credit_application_id = $1 LIMIT 1',
    [id],
  );
  if (!decided || Number(context.params.decisionId) !== id) throw notFound('Decision not found.');
  const [row] = (await context.sql.query<FraudRow>(
    `SELECT cs.flags, cs.content, dp.amount_pence, dp.paid, dp.card_type, dp.card_ending, dp.vendor_code,
            (SELECT count(*)::int FROM deposit_errors e WHERE e.credit_application_id = $1) AS deposit_errors
       FROM credit_applications a
       LEFT JOIN credit_sentry cs ON cs.credit_application_id = a.credit_application_id
       LEFT JOIN deposits dp ON dp.credit_application_id = a.credit_application_id
      WHERE a.credit_application_id = $1`,
    [id],
  )) as [FraudRow];
  const content = row.content ?? {};
  const active = row.content !== null;
  await auditApplication(context, id, 'fraud_viewed');
  return {
    status: 200,
    body: {
      status: active ? 'Active' : 'Inactive',
      sections: [
        {
          title: 'Decisioning',
          items: [
            { display: 'Flags', value: (row.flags ?? []).join(', ') || 'None' },
            ...(content.maxmind ?? []),
            ...(content.tracesmart ?? []),
            ...(content.idscan ?? []),
            ...(content.bank_enhanced ?? []),
          ],
        },
        {
          title: 'Deposit',
          items: [
            { display: 'Amount', value: row.amount_pence, unit: 'pence' },
            { display: 'Paid', value: row.paid },
            { display: 'Card type', value: row.card_type },
            { display: 'Card ending', value: row.card_ending },
            { display: 'Vendor code', value: row.vendor_code },
            { display: 'Failed attempts', value: row.deposit_errors },
          ],
        },
      ],
    },
  };
}

/** The front or back image of an ID verification upload, for references the data holds. */
export async function getIdentityImage(context: OperationContext) {
  const principal = sessionOf(context);
  const reference = String(context.params.vendor_reference);
  const [event] = await context.sql.query<{ credit_application_id: number }>(
    `SELECT ev.credit_application_id::int AS credit_application_id
       FROM id_verification_events ev
       JOIN credit_applications a ON a.credit_application_id = ev.credit_application_id
      WHERE ev.vendor_reference = $1 AND NOT a.data_protection_hidden
        AND ($2::int IS NULL OR a.lender_id = $2)
      LIMIT 1`,
    [reference, applicationLenderScope(principal)],
  );
  if (!event) throw notFound('Image not found.');
  const side = context.params.classifier as 'front' | 'back';
  await auditApplication(context, event.credit_application_id, 'id_image_viewed', {
    vendor_reference: reference,
    classifier: side,
  });
  return {
    status: 200,
    headers: { 'content-type': 'image/png', 'cache-control': 'private, no-store' },
    body: identityCardPng(reference, side),
  };
}
