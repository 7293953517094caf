import { formatPence, isDeclineOverride } from '@backoffice/domain/model';
import { engineDecisionOf } from '../approvals/applicationChanges';
import { HttpError, conflict, forbidden, invalidProperty } from '../../http/errors';
import { sessionOf, type OperationContext, type OperationResult } from '../../http/operations';
import { auditApplication, changeStatus, visibleApplication } from './access';
import { readCreditApplication } from './detail';
import { simplePdf } from './documents';
import { actionRefusal, actionRules, agreementAvailable, type ApplicationAction } from './links';

interface AgreementRow {
  credit_request_id: string;
  product_code: string;
  advance_pence: number;
  retailer_name: string;
  lender_name: string | null;
  consumer_name: string | null;
  time_submitted: Date | string;
}

const reasonMissing = () => invalidProperty('reason', 'is required');

/**
 * Runs an order action as a state transition: offered only as the application's links offer
 * it (403 without the permission, 409 from a status it does not start from), the new status
 * logged with its reason, and an audit entry written.
 */
async function runAction(
  context: OperationContext,
  action: ApplicationAction,
  chooseStatus: (current: string) => string,
): Promise<OperationResult> {
  const principal = sessionOf(context);
  const id = Number(context.params.creditAppId);
  const body = (context.body ?? {}) as { reason?: string };
  const rule = actionRules[action];
  if (rule.reasonRequired && !body.reason?.trim()) throw reasonMissing();
  const application = await visibleApplication(context, id, { forUpdate: true });
  const refusal = actionRefusal(action, principal, application.current_status);
  if (refusal?.status === 403) throw forbidden(refusal.message);
  if (refusal) throw conflict(refusal.message);
  const from = application.current_status;
  const to = chooseStatus(from);
  if (action === 'underwrite' && isDeclineOverride(await engineDecisionOf(context.sql, id), to)) {
    throw conflict(
      "Accepting overrides the credit policy's DECLINE, so a second person approves it: submit the decision for approval.",
    );
  }
  const reason = body.reason?.trim() || null;
  await changeStatus(context.sql, id, principal.userId, to, reason);
  if (action === 'underwrite') {
    // A manual decision is final for scoring (ADR 0010): re-scoring is refused from now on.
    await context.sql.query(
      `UPDATE credit_applications SET manual_decision_status = $2, manual_decision_at = now()
        WHERE credit_application_id = $1`,
      [id, to],
    );
  }
  if (action === 'force_id_check') {
    await context.sql.query(
      `INSERT INTO id_verification_events (credit_application_id, name, internal_reference, occurred_at)
       VALUES ($1, 'id_check_forced', $2, now())`,
      [id, `I-${id}`],
    );
  }
  await auditApplication(context, id, action, { from, to, reason });
  const updated = { ...application, current_status: to };
  return {
    status: 200,
    headers: { 'content-type': 'application/hal+json' },
    body: await readCreditApplication(context, updated),
  };
}

const fixedTarget = (action: ApplicationAction) => () => actionRules[action].to!;

export const actionHandlers = {
  forceIdCheck: (context: OperationContext) =>
    runAction(context, 'force_id_check', fixedTarget('force_id_check')),
  verifyApplication: (context: OperationContext) =>
    runAction(context, 'verify', fixedTarget('verify')),
  cancelApplication: (context: OperationContext) =>
    runAction(context, 'cancel', fixedTarget('cancel')),
  inspectApplication: (context: OperationContext) =>
    runAction(context, 'inspect', fixedTarget('inspect')),
  underwriteApplication: (context: OperationContext) =>
    runAction(context, 'underwrite', (current) => {
      const { status } = context.body as { status: 'ACCEPT' | 'DECLINE' | 'CANCEL' };
      if (status === current) {
        throw new HttpError(400, 'ERR_FRONT_END_VALIDATION_ERROR', 'Choose a new status.', [
          { property: 'status', message: 'must differ from the current status' },
        ]);
      }
      if (current === 'DECLINE' && status === 'CANCEL') {
        throw conflict('A declined application cannot be cancelled.');
      }
      return status;
    }),

  /** A generated agreement, as a data URL the console opens for download. */
  async getApplicationAgreement(context: OperationContext): Promise<OperationResult> {
    const principal = sessionOf(context);
    const id = Number(context.params.creditAppId);
    const application = await visibleApplication(context, id);
    if (!agreementAvailable(principal, application)) {
      throw conflict('There is no agreement to download for this application now.');
    }
    const [row] = (await context.sql.query<AgreementRow>(
      `SELECT a.credit_request_id::text AS credit_request_id, a.product_code, a.advance_pence,
              r.name AS retailer_name, l.name AS lender_name, a.time_submitted,
              concat_ws(' ', c.title, c.forename, c.surname) AS consumer_name
         FROM credit_applications a
         JOIN retailers r ON r.retailer_id = a.retailer_id
         LEFT JOIN lenders l ON l.lender_id = a.lender_id
         LEFT JOIN consumers c ON c.credit_application_id = a.credit_application_id
        WHERE a.credit_application_id = $1`,
      [id],
    )) as [AgreementRow];
    const pdf = simplePdf(`Credit agreement for application ${id}`, [
      `Credit request: ${row.credit_request_id}`,
      `Borrower: ${row.consumer_name ?? 'N/A'}`,
      `Lender: ${row.lender_name ?? 'N/A'}`,
      `Supplier: ${row.retailer_name}`,
      `Product: ${row.product_code}`,
      `Amount of credit: ${formatPence(row.advance_pence)}`,
      `Submitted: ${new Date(row.time_submitted).toISOString().slice(0, 10)}`,
      `Generated: ${new Date().toISOString()}`,
    ]);
    await auditApplication(context, id, 'agreement_downloaded');
    return {
      status: 200,
      body: { url: `data:application/pdf;base64,${pdf.toString('base64')}` },
    };
  },
};
