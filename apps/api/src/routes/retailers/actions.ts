import {
  CCL_NUMBER_REQUIRED,
  merchantAccountStatusLabel,
  merchantStatusMoves,
  provisionalApprovalRefusal,
  submittableLenders,
  suspendedStatusFor,
  type MerchantAction,
  type SuspendType,
} from '@backoffice/domain/model';
import type { components } from '@backoffice/api-client/schema';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import { sessionOf, type OperationContext, type OperationResult } from '../../http/operations';
import { auditRetailer, requireProviderStaff, visibleRetailer } from './access';
import { actionRefusal } from './links';
import { readLinkState, readRetailer } from './read';

type Schemas = components['schemas'];
type LinkState = Awaited<ReturnType<typeof readLinkState>>;

/** What an action did, for its audit entry. */
type Outcome = Record<string, unknown>;

const setStatus = async (context: OperationContext, retailerId: number, status: string) => {
  await context.sql.query('UPDATE retailers SET account_status = $2 WHERE retailer_id = $1', [
    retailerId,
    status,
  ]);
};

/**
 * Runs a merchant action as the merchant's links offer it: 403 without the permission or for
 * the wrong kind of user, 409 from a state it does not start from (a rejected merchant never
 * moves again), then the change, an audit entry, and the merchant as it is afterwards.
 */
async function runAction(
  context: OperationContext,
  action: MerchantAction,
  perform: (state: LinkState, retailerId: number) => Promise<Outcome>,
): Promise<OperationResult> {
  const principal = sessionOf(context);
  const retailerId = Number(context.params.retailerId);
  await visibleRetailer(context, retailerId, { forUpdate: true });
  const state = await readLinkState(context, retailerId);
  const refusal = actionRefusal(principal, action, state);
  if (refusal?.status === 403) throw forbidden(refusal.message);
  if (refusal) throw conflict(refusal.message);
  const outcome = await perform(state, retailerId);
  await auditRetailer(context, retailerId, action, { from: state.account_status, ...outcome });
  return {
    status: 200,
    headers: { 'content-type': 'application/hal+json' },
    body: await readRetailer(context, retailerId),
  };
}

/** A status move to a fixed status. */
const moveTo =
  (context: OperationContext, to: string) => async (_state: LinkState, retailerId: number) => {
    await setStatus(context, retailerId, to);
    return { to };
  };

/** Sets a merchant's product package or decision policy to one that exists (404 otherwise). */
async function assignExisting(
  context: OperationContext,
  retailerId: number,
  assignment: {
    column: 'product_package_id' | 'decision_policy_id';
    table: 'product_packages' | 'decision_policies';
    id: number;
    notFoundMessage: string;
  },
) {
  const { column, table, id } = assignment;
  const [known] = await context.sql.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [id]);
  if (!known) throw notFound(assignment.notFoundMessage);
  await context.sql.query(`UPDATE retailers SET ${column} = $2 WHERE retailer_id = $1`, [
    retailerId,
    id,
  ]);
  return { [column]: id };
}

export const actionHandlers = {
  /** 'The merchant is now live for trading'. */
  acceptRetailer: (context: OperationContext) =>
    runAction(context, 'accept', moveTo(context, merchantStatusMoves.accept.to)),

  /** 'Merchant Approved'; refused under a regulated decision policy without a valid CCL number. */
  provisionallyApproveRetailer: (context: OperationContext) =>
    runAction(context, 'provisionally_approve', async (state, retailerId) => {
      if (provisionalApprovalRefusal(state)) {
        throw invalid(CCL_NUMBER_REQUIRED, [
          {
            property: 'ccl_number',
            message: 'must be at least 6 characters under a regulated decision policy',
          },
        ]);
      }
      return moveTo(context, merchantStatusMoves.provisionally_approve.to)(state, retailerId);
    }),

  /** 'Merchant Rejected': cannot be undone, since no action leaves rejected. */
  rejectRetailer: (context: OperationContext) =>
    runAction(context, 'reject', moveTo(context, merchantStatusMoves.reject.to)),

  /** 'The retailer has been suspended': general, trading or settlement. */
  suspendRetailer: (context: OperationContext) =>
    runAction(context, 'suspend', async (state, retailerId) => {
      const { type } = (context.body ?? {}) as Schemas['RetailerSuspendRequest'];
      const to = suspendedStatusFor(type as SuspendType | undefined);
      if (to === state.account_status) {
        throw conflict(`The merchant is already ${merchantAccountStatusLabel(to)}.`);
      }
      await setStatus(context, retailerId, to);
      return { to, type: type ?? '' };
    }),

  /**
   * 'Merchant Submitted': the lender's status becomes PENDING (Provisional), and an application
   * becomes pending.
   */
  submitRetailerToLender: (context: OperationContext) =>
    runAction(context, 'submit_to_lender', async (state, retailerId) => {
      const { lender_id: lenderId } = context.body as Schemas['RetailerLenderRequest'];
      if (!submittableLenders(state).includes(lenderId)) {
        throw conflict(
          state.lender_statuses.some((entry) => entry.lender_id === lenderId)
            ? 'The merchant has been submitted to this lender already.'
            : 'The merchant does not deal with this lender.',
        );
      }
      await context.sql.query(
        `UPDATE retailer_lenders SET lender_status = 'PENDING', submitted_at = now()
          WHERE retailer_id = $1 AND lender_id = $2`,
        [retailerId, lenderId],
      );
      const to = state.account_status === 'application' ? 'pending' : state.account_status;
      if (to !== state.account_status) await setStatus(context, retailerId, to);
      return { to, lender_id: lenderId };
    }),

  /** 'The Decision Policy has been assigned' (a product package, for service users). */
  assignRetailerProductPackage: (context: OperationContext) =>
    runAction(context, 'assign_product_package', (_state, retailerId) =>
      assignExisting(context, retailerId, {
        column: 'product_package_id',
        table: 'product_packages',
        id: (context.body as Schemas['RetailerProductPackageRequest']).product_package_id,
        notFoundMessage: 'Product package not found.',
      }),
    ),

  /** 'The Decision Policy has been assigned' (lender users). */
  assignRetailerDecisionPolicy: (context: OperationContext) =>
    runAction(context, 'assign_decision_policy', (_state, retailerId) =>
      assignExisting(context, retailerId, {
        column: 'decision_policy_id',
        table: 'decision_policies',
        id: (context.body as Schemas['RetailerDecisionPolicyRequest']).decision_policy_id,
        notFoundMessage: 'Decision policy not found.',
      }),
    ),

  /** 'The Account Manager has been assigned': one of the provider's staff, not locked. */
  assignRetailerAccountManager: (context: OperationContext) =>
    runAction(context, 'assign_account_manager', async (_state, retailerId) => {
      const { user_id: userId } = context.body as Schemas['RetailerAccountManagerRequest'];
      const [manager] = await context.sql.query(
        `SELECT 1 FROM users u JOIN organisations o ON o.organisation_id = u.organisation_id
          WHERE u.user_id = $1 AND u.user_type = 'service_user'
            AND o.organisation_type = 'service_user' AND NOT u.locked`,
        [userId],
      );
      if (!manager) throw notFound('Account manager not found.');
      await context.sql.query(
        'UPDATE retailers SET account_manager_user_id = $2 WHERE retailer_id = $1',
        [retailerId, userId],
      );
      return { account_manager_user_id: userId };
    }),

  /** The staff who can be account managers: the provider's service users, not locked, by name. */
  async listAccountManagers(context: OperationContext): Promise<OperationResult> {
    requireProviderStaff(sessionOf(context));
    const query = context.query as { page?: number; perPage?: number };
    const page = query.page ?? 1;
    const perPage = query.perPage ?? 100;
    const staff = `FROM users u JOIN organisations o ON o.organisation_id = u.organisation_id
                  WHERE u.user_type = 'service_user' AND o.organisation_type = 'service_user'
                    AND NOT u.locked`;
    const items = await context.sql.query<{ user_id: number; name: string }>(
      `SELECT u.user_id, concat_ws(' ', u.first_name, u.last_name) AS name ${staff}
        ORDER BY lower(u.first_name), lower(u.last_name), u.user_id LIMIT $1 OFFSET $2`,
      [perPage, (page - 1) * perPage],
    );
    const [{ total }] = (await context.sql.query<{ total: number }>(
      `SELECT count(*)::int AS total ${staff}`,
    )) as [{ total: number }];
    return { status: 200, body: { items, meta: { page, perPage, total } } };
  },
};
