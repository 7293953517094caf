import type { DocumentTag, DocumentType } from '../../model/documents';

/**
 * Lender documents as the documents service answers them (the contract's DocumentSummary,
 * DocumentVersion and DocumentOwner), so objects from the API can be passed in as they are.
 */
export interface DocumentSummaryRecord {
  id: number;
  title: string;
  document_type: DocumentType;
  owner_id: number;
  tags: DocumentTag[];
  live_version: string | null;
  latest_draft_version: string | null;
  created_at: string;
}

export interface DocumentVersionRecord {
  version: string;
  notes: string[];
  author: string;
  created_at: string;
}

export interface DocumentOwnerRecord {
  lender_id: number;
  name: string;
}
