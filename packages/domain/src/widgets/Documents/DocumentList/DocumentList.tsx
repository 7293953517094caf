import {
  Alert,
  Button,
  Card,
  Link,
  Spinner,
  Stack,
  Table,
  Tabs,
  type TableColumn,
} from '@backoffice/ui';
import type { ReactNode } from 'react';
import {
  documentPanels,
  documentTagOf,
  documentTypeLabels,
  formatDocumentDate,
} from '../../../model/documents';
import type { DocumentOwnerRecord, DocumentSummaryRecord } from '../documentRecords';
import { actions, noVersion, versionText } from './DocumentList.css';

export interface DocumentListProps {
  /** The lenders, one tab each. */
  owners: readonly DocumentOwnerRecord[];
  documents: readonly DocumentSummaryRecord[];
  /** The open tab's lender; the first lender's tab opens when absent. */
  selectedOwnerId?: number;
  onSelectedOwnerChange?: (ownerId: number) => void;
  isLoading?: boolean;
  /** Why the documents could not be loaded. */
  error?: ReactNode;
  /** Where a document is edited (its newest version). */
  editHref: (document: DocumentSummaryRecord) => string;
  /** Where one version of a document is shown. */
  versionHref: (document: DocumentSummaryRecord, version: string) => string;
  onCreate: () => void;
  className?: string;
}

function version(value: string | null) {
  return value ? (
    <span className={versionText}>v{value}</span>
  ) : (
    <span className={noVersion}>None</span>
  );
}

function columns(
  editHref: DocumentListProps['editHref'],
  versionHref: DocumentListProps['versionHref'],
): TableColumn<DocumentSummaryRecord>[] {
  return [
    {
      id: 'action',
      name: 'Action',
      render: (document) => (
        <span className={actions}>
          <Link
            variant="standalone"
            href={editHref(document)}
            aria-label={`Edit ${document.title}`}
          >
            Edit
          </Link>
          {document.live_version ? (
            <Link
              variant="standalone"
              href={versionHref(document, document.live_version)}
              aria-label={`View live version of ${document.title}`}
            >
              View live
            </Link>
          ) : null}
        </span>
      ),
    },
    {
      id: 'title',
      name: 'Document Title',
      isRowHeader: true,
      render: (document) => (
        <Stack gap="025">
          <span>{document.title}</span>
          <span className={noVersion}>{documentTypeLabels[document.document_type]}</span>
        </Stack>
      ),
    },
    { id: 'live', name: 'Live Version', render: (document) => version(document.live_version) },
    {
      id: 'draft',
      name: 'Current Draft',
      render: (document) => version(document.latest_draft_version),
    },
    {
      id: 'created',
      name: 'Date Created',
      render: (document) => formatDocumentDate(document.created_at),
    },
  ];
}

/**
 * Lender document management's list (platform-shell.md section 2.11): a tab per lender, each
 * with the two panels, Legal documents provided to customers and Agreements between lender and
 * merchants, and the Create New Document button.
 */
export function DocumentList({
  owners,
  documents,
  selectedOwnerId,
  onSelectedOwnerChange,
  isLoading = false,
  error,
  editHref,
  versionHref,
  onCreate,
  className,
}: DocumentListProps) {
  const tableColumns = columns(editHref, versionHref);
  const panelsOf = (ownerId: number) => (
    <Stack gap="200">
      {documentPanels.map((panel) => (
        <Card key={panel.tag} title={panel.title}>
          <Table
            aria-label={panel.title}
            columns={tableColumns}
            rows={documents.filter(
              (document) =>
                document.owner_id === ownerId &&
                documentTagOf(document.document_type) === panel.tag,
            )}
            isLoading={isLoading}
            emptyState="No documents yet."
          />
        </Card>
      ))}
    </Stack>
  );
  return (
    <Stack gap="200" className={className}>
      <div>
        <Button variant="primary" onPress={onCreate}>
          Create New Document
        </Button>
      </div>
      {error ? (
        <Alert tone="critical" title="The documents could not be loaded">
          {error}
        </Alert>
      ) : null}
      {owners.length > 0 ? (
        <Tabs
          aria-label="Lenders"
          {...(selectedOwnerId !== undefined ? { selectedKey: selectedOwnerId } : {})}
          onSelectionChange={(key) => onSelectedOwnerChange?.(Number(key))}
          items={owners.map((owner) => ({
            id: owner.lender_id,
            label: owner.name,
            count: documents.filter((document) => document.owner_id === owner.lender_id).length,
            content: panelsOf(owner.lender_id),
          }))}
        />
      ) : isLoading ? (
        <Spinner size="lg" aria-label="Loading documents" />
      ) : (
        <Alert tone="info">There are no lenders whose documents you can manage.</Alert>
      )}
    </Stack>
  );
}
