import type { ReportFilterValues, ReportQuery, ReportQueryDefaults } from './reportQuery';

/** What the audit trail's filters send (the contract's listAuditEvents query). */
export interface AuditTrailServerQuery {
  page: number;
  perPage: number;
  user_id?: number;
  action?: string;
  record_kind?: string;
  record_id?: number;
  date_from?: string;
  date_to?: string;
}

/** The trail opens on every event, newest first, 50 a page. */
export const auditTrailDefaults: ReportQueryDefaults = {
  filters: { user_id: '', action: '', record: '', date_from: '', date_to: '' },
  order: null,
  perPage: 50,
  dateFilters: ['date_from', 'date_to'],
};

/** The areas of actions the What filter offers; each matches every action of its area. */
export const auditAreas = [
  { value: 'sign_in', label: 'Sign-ins' },
  { value: 'sign_out', label: 'Sign-outs' },
  { value: 'user', label: 'Users' },
  { value: 'users', label: 'Group moves' },
  { value: 'group', label: 'Groups and permissions' },
  { value: 'credit_application', label: 'Credit applications' },
  { value: 'work_queue', label: 'Work queues' },
  { value: 'retailer', label: 'Merchants' },
  { value: 'credit_policy', label: 'Credit policies' },
  { value: 'credit_policy_module', label: 'Policy modules' },
  { value: 'rate_card', label: 'Rate cards' },
  { value: 'fraud_watch_list', label: 'Watch lists' },
  { value: 'export', label: 'Exports' },
  { value: 'export_schedule', label: 'Scheduled reports' },
  { value: 'settlement', label: 'Settlement' },
] as const;

/** A record typed as its subject reads ('credit_application:1001'), or a bare application id. */
export function parseAuditRecord(text: string): { kind?: string; id?: number } | null {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  const match = /^(?:([a-z_]{1,60}):)?(\d{1,15})$/.exec(trimmed);
  if (!match) return /^[a-z_]{1,60}$/.test(trimmed) ? { kind: trimmed } : null;
  return { kind: match[1] ?? 'credit_application', id: Number(match[2]) };
}

const text = (values: ReportFilterValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The server query of a view of the trail; a record that cannot be read filters nothing. */
export function auditTrailServerQuery(view: ReportQuery): AuditTrailServerQuery {
  const userId = text(view.filters, 'user_id');
  const action = text(view.filters, 'action');
  const record = parseAuditRecord(text(view.filters, 'record') ?? '') ?? {};
  const from = text(view.filters, 'date_from');
  const to = text(view.filters, 'date_to');
  return {
    page: view.page,
    perPage: view.perPage,
    ...(userId && /^\d+$/.test(userId) ? { user_id: Number(userId) } : {}),
    ...(action ? { action } : {}),
    ...(record.kind ? { record_kind: record.kind } : {}),
    ...(record.id !== undefined ? { record_id: record.id } : {}),
    ...(from ? { date_from: from } : {}),
    ...(to ? { date_to: to } : {}),
  };
}

/**
 * The filters of an export of a view of the trail (the audit_trail report): the list's server
 * query without its paging, so the file holds every event the view's pages hold.
 */
export function auditTrailExportFilters(
  view: ReportQuery,
): Omit<AuditTrailServerQuery, 'page' | 'perPage'> {
  const { page: _page, perPage: _perPage, ...filters } = auditTrailServerQuery(view);
  return filters;
}

const sentence = (words: string) => {
  const spaced = words.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** 'credit_application.consumer_viewed' reads 'Credit application: consumer viewed'. */
export function auditActionLabel(action: string): string {
  const [area, ...rest] = action.split('.');
  return rest.length === 0
    ? sentence(area ?? action)
    : `${sentence(area ?? '')}: ${rest.join(' ').replace(/_/g, ' ')}`;
}

/** A change's state before and after, when the event recorded both; else null. */
export function auditChange(
  detail: Readonly<Record<string, unknown>> | null,
): { before: unknown; after: unknown } | null {
  if (!detail || !('before' in detail) || !('after' in detail)) return null;
  return { before: detail.before, after: detail.after };
}

/** A detail as the trail shows it: its entries other than a change's before and after. */
export function auditDetailEntries(
  detail: Readonly<Record<string, unknown>> | null,
): [string, string][] {
  if (!detail) return [];
  return Object.entries(detail)
    .filter(([key]) => key !== 'before' && key !== 'after')
    .map(([key, value]) => [
      sentence(key),
      typeof value === 'string' ? value : JSON.stringify(value),
    ]);
}

/**
 * The people the Who filter offers: the signed-in user, the one chosen, and everyone on the page,
 * by name. It needs no user management permission, which a lender's auditor may not hold.
 */
export function auditPeopleOptions(
  events: readonly { user: { user_id: number; name: string } | null }[],
  me: { user_id: number; name: string } | undefined,
  chosen: { user_id: number; name: string } | undefined,
): { value: string; label: string }[] {
  const people = new Map<number, string>();
  for (const person of [me, chosen, ...events.map((event) => event.user)]) {
    if (person) people.set(person.user_id, person.name);
  }
  return [...people]
    .map(([userId, name]) => ({ value: String(userId), label: name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
