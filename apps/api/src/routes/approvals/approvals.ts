import type { components } from '@backoffice/api-client/schema';
import { json } from '../../db/database';
import { audit } from '../../http/audit';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { sessionOf, type OperationContext, type OperationHandlers } from '../../http/operations';
import { paging, type ListQuery } from '../users/management';
import { applyModuleInput } from '../credit-policies/modules';
import { applyPolicyInput } from '../credit-policies/policies';
import {
  assertLenderAllowed,
  lenderScopeOf,
  moduleSnapshot,
  policySnapshot,
  readModule,
  readPolicy,
  saveModuleVersion,
  savePolicyVersion,
  type CreditPolicyInput,
  type CreditPolicyModuleInput,
} from '../credit-policies/store';
import { assertSameLender, checkModule, checkPolicy } from '../credit-policies/validation';
import { applicationKinds, type ApplicationKind } from './applicationChanges';

type ApprovalRequest = components['schemas']['ApprovalRequest'];
export type ApprovalKind = ApprovalRequest['change']['kind'];
type ApprovalStatus = components['schemas']['ApprovalStatus'];

export interface ApprovalRow {
  approval_request_id: number;
  kind: ApprovalKind;
  subject_id: number;
  subject_name: string;
  lender_id: number | null;
  base_version: number | null;
  before: unknown;
  after: unknown;
  reason: string;
  status: ApprovalStatus;
  submitted_by: number;
  maker_username: string;
  submitted_at: Date | string;
  decided_by: number | null;
  checker_username: string | null;
  decided_at: Date | string | null;
  comment: string | null;
  applied_version: number | null;
  /** For an application's change: whether its consumer is hidden for data protection. */
  data_protection_hidden: boolean | null;
}

const selectRequests = `
  SELECT a.*, maker.username AS maker_username, checker.username AS checker_username,
         app.data_protection_hidden
    FROM approval_requests a
    JOIN users maker ON maker.user_id = a.submitted_by
    LEFT JOIN users checker ON checker.user_id = a.decided_by
    LEFT JOIN credit_applications app
           ON a.kind IN ('decline_override', 'consumer_identity')
          AND app.credit_application_id = a.subject_id`;

/** What each kind of record is called in messages and audit subjects. */
const subjects: Record<ApprovalKind, { noun: string; auditKind: string }> = {
  credit_policy: { noun: 'policy', auditKind: 'credit_policy' },
  credit_policy_module: { noun: 'module', auditKind: 'module' },
  decline_override: { noun: 'application', auditKind: 'credit_application' },
  consumer_identity: { noun: "application's consumer", auditKind: 'credit_application' },
};

const isApplicationKind = (kind: ApprovalKind): kind is ApplicationKind => kind in applicationKinds;

/**
 * The requests as the user may see them: an application's change shows as its kind presents it
 * (personal data withheld, and audited when shown).
 */
async function present(context: OperationContext, rows: readonly ApprovalRow[]) {
  return Promise.all(
    rows.map(async (row) => {
      const request = toApprovalRequest(row);
      return isApplicationKind(row.kind)
        ? { ...request, change: await applicationKinds[row.kind].present(context, row) }
        : request;
    }),
  );
}

function toApprovalRequest(row: ApprovalRow): ApprovalRequest {
  return {
    approval_request_id: row.approval_request_id,
    subject_id: row.subject_id,
    subject_name: row.subject_name,
    lender_id: row.lender_id,
    base_version: row.base_version,
    status: row.status,
    reason: row.reason,
    submitted_by: { user_id: row.submitted_by, username: row.maker_username },
    submitted_at: new Date(row.submitted_at).toISOString(),
    decided_by:
      row.decided_by !== null && row.checker_username !== null
        ? { user_id: row.decided_by, username: row.checker_username }
        : null,
    decided_at: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
    comment: row.comment,
    ...(row.applied_version !== null ? { applied_version: row.applied_version } : {}),
    change:
      row.kind === 'decline_override' || row.kind === 'consumer_identity'
        ? // Filled in by present(), which knows what the user may see.
          ({ kind: row.kind } as ApprovalRequest['change'])
        : row.kind === 'credit_policy'
          ? {
              kind: 'credit_policy',
              before: row.before as CreditPolicyInput,
              after: row.after as CreditPolicyInput,
            }
          : {
              kind: 'credit_policy_module',
              before: row.before as CreditPolicyModuleInput,
              after: row.after as CreditPolicyModuleInput,
            },
  };
}

/** A request within the user's lender scope; 404 when there is none, 403 for another lender's. */
async function readRequest(context: OperationContext, id: number): Promise<ApprovalRow> {
  const [row] = await context.sql.query<ApprovalRow>(
    `${selectRequests} WHERE a.approval_request_id = $1`,
    [id],
  );
  if (!row) throw notFound('Approval request not found.');
  const scope = lenderScopeOf(context);
  // An application with no lender belongs to no lender user.
  if (scope !== null && row.lender_id === null) throw forbidden();
  if (row.lender_id !== null) assertLenderAllowed(scope, row.lender_id);
  return row;
}

export async function listRequests(
  context: OperationContext,
  where: { clause: string; values: unknown[] },
) {
  const { page, perPage, offset } = paging(context.query as ListQuery, 25);
  const [{ total }] = (await context.sql.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM approval_requests a WHERE ${where.clause}`,
    where.values,
  )) as [{ total: number }];
  const rows = await context.sql.query<ApprovalRow>(
    `${selectRequests} WHERE ${where.clause}
      ORDER BY a.status <> 'pending',
               CASE WHEN a.status = 'pending' THEN a.submitted_at END ASC,
               a.decided_at DESC, a.approval_request_id DESC
      LIMIT ${perPage} OFFSET ${offset}`,
    where.values,
  );
  return {
    status: 200,
    body: { items: await present(context, rows), meta: { page, perPage, total } },
  };
}

export async function submit(
  context: OperationContext,
  kind: ApprovalKind,
  current: {
    id: number;
    name: string;
    lenderId: number | null;
    version: number | null;
    before: unknown;
  },
  after: unknown,
  reason: string,
) {
  const principal = sessionOf(context);
  // The partial unique index keeps one pending request per record, also for two makers at once.
  const [inserted] = await context.sql.query<{ approval_request_id: number }>(
    `INSERT INTO approval_requests
       (kind, subject_id, subject_name, lender_id, base_version, before, after, reason, submitted_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (kind, subject_id) WHERE status = 'pending' DO NOTHING
     RETURNING approval_request_id`,
    [
      kind,
      current.id,
      current.name,
      current.lenderId,
      current.version,
      json(current.before),
      json(after),
      reason,
      principal.userId,
    ],
  );
  if (!inserted) {
    throw conflict(
      `This ${subjects[kind].noun} already has a change waiting for approval; it must be approved or rejected first.`,
    );
  }
  const id = inserted.approval_request_id;
  await audit(context.sql, {
    userId: principal.userId,
    action: 'approval_submitted',
    subject: `${subjects[kind].auditKind}:${current.id}`,
    detail: { approval_request_id: id, reason },
    ip: context.ip,
  });
  const [submitted] = await present(context, [await readRequest(context, id)]);
  return { status: 201, body: submitted! };
}

/**
 * Decides a pending request as the signed-in checker. The request's row is locked first, so of
 * two checkers pressing at once the second waits for the first transaction and then finds the
 * request decided: an approved change is applied once, a rejected one never.
 */
async function decide(context: OperationContext, decision: 'approved' | 'rejected') {
  const principal = sessionOf(context);
  const request = await readRequest(context, context.params.approvalId as number);
  if (request.submitted_by === principal.userId) {
    throw forbidden('You cannot decide your own request: another person must check it.');
  }
  const [locked] = (await context.sql.query<{ status: ApprovalStatus }>(
    'SELECT status FROM approval_requests WHERE approval_request_id = $1 FOR UPDATE',
    [request.approval_request_id],
  )) as [{ status: ApprovalStatus }];
  if (locked.status !== 'pending') throw conflict('This request has already been decided.');
  const { comment } = context.body as { comment: string };
  if (isApplicationKind(request.kind))
    applicationKinds[request.kind].assertDecidable(context, request);
  const appliedVersion = decision === 'approved' ? await applyChange(context, request) : null;
  await context.sql.query(
    `UPDATE approval_requests
        SET status = $2, decided_by = $3, decided_at = now(), comment = $4, applied_version = $5
      WHERE approval_request_id = $1`,
    [request.approval_request_id, decision, principal.userId, comment, appliedVersion],
  );
  const decided = await readRequest(context, request.approval_request_id);
  await audit(context.sql, {
    userId: principal.userId,
    action: decision === 'approved' ? 'approval_applied' : 'approval_rejected',
    subject: `${subjects[request.kind].auditKind}:${request.subject_id}`,
    detail: {
      approval_request_id: request.approval_request_id,
      maker: { user_id: decided.submitted_by, username: decided.maker_username },
      checker: { user_id: principal.userId, username: decided.checker_username },
      comment,
      ...(appliedVersion !== null ? { version: appliedVersion } : {}),
    },
    ip: context.ip,
  });
  const [shown] = await present(context, [decided]);
  return { status: 200, body: shown! };
}

/**
 * Applies an approved change as a save would, refusing a record that moved on since; answers
 * the version it saved, or null for an application's change, which has none.
 */
async function applyChange(
  context: OperationContext,
  request: ApprovalRow,
): Promise<number | null> {
  const stale = () =>
    conflict(
      `The ${subjects[request.kind].noun} has changed since this request was submitted; reject it and submit the change again.`,
    );
  if (isApplicationKind(request.kind)) {
    await applicationKinds[request.kind].apply(context, request, stale);
    return null;
  }
  if (request.kind === 'credit_policy') {
    const current = await readPolicy(context.sql, request.subject_id, null);
    if (current.version !== request.base_version) throw stale();
    await applyPolicyInput(
      context.sql,
      current.lender_id,
      current.credit_policy_id,
      request.after as CreditPolicyInput,
      'policy',
    );
    return (await savePolicyVersion(context, current.credit_policy_id, request.submitted_by))
      .version;
  }
  const current = await readModule(context.sql, request.subject_id, null);
  if (current.version !== request.base_version) throw stale();
  await applyModuleInput(
    context.sql,
    current.lender_id,
    current.module_id,
    request.after as CreditPolicyModuleInput,
  );
  return (await saveModuleVersion(context, current.module_id, request.submitted_by)).version;
}

/** Runs a check of a module as saved, naming what it refuses under `prefix.` of the request. */
async function propertiesUnder(prefix: string, check: () => Promise<void>) {
  try {
    await check();
  } catch (error) {
    if (!(error instanceof HttpError) || !error.properties) throw error;
    throw new HttpError(
      error.status,
      error.code,
      error.message,
      error.properties.map((problem) => ({
        ...problem,
        property: `${prefix}.${problem.property}`,
      })),
      { cause: error },
    );
  }
}

export const approvalHandlers: OperationHandlers = {
  async listApprovalRequests(context) {
    const scope = lenderScopeOf(context);
    const status = (context.query as { status?: ApprovalStatus }).status;
    const values: unknown[] = [];
    const conditions = ['true'];
    if (scope !== null) {
      values.push(scope);
      conditions.push(`a.lender_id = $${values.length}`);
    }
    if (status) {
      values.push(status);
      conditions.push(`a.status = $${values.length}`);
    }
    return listRequests(context, { clause: conditions.join(' AND '), values });
  },

  async getApprovalRequest(context) {
    const request = await readRequest(context, context.params.approvalId as number);
    const [shown] = await present(context, [request]);
    return { status: 200, body: shown! };
  },

  approveApprovalRequest: (context) => decide(context, 'approved'),
  rejectApprovalRequest: (context) => decide(context, 'rejected'),

  async listCreditPolicyApprovalRequests(context) {
    const policyId = context.params.policyId as number;
    await readPolicy(context.sql, policyId, lenderScopeOf(context));
    return listRequests(context, {
      clause: `a.kind = 'credit_policy' AND a.subject_id = $1`,
      values: [policyId],
    });
  },

  async submitCreditPolicyChange(context) {
    const current = await readPolicy(
      context.sql,
      context.params.policyId as number,
      lenderScopeOf(context),
    );
    const body = context.body as { reason: string; policy: CreditPolicyInput };
    assertSameLender(current.lender_id, body.policy.lender_id, 'policy');
    await checkPolicy(context.sql, current.lender_id, body.policy.stages, 'policy', {
      checkLender: false,
    });
    return submit(
      context,
      'credit_policy',
      {
        id: current.credit_policy_id,
        name: current.name,
        lenderId: current.lender_id,
        version: current.version,
        before: policySnapshot(current),
      },
      body.policy,
      body.reason,
    );
  },

  async listCreditPolicyModuleApprovalRequests(context) {
    const moduleId = context.params.moduleId as number;
    await readModule(context.sql, moduleId, lenderScopeOf(context));
    return listRequests(context, {
      clause: `a.kind = 'credit_policy_module' AND a.subject_id = $1`,
      values: [moduleId],
    });
  },

  async submitCreditPolicyModuleChange(context) {
    const current = await readModule(
      context.sql,
      context.params.moduleId as number,
      lenderScopeOf(context),
    );
    const body = context.body as { reason: string; module: CreditPolicyModuleInput };
    // A rule deleted since a restored snapshot comes back as a new rule when the change is
    // applied; only another module's rule is refused.
    const sentIds = body.module.rules.flatMap((rule) => rule.rule_id ?? []);
    const othersRuleIds = new Set(
      (
        await context.sql.query<{ rule_id: number }>(
          'SELECT rule_id FROM rules WHERE rule_id = ANY($1::int[]) AND module_id <> $2',
          [sentIds, current.module_id],
        )
      ).map((row) => row.rule_id),
    );
    await propertiesUnder('module', async () => {
      assertSameLender(current.lender_id, body.module.lender_id);
      await checkModule(
        context.sql,
        { rules: body.module.rules },
        new Set(sentIds.filter((id) => !othersRuleIds.has(id))),
      );
    });
    return submit(
      context,
      'credit_policy_module',
      {
        id: current.module_id,
        name: current.name,
        lenderId: current.lender_id,
        version: current.version,
        before: moduleSnapshot(current),
      },
      body.module,
      body.reason,
    );
  },
};
