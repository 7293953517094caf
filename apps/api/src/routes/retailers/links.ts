import {
  merchantActionRefusal,
  type MerchantAction,
  type MerchantLinkState,
} from '@backoffice/domain/model';
import type { components } from '@backoffice/api-client/schema';
import type { SessionPrincipal } from '../../auth/principal';
import { RETAILER_PERMISSIONS, isProviderStaff } from './access';

type HalLinks = components['schemas']['HalLinks'];
type HalLink = components['schemas']['HalLink'];

/** What decides the links of a merchant besides the user. */
export interface RetailerLinkState extends MerchantLinkState {
  retailer_id: number;
  /** The merchant has users to ghost as. */
  has_users: boolean;
  /** Some contact has an email address (Contact Merchant sends to one). */
  has_contact_email: boolean;
}

interface ActionRule {
  permission: string;
  /** Who may take it besides holding the permission. */
  who: 'staff' | 'lender';
  path: string;
  method: HalLink['method'];
  title: string;
}

/** Each merchant action: its permission, its users, its call (designed, see docs/adr). */
export const retailerActionRules: Record<MerchantAction, ActionRule> = {
  accept: {
    permission: RETAILER_PERMISSIONS.statusActions,
    who: 'staff',
    path: 'accept',
    method: 'POST',
    title: 'Accept',
  },
  provisionally_approve: {
    permission: RETAILER_PERMISSIONS.statusActions,
    who: 'staff',
    path: 'provisionally-approve',
    method: 'POST',
    title: 'Provisionally Approve',
  },
  reject: {
    permission: RETAILER_PERMISSIONS.statusActions,
    who: 'staff',
    path: 'reject',
    method: 'POST',
    title: 'Reject',
  },
  suspend: {
    permission: RETAILER_PERMISSIONS.statusActions,
    who: 'staff',
    path: 'suspend',
    method: 'POST',
    title: 'Suspend',
  },
  submit_to_lender: {
    permission: RETAILER_PERMISSIONS.statusActions,
    who: 'staff',
    path: 'submit-to-lender',
    method: 'POST',
    title: 'Submit to Lender',
  },
  assign_product_package: {
    permission: RETAILER_PERMISSIONS.assign,
    who: 'staff',
    path: 'assign-product-package',
    method: 'POST',
    title: 'Assign Decision Policy',
  },
  assign_decision_policy: {
    permission: RETAILER_PERMISSIONS.assign,
    who: 'lender',
    path: 'assign-decision-policy',
    method: 'POST',
    title: 'Assign Decision Policy',
  },
  assign_account_manager: {
    permission: RETAILER_PERMISSIONS.assign,
    who: 'staff',
    path: 'assign-account-manager',
    method: 'POST',
    title: 'Assign Account Manager',
  },
  assign_operating_agreement: {
    permission: RETAILER_PERMISSIONS.assign,
    who: 'staff',
    path: 'lender-agreements',
    method: 'GET',
    title: 'Assign operating agreement',
  },
};

/** Whether the user is of the kind an action is for, and holds its permission. */
export function mayTakeAction(principal: SessionPrincipal, action: MerchantAction): boolean {
  const rule = retailerActionRules[action];
  const isKind =
    rule.who === 'staff' ? isProviderStaff(principal) : principal.userType === 'lender';
  return isKind && principal.permissions.has(rule.permission);
}

/**
 * Why the user cannot take the action on this merchant now: 403 without the permission or as
 * the wrong kind of user, 409 from a state the action does not start from; null when they can.
 */
export function actionRefusal(
  principal: SessionPrincipal,
  action: MerchantAction,
  state: RetailerLinkState,
): { status: 403 | 409; message: string } | null {
  if (!mayTakeAction(principal, action)) {
    return { status: 403, message: 'You do not have permission to do this.' };
  }
  const refusal = merchantActionRefusal(action, state);
  return refusal ? { status: 409, message: refusal } : null;
}

const staffWith = (principal: SessionPrincipal, permission: string) =>
  isProviderStaff(principal) && principal.permissions.has(permission);

/**
 * The links of a merchant: self, what the user may read, and each action and edit the user may
 * take now (the Retailer schema lists the relations).
 */
export function retailerLinks(principal: SessionPrincipal, state: RetailerLinkState): HalLinks {
  const base = `/retailers/${state.retailer_id}`;
  const links: Record<string, HalLink> = {
    self: { href: base, method: 'GET' },
    contacts: { href: `${base}/contacts`, method: 'GET' },
    notes: { href: `${base}/notes`, method: 'GET' },
  };
  if (principal.permissions.has(RETAILER_PERMISSIONS.merchants)) {
    links.rate_cards = { href: `${base}/rate-cards`, method: 'GET' };
  }
  if (principal.permissions.has(RETAILER_PERMISSIONS.health)) {
    links.health = { href: `/backoffice/retailer-diagnostics/${state.retailer_id}`, method: 'GET' };
  }
  for (const [action, rule] of Object.entries(retailerActionRules) as [
    MerchantAction,
    ActionRule,
  ][]) {
    if (actionRefusal(principal, action, state) === null) {
      links[action] = { href: `${base}/${rule.path}`, method: rule.method, title: rule.title };
    }
  }
  if (staffWith(principal, RETAILER_PERMISSIONS.ghost) && state.has_users) {
    links.ghost = { href: `${base}/users`, method: 'GET', title: 'Ghost in as User' };
  }
  if (staffWith(principal, RETAILER_PERMISSIONS.edit)) {
    links.edit = { href: base, method: 'PATCH' };
    links.settings = { href: `${base}/settings`, method: 'PATCH' };
  }
  if (staffWith(principal, RETAILER_PERMISSIONS.editBank)) {
    links.edit_bank_details = { href: base, method: 'PATCH' };
  }
  if (staffWith(principal, RETAILER_PERMISSIONS.contacts)) {
    links.add_contact = { href: `${base}/contacts`, method: 'POST' };
  }
  if (staffWith(principal, RETAILER_PERMISSIONS.flagsAndNotes)) {
    links.add_flag = { href: `${base}/flags`, method: 'POST' };
    if (state.has_contact_email) {
      links.contact_merchant = { href: `${base}/notes`, method: 'POST', title: 'Contact Merchant' };
    }
  }
  if (principal.permissions.has(RETAILER_PERMISSIONS.flagsAndNotes)) {
    links.add_note = { href: `${base}/notes`, method: 'POST' };
  }
  return links as HalLinks;
}
