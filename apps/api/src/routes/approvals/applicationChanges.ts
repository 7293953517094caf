import type { components } from '@backoffice/api-client/schema';
import { consumerIdentityFields, isDeclineOverride } from '@backoffice/domain/model';
import type { ConsumerIdentityField, ConsumerIdentityValues } from '@backoffice/domain/model';
import type { Sql } from '../../db/database';
import { conflict, forbidden, type HttpError } from '../../http/errors';
import { sessionOf, type OperationContext, type OperationHandlers } from '../../http/operations';
import {
  auditApplication,
  changeStatus,
  dataProtected,
  personalDataAccess,
  visibleApplication,
  type ApplicationState,
} from '../credit-applications/access';
import { writeConsumer } from '../credit-applications/consumer';
import { actionRefusal } from '../credit-applications/links';
import { listRequests, submit, type ApprovalRow } from './approvals';

type ApprovalChange = components['schemas']['ApprovalRequest']['change'];
export type ApplicationKind = 'decline_override' | 'consumer_identity';

/** How an application's kind of change is shown, who may decide it, and how it applies. */
interface ApplicationKindRules {
  present(context: OperationContext, row: ApprovalRow): Promise<ApprovalChange>;
  assertDecidable(context: OperationContext, row: ApprovalRow): void;
  apply(context: OperationContext, row: ApprovalRow, stale: () => HttpError): Promise<void>;
}

/** The application's row locked for the change, whoever's lender it is (the request was checked). */
async function lockedApplication(sql: Sql, applicationId: number) {
  const [row] = (await sql.query<{ current_status: string; data_protection_hidden: boolean }>(
    `SELECT current_status, data_protection_hidden FROM credit_applications
      WHERE credit_application_id = $1 FOR UPDATE`,
    [applicationId],
  )) as [{ current_status: string; data_protection_hidden: boolean }];
  return row;
}

/** The engine's decision: the status of the application's current decision log. */
export async function engineDecisionOf(sql: Sql, applicationId: number) {
  const [row] = await sql.query<{ status: string }>(
    'SELECT status FROM decision_logs WHERE credit_application_id = $1 AND is_current',
    [applicationId],
  );
  return row?.status ?? null;
}

/** Whether the user may see this request's consumer values now (the detail page's rule). */
const consumerShown = (context: OperationContext, row: ApprovalRow) =>
  personalDataAccess(sessionOf(context), {
    data_protection_hidden: row.data_protection_hidden ?? true,
  }).consumer;

export const applicationKinds: Record<ApplicationKind, ApplicationKindRules> = {
  decline_override: {
    present: async (_context, row) => ({
      kind: 'decline_override',
      before: row.before as { status: string },
      after: row.after as { status: 'ACCEPT' },
    }),
    assertDecidable: () => undefined,
    async apply(context, row, stale) {
      const application = await lockedApplication(context.sql, row.subject_id);
      const before = row.before as { status: string };
      const after = row.after as { status: string };
      if (application.current_status !== before.status) throw stale();
      // The underwriter's decision, recorded as theirs; the audit entry names the checker too.
      await changeStatus(context.sql, row.subject_id, row.submitted_by, after.status, row.reason);
      // A manual decision is final for scoring (ADR 0010).
      await context.sql.query(
        `UPDATE credit_applications SET manual_decision_status = $2, manual_decision_at = now()
          WHERE credit_application_id = $1`,
        [row.subject_id, after.status],
      );
    },
  },
  consumer_identity: {
    async present(context, row) {
      const after = row.after as ConsumerIdentityValues;
      const fields = consumerIdentityFields.filter((field) => field in after);
      if (!consumerShown(context, row)) {
        return { kind: 'consumer_identity', fields, before: null, after: null };
      }
      await auditApplication(context, row.subject_id, 'consumer_viewed', {
        approval_request_id: row.approval_request_id,
      });
      return {
        kind: 'consumer_identity',
        fields,
        before: row.before as ConsumerIdentityValues,
        after,
      } as ApprovalChange;
    },
    assertDecidable(context, row) {
      if (!consumerShown(context, row)) throw dataProtected();
    },
    async apply(context, row, stale) {
      const application = await lockedApplication(context.sql, row.subject_id);
      if (application.data_protection_hidden) {
        throw conflict('This data is inaccessible due to data protection regulations');
      }
      const before = row.before as ConsumerIdentityValues;
      const stored = await storedIdentity(context.sql, row.subject_id);
      const fields = Object.keys(before) as ConsumerIdentityField[];
      if (fields.some((field) => (stored[field] ?? '') !== (before[field] ?? ''))) throw stale();
      await writeConsumer(context, row.subject_id, row.after as ConsumerIdentityValues);
    },
  },
};

async function storedIdentity(sql: Sql, applicationId: number): Promise<ConsumerIdentityValues> {
  const [row] = await sql.query<ConsumerIdentityValues>(
    `SELECT forename, middle_name, surname, date_of_birth::text AS date_of_birth
       FROM consumers WHERE credit_application_id = $1`,
    [applicationId],
  );
  return row ?? {};
}

/**
 * Splits a consumer edit: the identity fields whose values change, before and after, or null
 * when none does. Those wait for approval; the rest of the edit saves at once.
 */
export async function identityChangeOf(
  sql: Sql,
  applicationId: number,
  sent: Partial<Record<ConsumerIdentityField, string | null>>,
) {
  const stored = await storedIdentity(sql, applicationId);
  const changed = consumerIdentityFields.filter(
    (field) => sent[field] !== undefined && (sent[field] ?? '') !== (stored[field] ?? ''),
  );
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((field) => [field, stored[field] ?? null])),
    after: Object.fromEntries(changed.map((field) => [field, sent[field] ?? null])),
  };
}

/** Holds an identity change of the application's consumer as a pending request. */
export function submitConsumerIdentityChange(
  context: OperationContext,
  application: ApplicationState,
  change: { before: ConsumerIdentityValues; after: ConsumerIdentityValues },
  reason: string,
) {
  return submit(
    context,
    'consumer_identity',
    {
      id: application.credit_application_id,
      name: `Credit application ${application.credit_application_id}`,
      lenderId: application.lender_id,
      version: null,
      before: change.before,
    },
    change.after,
    reason,
  );
}

export const applicationApprovalHandlers: OperationHandlers = {
  async listCreditApplicationApprovalRequests(context) {
    const id = Number(context.params.creditAppId);
    await visibleApplication(context, id);
    return listRequests(context, {
      clause: `a.kind IN ('decline_override', 'consumer_identity') AND a.subject_id = $1`,
      values: [id],
    });
  },

  async submitDeclineOverride(context) {
    const principal = sessionOf(context);
    const id = Number(context.params.creditAppId);
    const { status, reason } = context.body as { status: 'ACCEPT'; reason: string };
    const application = await visibleApplication(context, id, { forUpdate: true });
    const refusal = actionRefusal('underwrite', principal, application.current_status);
    if (refusal?.status === 403) throw forbidden(refusal.message);
    if (refusal) throw conflict(refusal.message);
    const engineDecision = await engineDecisionOf(context.sql, id);
    if (status === application.current_status || !isDeclineOverride(engineDecision, status)) {
      throw conflict(
        'This decision overrides no DECLINE of the credit policy: underwrite it directly.',
      );
    }
    return submit(
      context,
      'decline_override',
      {
        id,
        name: `Credit application ${id}`,
        lenderId: application.lender_id,
        version: null,
        before: { status: application.current_status },
      },
      { status },
      reason,
    );
  },
};
