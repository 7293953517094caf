import { LENDER_STATUS_NOT_SET, type MerchantUserType } from './merchants';
import { isoDay, type ReportQueryDefaults } from './reportQuery';
import type { LenderStatus, MerchantAccountStatus } from './statuses';

/**
 * The merchant list and the New Merchants list (merchants.md section 2, "Merchant list"): one
 * list screen with its filters, defaults per user type, and the server's order keys.
 */
export type MerchantListKind = 'merchants' | 'merchant-applications';

/** Filters are from 2000-01-01 to one year from today. */
export const MERCHANT_LIST_DATE_FROM = '2000-01-01';

export function merchantListDateTo(today: Date): string {
  const next = new Date(today);
  next.setFullYear(today.getFullYear() + 1);
  return isoDay(next);
}

/** Status filter default: live, plus provisional for service users. */
export function defaultMerchantStatuses(userType: MerchantUserType): MerchantAccountStatus[] {
  return userType === 'service_user' ? ['live', 'provisional'] : ['live'];
}

/**
 * New Merchants lender status defaults: service users null (Not set), PENDING and INFO NEEDED;
 * lenders PENDING, INFO NEEDED and CONDITIONALLY APPROVED. Not set travels as 'null'.
 */
export function defaultApplicationLenderStatuses(
  userType: MerchantUserType,
): (LenderStatus | typeof LENDER_STATUS_NOT_SET)[] {
  return userType === 'service_user'
    ? [LENDER_STATUS_NOT_SET, 'PENDING', 'INFO NEEDED']
    : ['PENDING', 'INFO NEEDED', 'CONDITIONALLY APPROVED'];
}

/**
 * Which filters each user type sees: service users the account manager, product package
 * (labelled Decision Policy) and account status; lenders the decision policy and lender status.
 */
export function merchantListFilterNames(userType: MerchantUserType): readonly string[] {
  return userType === 'service_user'
    ? ['name', 'account_status', 'account_manager_id', 'product_package_id', 'lender_status']
    : ['name', 'decision_policy_id', 'lender_status'];
}

/**
 * The report defaults of either list for a user type. An empty array filter means "any". The
 * merchant list filters account statuses (live, plus provisional for service users); New
 * Merchants shows every account status and filters lender statuses instead.
 */
export function merchantListDefaults(
  kind: MerchantListKind,
  userType: MerchantUserType,
  today: Date,
): ReportQueryDefaults {
  const applications = kind === 'merchant-applications';
  return {
    filters: {
      date_from: MERCHANT_LIST_DATE_FROM,
      date_to: merchantListDateTo(today),
      name: '',
      account_status: applications ? [] : defaultMerchantStatuses(userType),
      lender_status: applications ? defaultApplicationLenderStatuses(userType) : [],
      account_manager_id: [],
      product_package_id: [],
      decision_policy_id: [],
    },
    order: { column: 'created_at', direction: 'descending' },
    perPage: 100,
    dateFilters: ['date_from', 'date_to'],
  };
}

/** Keys of the lists' orderable columns (the server's order[] keys); -created_at is the default. */
export const merchantOrderKeys = ['created_at', 'retailer_id', 'name'] as const;
export type MerchantOrderKey = (typeof merchantOrderKeys)[number];
