import {
  Alert,
  DefinitionList,
  formatDateTime,
  Link,
  Section,
  SimpleTable,
  Spinner,
  Stack,
  Text,
} from '@backoffice/ui';
import { auditActionLabel } from '../../../model/auditTrail';
import { CONSUMER_HIDDEN_MESSAGE } from '../../CreditApplication/CustomerPanel/CustomerPanel';
import { StatusBadge } from '../../StatusBadge/StatusBadge';
import type { AuditEventRow, AuditRecordHref } from '../auditTypes';
import { wrapping } from './SubjectAccessView.css';

/** A consumer's subject access view, structurally the contract's SubjectAccess. */
export interface SubjectAccessData {
  consumer_id: number;
  consumer: {
    title: string | null;
    forename: string;
    surname: string;
    email_address: string | null;
    date_of_birth: string | null;
  } | null;
  applications: readonly {
    credit_application_id: number;
    status: string;
    submitted_at: string;
    lender_name: string | null;
  }[];
  events: readonly AuditEventRow[];
}

export interface SubjectAccessViewProps {
  view?: SubjectAccessData;
  isLoading?: boolean;
  errorMessage?: string | null;
  recordHref: AuditRecordHref;
  className?: string;
}

const when = (iso: string) => <time dateTime={iso}>{formatDateTime(new Date(iso))}</time>;

type Application = SubjectAccessData['applications'][number];

/**
 * What a data-protection officer needs to answer a subject access request: the consumer (where
 * data protection lets this user see them), every application of theirs, and every view of and
 * change to their data, by whom and when.
 */
export function SubjectAccessView({
  view,
  isLoading,
  errorMessage,
  recordHref,
  className,
}: SubjectAccessViewProps) {
  if (errorMessage) return <Alert tone="critical">{errorMessage}</Alert>;
  if (isLoading || !view) return <Spinner aria-label="Loading the subject access view" />;
  const { consumer } = view;
  const applicationLink = (id: number) => {
    const href = recordHref('credit_application', id);
    return href ? <Link href={href}>{id}</Link> : id;
  };
  return (
    <Stack gap="300" className={className}>
      <Section title="Consumer" headingLevel={2}>
        {consumer ? (
          <DefinitionList
            items={[
              [
                'Name',
                <span className={wrapping}>
                  {[consumer.title, consumer.forename, consumer.surname].filter(Boolean).join(' ')}
                </span>,
              ],
              ['Email address', <span className={wrapping}>{consumer.email_address ?? '-'}</span>],
              ['Date of birth', consumer.date_of_birth ?? '-'],
            ]}
          />
        ) : (
          <Text tone="muted">{CONSUMER_HIDDEN_MESSAGE}</Text>
        )}
      </Section>
      <Section title={`Applications (${view.applications.length})`} headingLevel={2}>
        <SimpleTable<Application>
          aria-label="Applications"
          rows={view.applications}
          rowKey={(row) => row.credit_application_id}
          columns={[
            {
              name: 'Application',
              isRowHeader: true,
              render: (row) => applicationLink(row.credit_application_id),
            },
            { name: 'Status', render: (row) => <StatusBadge status={row.status} /> },
            { name: 'Submitted', render: (row) => when(row.submitted_at) },
            { name: 'Lender', render: (row) => row.lender_name ?? '-' },
          ]}
        />
      </Section>
      <Section title="Views of and changes to their data" headingLevel={2}>
        {view.events.length === 0 ? (
          <Text tone="muted">No one has viewed or changed this consumer's data.</Text>
        ) : (
          <SimpleTable<AuditEventRow>
            aria-label="Views of and changes to their data"
            rows={view.events}
            rowKey={(row) => row.audit_id}
            columns={[
              { name: 'When', isRowHeader: true, render: (row) => when(row.happened_at) },
              {
                name: 'Who',
                render: (row) => (
                  <span className={wrapping}>{row.user?.name ?? 'No one signed in'}</span>
                ),
              },
              { name: 'What', render: (row) => auditActionLabel(row.action) },
              {
                name: 'Application',
                render: (row) => (row.record_id === null ? '-' : applicationLink(row.record_id)),
              },
            ]}
          />
        )}
      </Section>
    </Stack>
  );
}
