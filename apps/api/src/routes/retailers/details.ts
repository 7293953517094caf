import {
  cdsSettingsUpdateSchema,
  retailerUpdateSchema,
  type RetailerUpdateInput,
} from '@backoffice/domain/model';
import { forbidden } from '../../http/errors';
import { sessionOf, type OperationContext } from '../../http/operations';
import {
  RETAILER_PERMISSIONS,
  auditRetailer,
  parseBody,
  queryParams,
  requireProviderStaff,
  visibleRetailer,
} from './access';
import { readRetailer } from './read';

type RetailerUpdate = ReturnType<typeof retailerUpdateSchema.parse>;

/** The retailers columns of the company, account and finance details, by field. */
const companyColumns = {
  name: 'name',
  registration_number: 'registration_number',
  ccl_number: 'ccl_number',
  ccl_start_date: 'ccl_start_date',
  legal_status: 'legal_status',
  principle_trading_url: 'principle_trading_url',
  description_type_goods: 'description_type_goods',
} as const;
const addressColumns = ['address_line_1', 'address_line_2', 'address_line_3', 'post_code'] as const;
const accountColumns = {
  account_type: 'account_type',
  sign_up_fee: 'sign_up_fee_pence',
  monthly_cost: 'monthly_cost_pence',
} as const;
const financeColumns = {
  average_time_receipt_goods: 'average_time_receipt_goods',
  annual_sales_turnover: 'annual_sales_turnover_pence',
  annual_finance_turnover: 'annual_finance_turnover_pence',
  net_worth: 'net_worth_pence',
  net_profit: 'net_profit_pence',
  average_order_value: 'average_order_value_pence',
} as const;
const bankColumns = ['name', 'account_holder_name', 'account_number', 'sort_code'] as const;

/** The column changes of an update: the fields it names, and nothing else. */
function retailerColumnChanges(update: RetailerUpdate): [string, unknown][] {
  const changes: [string, unknown][] = [];
  // vat_number is the CCL number's older name; either one sets it.
  const ccl = update.ccl_number !== undefined ? update.ccl_number : update.vat_number;
  const company = { ...update, ccl_number: ccl };
  for (const [field, column] of Object.entries(companyColumns)) {
    const value = company[field as keyof typeof company];
    if (value !== undefined) changes.push([column, value]);
  }
  for (const column of addressColumns) {
    const value = update.address?.[column];
    if (value !== undefined) changes.push([column, value]);
  }
  for (const [field, column] of Object.entries(accountColumns)) {
    const value = update.account_details?.[field as keyof typeof accountColumns];
    if (value !== undefined) changes.push([column, value]);
  }
  for (const [field, column] of Object.entries(financeColumns)) {
    const value = update.company_finance_details?.[field as keyof typeof financeColumns];
    if (value !== undefined) changes.push([column, value]);
  }
  return changes;
}

/** Changed fields of each kind of bank details; a kind not yet there is added. */
async function updateBankDetails(
  context: OperationContext,
  retailerId: number,
  bankDetails: NonNullable<RetailerUpdate['bank_details']>,
) {
  for (const [kind, details] of Object.entries(bankDetails)) {
    const changes: [string, unknown][] = [
      ...bankColumns.flatMap((column) =>
        details[column] === undefined ? [] : [[column, details[column]] as [string, unknown]],
      ),
      ...addressColumns.flatMap((column) =>
        details.address?.[column] === undefined
          ? []
          : [[column, details.address[column]] as [string, unknown]],
      ),
    ];
    if (changes.length === 0) continue;
    const { values, param } = queryParams();
    const retailer = param(retailerId);
    const kindParam = param(kind);
    const columns = changes.map(([column]) => column);
    const placeholders = changes.map(([, value]) => param(value));
    await context.sql.query(
      `INSERT INTO retailer_bank_details (retailer_id, kind, ${columns.join(', ')})
       VALUES (${retailer}, ${kindParam}, ${placeholders.join(', ')})
       ON CONFLICT (retailer_id, kind) DO UPDATE SET
         ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`,
      values,
    );
  }
}

/**
 * Edits company, account, finance and bank details: only the service user type, with Edit
 * merchant details (and Edit bank details for bank_details); only the fields sent change.
 */
export async function updateRetailer(context: OperationContext) {
  const principal = sessionOf(context);
  const retailerId = Number(context.params.retailerId);
  requireProviderStaff(principal);
  const update = parseBody(retailerUpdateSchema, context.body as RetailerUpdateInput);
  if (update.bank_details && !principal.permissions.has(RETAILER_PERMISSIONS.editBank)) {
    throw forbidden('You do not have permission to edit bank details.');
  }
  await visibleRetailer(context, retailerId, { forUpdate: true });
  const changes = retailerColumnChanges(update);
  if (changes.length > 0) {
    const { values, param } = queryParams();
    const assignments = changes.map(([column, value]) => `${column} = ${param(value)}`);
    await context.sql.query(
      `UPDATE retailers SET ${assignments.join(', ')} WHERE retailer_id = ${param(retailerId)}`,
      values,
    );
  }
  if (update.bank_details) await updateBankDetails(context, retailerId, update.bank_details);
  await auditRetailer(context, retailerId, 'updated', {
    fields: changes.map(([column]) => column),
    bank_details: Object.keys(update.bank_details ?? {}),
  });
  return {
    status: 200,
    headers: { 'content-type': 'application/hal+json' },
    body: await readRetailer(context, retailerId),
  };
}

/** CDS settings: enabled and the proof-of-delivery check factor; the service user type only. */
export async function updateRetailerSettings(context: OperationContext) {
  const retailerId = Number(context.params.retailerId);
  requireProviderStaff(sessionOf(context));
  const update = parseBody(cdsSettingsUpdateSchema, context.body);
  await visibleRetailer(context, retailerId, { forUpdate: true });
  const [row] = (await context.sql.query<{ enabled: boolean; check_factor: number | null }>(
    `UPDATE retailers
        SET cds_enabled = COALESCE($2, cds_enabled), cds_check_factor = COALESCE($3, cds_check_factor)
      WHERE retailer_id = $1
      RETURNING cds_enabled AS enabled, cds_check_factor::float8 AS check_factor`,
    [retailerId, update.enabled ?? null, update.check_factor ?? null],
  )) as [{ enabled: boolean; check_factor: number | null }];
  await auditRetailer(context, retailerId, 'settings_updated', update);
  return {
    status: 200,
    body: { cds: { enabled: row.enabled, check_factor: row.check_factor ?? 0 } },
  };
}
