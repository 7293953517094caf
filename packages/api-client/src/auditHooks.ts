import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BackofficeClient } from './client';
import { unwrap } from './errors';
import type { components, operations } from './generated/schema';
import { useBackofficeClient, type QueryOptions } from './hooks';

type Schemas = components['schemas'];
export type AuditEvent = Schemas['AuditEvent'];
export type AuditEventList = Schemas['AuditEventList'];
export type SubjectAccess = Schemas['SubjectAccess'];
export type AuditEventQuery = NonNullable<operations['listAuditEvents']['parameters']['query']>;

/** Query keys of the audit trail; every answer sits under one prefix. */
export const auditKeys = {
  all: () => ['audit'] as const,
  events: (query: AuditEventQuery) => ['audit', 'events', query] as const,
  subjectAccess: (consumerId: number) => ['audit', 'consumers', consumerId] as const,
};

export function listAuditEvents(client: BackofficeClient, query: AuditEventQuery) {
  return unwrap(client.GET('/audit-events', { params: { query } }));
}

/**
 * A page of the audit trail (200:50), filtered by who, what, record and period; the page on
 * screen stays while the next is awaited.
 */
export function useAuditEvents(query: AuditEventQuery, options: QueryOptions<AuditEventList> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    placeholderData: keepPreviousData,
    ...options,
    queryKey: auditKeys.events(query),
    queryFn: () => listAuditEvents(client, query),
  });
}

/** A consumer's subject access view (200:51): their applications and every audit row of them. */
export function useSubjectAccess(consumerId: number, options: QueryOptions<SubjectAccess> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    ...options,
    queryKey: auditKeys.subjectAccess(consumerId),
    queryFn: () =>
      unwrap(
        client.GET('/audit-events/consumers/{consumerId}', {
          params: { path: { consumerId } },
        }),
      ),
  });
}
