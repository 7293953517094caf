import type { AuditRecordHref } from '@backoffice/domain/widgets';

/** A consumer's subject access view; a consumer's id is their application's (ADR 0066). */
export const subjectAccessPath = (consumerId: number) => `/audit/consumers/${consumerId}/`;

/** The console page of a record an audit event names, where it has one. */
export const auditRecordPath: AuditRecordHref = (kind, id) => {
  switch (kind) {
    case 'credit_application':
      return `/credit-app/${id}/`;
    case 'retailer':
      return `/merchants/${id}/`;
    case 'credit_policy':
      return `/credit-policies/${id}/`;
    case 'credit_policy_module':
      return `/credit-policy-modules/${id}/`;
    default:
      return null;
  }
};
