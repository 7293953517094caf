import type { LenderStatus } from '../../model/index';

/** A hypermedia link of a merchant, as the server offers it. */
export interface MerchantLink {
  href: string;
  method?: string;
  title?: string;
}

/** The merchant's `_links`: each action it offers the user now is a relation of its name. */
export type MerchantLinks = Partial<Record<string, MerchantLink>>;

/** What the actions panel and its modals read of a merchant. */
export interface MerchantActionsMerchant {
  retailer_id: number;
  name: string;
  account_status: string;
  ccl_number: string | null;
  decision_policy: { decision_policy_id: number; name: string; is_regulated: boolean } | null;
  product_package: { product_package_id: number; name: string } | null;
  account_details: { account_manager: { user_id: number; name: string } | null };
  lender_statuses: readonly {
    lender_id: number;
    lender_name: string;
    status: LenderStatus | null;
  }[];
  lender_agreements: readonly { retailer_agreed: string | null }[];
  _links: MerchantLinks;
}

/** The lists the assignment modals choose from; undefined while they load. */
export interface MerchantActionChoices {
  accountManagers?: readonly { user_id: number; name: string }[];
  productPackages?: readonly { product_package_id: number; name: string }[];
  decisionPolicies?: readonly { decision_policy_id: number; name: string }[];
}

/** A merchant action with what it takes; the page sends it to the action's link. */
export type MerchantActionRequest =
  | { action: 'accept' | 'reject' }
  | { action: 'provisionally_approve'; ccl_number?: string }
  | { action: 'suspend'; type: '' | 'trading' | 'settlement' }
  | { action: 'submit_to_lender'; lender_id: number }
  | { action: 'assign_product_package'; product_package_id: number }
  | { action: 'assign_decision_policy'; decision_policy_id: number }
  | { action: 'assign_account_manager'; user_id: number };

/** The actions taken through the generic action modal. */
export type MerchantModalAction = MerchantActionRequest['action'];

/** One button of the actions panel: an action (submit to lender has one per lender). */
export interface MerchantActionEntry {
  action: MerchantModalAction;
  label: string;
  /** The lender of a Submit to Lender entry. */
  lender?: { lender_id: number; lender_name: string };
}
