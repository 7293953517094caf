import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, errorJson, pageOf, type JsonBody } from './contract';

type AuditEvent = components['schemas']['AuditEvent'];
type SubjectAccess = components['schemas']['SubjectAccess'];

/** Alex Morgan viewing the consumer of application 1001. */
export function makeAuditEvent(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    audit_id: 5001,
    happened_at: '2026-11-28T10:15:00.000Z',
    user: { user_id: 3, name: 'Alex Morgan' },
    ghosted_by: null,
    action: 'credit_application.consumer_viewed',
    record_kind: 'credit_application',
    record_id: 1001,
    subject: 'credit_application:1001',
    detail: null,
    ip_address: '10.0.4.21',
    ...overrides,
  };
}

/**
 * One of each kind of event the trail shows, newest first: a view, a status change, a group's
 * permission change with before and after, a failed sign-in of an unknown name, a ghost session
 * and a deleted user's export.
 */
export function auditEventsOfEveryKind(): AuditEvent[] {
  return [
    makeAuditEvent(),
    makeAuditEvent({
      audit_id: 5000,
      happened_at: '2026-11-28T09:40:00.000Z',
      action: 'credit_application.cancel',
      detail: { from: 'REFER', to: 'CANCEL', reason: 'Customer asked to cancel' },
    }),
    makeAuditEvent({
      audit_id: 4999,
      happened_at: '2026-11-27T16:02:00.000Z',
      user: { user_id: 1, name: 'Sam Administrator' },
      action: 'group.updated',
      record_kind: 'group',
      record_id: 4,
      subject: 'group:4',
      detail: {
        before: { group_name: 'Merchant Support', permissions: ['200:1', '200:4'] },
        after: { group_name: 'Merchant Support', permissions: ['200:1', '200:4', '200:6'] },
      },
    }),
    makeAuditEvent({
      audit_id: 4998,
      happened_at: '2026-11-27T08:00:00.000Z',
      user: null,
      action: 'sign_in.failed',
      record_kind: 'user',
      record_id: null,
      subject: 'user:unknown',
      detail: { username: 'amorgan', reason: 'unknown user' },
    }),
    makeAuditEvent({
      audit_id: 4997,
      happened_at: '2026-11-26T14:30:00.000Z',
      user: { user_id: 41, name: 'Hartley Till Operator' },
      ghosted_by: { user_id: 1, name: 'Sam Administrator' },
      action: 'retailer.ghost_session_started',
      record_kind: 'retailer',
      record_id: 12,
      subject: 'retailer:12',
      detail: null,
    }),
    makeAuditEvent({
      audit_id: 4996,
      happened_at: '2026-11-25T11:11:00.000Z',
      user: { user_id: 77, name: 'Deleted user 77' },
      action: 'export.downloaded',
      record_kind: 'export',
      record_id: 310,
      subject: 'export:310',
      detail: null,
    }),
  ];
}

/** The subject access view of consumer 1001, shown to a user who may see their details. */
export function makeSubjectAccess(overrides: Partial<SubjectAccess> = {}): SubjectAccess {
  return {
    consumer_id: 1001,
    consumer: {
      title: 'Mrs',
      forename: 'Eleanor',
      surname: 'Whitfield',
      email_address: 'eleanor.whitfield@example.com',
      date_of_birth: '1984-03-09',
    },
    applications: [
      {
        credit_application_id: 1001,
        status: 'REFER',
        submitted_at: '2026-11-20T09:00:00.000Z',
        lender_name: 'Northbridge Finance',
      },
      {
        credit_application_id: 877,
        status: 'COMPLETE',
        submitted_at: '2025-06-02T13:45:00.000Z',
        lender_name: 'Northbridge Finance',
      },
    ],
    events: [
      makeAuditEvent(),
      makeAuditEvent({
        audit_id: 4101,
        happened_at: '2025-06-03T08:20:00.000Z',
        user: { user_id: 7, name: 'Priya Shah' },
        action: 'credit_application.credit_files_viewed',
        record_id: 877,
        subject: 'credit_application:877',
      }),
    ],
    ...overrides,
  };
}

/**
 * The audit trail as the server answers it: filtered by user, action (or its area) and record,
 * newest first, paged; and subject access views by consumer id (404 for any other).
 */
export function auditHandlers(
  events: AuditEvent[] = auditEventsOfEveryKind(),
  subjectAccess: SubjectAccess[] = [makeSubjectAccess()],
) {
  return [
    http.get(apiUrl('/audit-events'), ({ request }) => {
      const url = new URL(request.url);
      const param = (name: string) => url.searchParams.get(name);
      const action = param('action');
      const matching = events.filter(
        (event) =>
          (param('user_id') === null || event.user?.user_id === Number(param('user_id'))) &&
          (action === null || event.action === action || event.action.startsWith(`${action}.`)) &&
          (param('record_kind') === null || event.record_kind === param('record_kind')) &&
          (param('record_id') === null || event.record_id === Number(param('record_id'))),
      );
      const page = pageOf(matching, url, 50);
      return HttpResponse.json<JsonBody<'/audit-events', 'get'>>({
        items: page.items,
        meta: { ...page.meta, total_capped: false },
      });
    }),
    http.get(apiUrl('/audit-events/consumers/{consumerId}'), ({ params }) => {
      const view = subjectAccess.find((one) => one.consumer_id === Number(params.consumerId));
      if (!view) return errorJson(404, 'ERR_NOT_FOUND', 'Consumer not found.');
      return HttpResponse.json<JsonBody<'/audit-events/consumers/{consumerId}', 'get'>>(view);
    }),
  ];
}
