import {
  documentSummaryOf,
  makeDocument,
  makeDocumentOwner,
  makeDocumentVersion,
} from '@backoffice/api-client/mocks';
import type {
  DocumentOwnerRecord,
  DocumentSummaryRecord,
  DocumentVersionRecord,
} from './documentRecords';

/** Stories' and tests' lenders and documents, from the api-client's factories. */
export const storyOwners: DocumentOwnerRecord[] = [
  makeDocumentOwner(),
  makeDocumentOwner({ lender_id: 6, name: 'Albion Consumer Credit' }),
  makeDocumentOwner({ lender_id: 8, name: 'Pennine Retail Finance' }),
];

export const storyDocuments: DocumentSummaryRecord[] = [
  makeDocument(),
  makeDocument({
    id: 42,
    title: 'Northbridge Finance pre-contract credit information',
    document_type: 'precontract_information',
    tags: ['customer'],
    live_version: '3.0',
    latest_draft_version: null,
    created_at: '2025-11-30T23:45:00Z',
  }),
  makeDocument({
    id: 43,
    title: 'Northbridge Finance direct debit mandate',
    document_type: 'direct_debit',
    tags: ['customer'],
    live_version: null,
    latest_draft_version: '1.2',
    created_at: '2026-02-14T08:00:00Z',
  }),
  makeDocument({
    id: 44,
    owner_id: 6,
    title: 'Albion Consumer Credit operating agreement',
    live_version: '2.0',
    latest_draft_version: null,
  }),
].map(documentSummaryOf);

export const storyVersions: {
  drafts: DocumentVersionRecord[];
  published: DocumentVersionRecord[];
} = {
  drafts: [
    makeDocumentVersion({
      version: '2.1',
      notes: ['Settlement within two working days'],
      author: 'Priya Shah',
      created_at: '2026-03-09T16:40:00Z',
    }),
  ],
  published: [
    makeDocumentVersion({
      version: '2.0',
      author: 'Alex Morgan',
      created_at: '2026-02-01T10:00:00Z',
    }),
    makeDocumentVersion({
      version: '1.0',
      notes: ['First agreement'],
      created_at: '2025-06-12T09:30:00Z',
    }),
  ],
};
