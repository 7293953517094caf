import { noteRefusal } from '@backoffice/domain/model';
import type { components } from '@backoffice/api-client/schema';
import type { SessionPrincipal } from '../../auth/principal';
import { APPLICATION_PERMISSIONS } from './access';

type HalLinks = components['schemas']['HalLinks'];
type HalLink = components['schemas']['HalLink'];

export type ApplicationAction = 'force_id_check' | 'verify' | 'cancel' | 'inspect' | 'underwrite';

interface ActionRule {
  permission: string;
  method: 'PUT' | 'PATCH';
  path: string;
  title: string;
  /** The statuses the action is offered from. */
  from: readonly string[];
  /** The status it moves to; underwrite takes it from the request. */
  to: string | null;
  reasonRequired: boolean;
}

/**
 * Which status moves each order action makes, and from where (designed: the spec leaves the
 * moves unshown). Underwrite's target is ACCEPT, DECLINE or CANCEL as the underwriter chooses.
 */
export const actionRules: Record<ApplicationAction, ActionRule> = {
  force_id_check: {
    permission: APPLICATION_PERMISSIONS.forceIdCheck,
    method: 'PUT',
    path: 'actions/force-id-check',
    title: 'Force ID Check',
    from: ['ACTION-RETAILER', 'ACTION-LENDER', 'REFER', 'INFO'],
    to: 'ACTION-CUSTOMER',
    reasonRequired: false,
  },
  verify: {
    permission: APPLICATION_PERMISSIONS.verify,
    method: 'PUT',
    path: 'actions/verify',
    title: 'Verify',
    from: ['ACTION-RETAILER', 'ACTION-CUSTOMER', 'ACTION-LENDER'],
    to: 'VERIFIED',
    reasonRequired: true,
  },
  cancel: {
    permission: APPLICATION_PERMISSIONS.cancel,
    method: 'PUT',
    path: 'actions/cancel',
    title: 'Cancel',
    from: [
      'ACCEPT',
      'ACTION-CUSTOMER',
      'ACTION-LENDER',
      'ACTION-RETAILER',
      'AMENDED',
      'ATB',
      'INFO',
      'INSPECT',
      'PRE-APPROVE',
      'REFER',
      'RESUBMITTED',
      'SUBMITTED',
      'VERIFIED',
    ],
    to: 'CANCEL',
    reasonRequired: true,
  },
  inspect: {
    permission: APPLICATION_PERMISSIONS.verify,
    method: 'PUT',
    path: 'actions/inspect',
    title: 'Inspect',
    from: ['ACCEPT', 'ACTION-LENDER', 'AMENDED', 'ATB', 'PRE-APPROVE', 'REFER', 'VERIFIED'],
    to: 'INSPECT',
    reasonRequired: true,
  },
  underwrite: {
    permission: APPLICATION_PERMISSIONS.underwrite,
    method: 'PATCH',
    path: 'actions/underwrite',
    title: 'Underwrite',
    from: [
      'ACCEPT',
      'ACTION-LENDER',
      'ACTION-RETAILER',
      'AMENDED',
      'DECLINE',
      'INFO',
      'INSPECT',
      'PRE-APPROVE',
      'REFER',
    ],
    to: null,
    reasonRequired: true,
  },
};

/** Statuses in which a signed agreement exists to download. */
const agreementStatuses = ['ACCEPT', 'ATB', 'COMPLETE', 'FULFILLED', 'SUCCESS', 'VERIFIED'];

export interface LinkSubject {
  credit_application_id: number;
  current_status: string;
  data_protection_hidden: boolean;
}

/** Why the action is not offered now, or null when it is. */
export function actionRefusal(
  action: ApplicationAction,
  principal: SessionPrincipal,
  status: string,
): { status: 403 | 409; message: string } | null {
  const rule = actionRules[action];
  if (!principal.permissions.has(rule.permission)) {
    return { status: 403, message: 'You do not have permission to do this.' };
  }
  if (!rule.from.includes(status)) {
    return {
      status: 409,
      message: `This action is not available for an application in status ${status}.`,
    };
  }
  return null;
}

export function agreementAvailable(principal: SessionPrincipal, subject: LinkSubject) {
  return (
    agreementStatuses.includes(subject.current_status) &&
    !subject.data_protection_hidden &&
    principal.permissions.has(APPLICATION_PERMISSIONS.viewConsumer)
  );
}

export function consumerEditable(principal: SessionPrincipal, subject: LinkSubject) {
  return (
    !subject.data_protection_hidden &&
    principal.permissions.has(APPLICATION_PERMISSIONS.editConsumer) &&
    principal.permissions.has(APPLICATION_PERMISSIONS.viewConsumer)
  );
}

export function notesAddable(principal: SessionPrincipal, subject: LinkSubject) {
  return (
    principal.permissions.has(APPLICATION_PERMISSIONS.addNotes) &&
    noteRefusal(subject.current_status) === null
  );
}

/** The links of an application: self, and each action the user may take now. */
export function applicationLinks(principal: SessionPrincipal, subject: LinkSubject): HalLinks {
  const base = `/credit-applications/${subject.credit_application_id}`;
  const links: Record<string, HalLink> = { self: { href: base, method: 'GET' } };
  for (const [action, rule] of Object.entries(actionRules) as [ApplicationAction, ActionRule][]) {
    if (actionRefusal(action, principal, subject.current_status) === null) {
      links[action] = { href: `${base}/${rule.path}`, method: rule.method, title: rule.title };
    }
  }
  if (consumerEditable(principal, subject)) {
    links.edit_consumer = { href: `${base}/piiconsumer`, method: 'PATCH' };
  }
  if (notesAddable(principal, subject)) {
    links.add_note = { href: `${base}/notes`, method: 'POST' };
  }
  if (agreementAvailable(principal, subject)) {
    links.agreement = { href: `${base}/agreement`, method: 'PUT', title: 'Agreement' };
  }
  return links as HalLinks;
}
