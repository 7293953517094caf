import type { Sql } from '../../db/database';
import {
  rescoreRefusal,
  type ManualDecision,
  type PersonalDataKind,
} from '@backoffice/domain/model';
import { audit } from '../../http/audit';
import { forbidden, notFound } from '../../http/errors';
import { sessionOf, type OperationContext } from '../../http/operations';
import type { SessionPrincipal } from '../../auth/principal';

export const APPLICATION_NOT_FOUND = 'Credit request not found';

/** Permission keys of the credit application area (spec section 6, merchants.md section 6). */
export const APPLICATION_PERMISSIONS = {
  cancel: '1:1',
  forceIdCheck: '1:6',
  verify: '1:7',
  underwrite: '1:8',
  editConsumer: '1:10',
  addNotes: '1:11',
  viewConsumer: '100:10',
  viewCreditFiles: '100:11',
  viewFraud: '100:14',
} as const;

/** The lender whose applications a lender user sees, or null for a service user (all of them). */
export function applicationLenderScope(
  principal: Pick<SessionPrincipal, 'userType' | 'lenderId'>,
): number | null {
  // A lender user without a lender sees nothing rather than everything.
  return principal.userType === 'lender' ? (principal.lenderId ?? 0) : null;
}

/** The facts of an application that decide what the user may see and do with it. */
export interface ApplicationState {
  credit_application_id: number;
  current_status: string;
  lender_id: number | null;
  data_protection_hidden: boolean;
  credit_policy_id: number | null;
  time_submitted: Date | string;
  manual_decision_status: string | null;
  manual_decision_at: Date | string | null;
}

/**
 * The application if the user may see it. A lender's user asking for another lender's
 * application gets the same 404 as for a missing one, so that ids reveal nothing.
 * `forUpdate` locks the row, so that two actions on one application run one after the other.
 */
export async function visibleApplication(
  context: OperationContext,
  applicationId: number,
  { forUpdate = false } = {},
): Promise<ApplicationState> {
  const scope = applicationLenderScope(sessionOf(context));
  const [row] = await context.sql.query<ApplicationState>(
    `SELECT credit_application_id::int AS credit_application_id, current_status, lender_id,
            data_protection_hidden, credit_policy_id, time_submitted,
            manual_decision_status, manual_decision_at
       FROM credit_applications
      WHERE credit_application_id = $1 AND ($2::int IS NULL OR lender_id = $2)
      ${forUpdate ? 'FOR UPDATE' : ''}`,
    [applicationId, scope],
  );
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}

/**
 * Which personal data of the application the user may see now, kind by kind: none of it once
 * the application is hidden by data protection, else what the user's permissions allow. Every
 * path that shows an application's personal data (detail, decisions, fraud, policy test runs
 * and simulations) asks this.
 */
export function personalDataAccess(
  principal: SessionPrincipal,
  application: Pick<ApplicationState, 'data_protection_hidden'>,
): Record<PersonalDataKind, boolean> {
  const allowed = (permission: string) =>
    !application.data_protection_hidden && principal.permissions.has(permission);
  const consumer = allowed(APPLICATION_PERMISSIONS.viewConsumer);
  return {
    consumer,
    // A credit file names the consumer (accounts, electoral roll), so it needs both.
    credit_file: consumer && allowed(APPLICATION_PERMISSIONS.viewCreditFiles),
    fraud: allowed(APPLICATION_PERMISSIONS.viewFraud),
  };
}

/** Whether the user may see the consumer's personal data of this application now. */
export function consumerVisible(principal: SessionPrincipal, application: ApplicationState) {
  return personalDataAccess(principal, application).consumer;
}

/** The answer to personal data a user may not see: the spec's data protection message. */
export const dataProtected = () =>
  forbidden('This data is inaccessible due to data protection regulations');

/**
 * Records who did what to an application (views of personal data, actions, edits, its work queue
 * hold) and when; `area` names the feature the action belongs to.
 */
export async function auditApplication(
  context: OperationContext,
  applicationId: number,
  action: string,
  detail?: object,
  area: 'credit_application' | 'work_queue' = 'credit_application',
) {
  await audit(context.sql, {
    userId: sessionOf(context).userId,
    action: `${area}.${action}`,
    subject: `credit_application:${applicationId}`,
    detail,
    ip: context.ip,
  });
}

export const isoString = (value: Date | string) => new Date(value).toISOString();

/** The application's last manual underwriting decision, if an underwriter has made one. */
export function manualDecisionOf(
  application: Pick<ApplicationState, 'manual_decision_status' | 'manual_decision_at'>,
): ManualDecision | null {
  return application.manual_decision_status && application.manual_decision_at
    ? {
        status: application.manual_decision_status,
        timestamp: isoString(application.manual_decision_at),
      }
    : null;
}

/** Why the application may not be re-scored now (ADR 0010), or null when it may. */
export const applicationRescoreRefusal = (
  application: Pick<
    ApplicationState,
    | 'current_status'
    | 'credit_policy_id'
    | 'lender_id'
    | 'manual_decision_status'
    | 'manual_decision_at'
  >,
) =>
  rescoreRefusal({
    status: application.current_status,
    manualDecision: manualDecisionOf(application),
    hasCreditPolicy: application.credit_policy_id !== null && application.lender_id !== null,
  });

/** Sets a new status with its reason and logs it, as every action does. */
export async function changeStatus(
  sql: Sql,
  applicationId: number,
  userId: number,
  status: string,
  reason: string | null,
) {
  await sql.query(
    `UPDATE credit_applications
        SET current_status = $2, current_reason = $3, status_timestamp = now()
      WHERE credit_application_id = $1`,
    [applicationId, status, reason],
  );
  await sql.query(
    `INSERT INTO status_logs (credit_application_id, status, reason, logged_at, user_id)
     VALUES ($1, $2, $3, now(), $4)`,
    [applicationId, status, reason, userId],
  );
}
