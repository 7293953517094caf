import { checkWithSchema, type MerchantUserType } from '@backoffice/domain/model';
import type { SessionPrincipal } from '../../auth/principal';
import { HttpError, forbidden, notFound } from '../../http/errors';
import { sessionOf, type OperationContext } from '../../http/operations';

export const RETAILER_NOT_FOUND = 'Merchant not found.';

/** Permission keys of the merchant area (merchants.md section 6; the seeded catalogue). */
export const RETAILER_PERMISSIONS = {
  merchants: '200:4',
  applications: '200:5',
  edit: '201:10',
  editBank: '201:11',
  contacts: '201:12',
  flagsAndNotes: '201:13',
  assign: '201:14',
  statusActions: '201:15',
  ghost: '201:16',
  health: '200:10',
} as const;

/**
 * The provider's own staff: a service user of the provider's organisation. Only they edit
 * merchant, bank and contact details, take status actions and ghost (merchants.md 1 and 6);
 * a merchant's own users are service users of the merchant's organisation and are not staff.
 */
export function isProviderStaff(principal: SessionPrincipal): boolean {
  return principal.userType === 'service_user' && principal.organisationType === 'service_user';
}

/** The user type the shared merchant rules speak of. */
export function merchantUserType(principal: SessionPrincipal): MerchantUserType {
  return isProviderStaff(principal) ? 'service_user' : 'lender';
}

export const STAFF_ONLY = 'Only the service user type may do this.';

export function requireProviderStaff(principal: SessionPrincipal) {
  if (!isProviderStaff(principal)) throw forbidden(STAFF_ONLY);
}

/** Merchants or New Merchants: either navigation permission opens a merchant. */
export function mayReadMerchants(principal: SessionPrincipal): boolean {
  return (
    principal.permissions.has(RETAILER_PERMISSIONS.merchants) ||
    principal.permissions.has(RETAILER_PERMISSIONS.applications)
  );
}

/**
 * Which merchants the user sees, as SQL over a retailers alias (`param` adds a value): the
 * provider's staff every merchant; a lender user the merchants its lender deals with (a lender
 * status row for its lender; a lender user without a lender sees none); a merchant's user its
 * own merchant.
 */
export function retailerScopeSql(
  principal: SessionPrincipal,
  alias: string,
  param: (value: unknown) => string,
): string {
  if (principal.userType === 'lender') {
    // The merchant's lenders ride along in the list indexes (migration 0020).
    return `${param(principal.lenderId ?? 0)}::int = ANY(${alias}.lender_ids)`;
  }
  if (principal.organisationType !== 'service_user') {
    return `${alias}.retailer_id = ${param(principal.retailerId ?? 0)}`;
  }
  return 'true';
}

/** The lender whose statuses, agreements and notes a lender user sees; null for the others. */
export function lenderScope(principal: SessionPrincipal): number | null {
  return principal.userType === 'lender' ? (principal.lenderId ?? 0) : null;
}

/** Values for a query built with `param`: numbered placeholders in the order they were added. */
export function queryParams(initial: readonly unknown[] = []) {
  const values: unknown[] = [...initial];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  return { values, param };
}

/**
 * The merchant, if the user may see it; a merchant outside the user's scope answers the same
 * 404 as a missing one, so ids reveal nothing. `forUpdate` locks the row, so that two changes
 * of one merchant run one after the other.
 */
export async function visibleRetailer(
  context: OperationContext,
  retailerId: number,
  { forUpdate = false } = {},
): Promise<{ retailer_id: number; account_status: string; name: string }> {
  const principal = sessionOf(context);
  if (!mayReadMerchants(principal)) throw forbidden();
  const { values, param } = queryParams();
  const [row] = await context.sql.query<{
    retailer_id: number;
    account_status: string;
    name: string;
  }>(
    `SELECT r.retailer_id, r.account_status, r.name FROM retailers r
      WHERE r.retailer_id = ${param(retailerId)} AND ${retailerScopeSql(principal, 'r', param)}
      ${forUpdate ? 'FOR UPDATE' : ''}`,
    values,
  );
  if (!row) throw notFound(RETAILER_NOT_FOUND);
  return row;
}

/**
 * Records who did what to a merchant and when (views of its contacts' personal data, actions,
 * edits); in a ghost session the entry also names the staff member (audit_log.ghosted_by).
 */
export async function auditRetailer(
  context: OperationContext,
  retailerId: number,
  action: string,
  detail?: object,
) {
  await context.sql.query(
    `INSERT INTO audit_log (user_id, action, subject, detail, ip_address) VALUES ($1, $2, $3, $4, $5)`,
    [
      sessionOf(context).userId,
      `retailer.${action}`,
      `retailer:${retailerId}`,
      detail ? JSON.stringify(detail) : null,
      context.ip,
    ],
  );
}

/**
 * Parses a body with a shared schema of the domain model; a failure answers 400
 * ERR_SCHEMA_VALIDATION_ERROR naming each property, before anything is written.
 */
type ModelSchema = Parameters<typeof checkWithSchema>[0];
type Parsed<Schema extends ModelSchema> = Extract<
  ReturnType<typeof checkWithSchema<Schema>>,
  { success: true }
>['data'];

export function parseBody<Schema extends ModelSchema>(
  schema: Schema,
  body: unknown,
): Parsed<Schema> {
  const result = checkWithSchema(schema, body);
  if (!result.success) {
    throw new HttpError(
      400,
      'ERR_SCHEMA_VALIDATION_ERROR',
      'The request is not valid.',
      result.problems,
    );
  }
  return result.data;
}

export const isoString = (value: Date | string) => new Date(value).toISOString();
