import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackofficeClient } from './client';
import { unwrap } from './errors';
import type { components, paths } from './generated/schema';
import { useBackofficeClient, type QueryOptions } from './hooks';
import { bypassErrorBanner } from './errorBanner';

type Schemas = components['schemas'];
export type LenderDocument = Schemas['Document'];
export type LenderDocumentSummary = Schemas['DocumentSummary'];
export type LenderDocumentVersion = Schemas['DocumentVersion'];
export type LenderDocumentCreate = Schemas['DocumentCreate'];
export type LenderDocumentDraftCreate = Schemas['DocumentDraftCreate'];
export type LenderDocumentOwner = Schemas['DocumentOwner'];
export type LenderDocumentType = Schemas['DocumentType'];
export type LenderDocumentSample = Schemas['DocumentSample'];
export type LenderDocumentPreviewRequest =
  paths['/lenders/{lenderId}/documents/preview/']['post']['requestBody']['content']['application/json'];

/**
 * Query keys of lender documents (platform-shell.md section 7, "Documents service"). Every key
 * starts with 'documents', so a saved draft or a publish refreshes lists, details and a lender's
 * live documents at once.
 */
export const documentKeys = {
  all: ['documents'] as const,
  list: (ownerId?: number) => ['documents', 'list', ownerId ?? null] as const,
  owners: ['documents', 'owners'] as const,
  detail: (documentId: number) => ['documents', 'detail', documentId] as const,
  version: (documentId: number, version: string) =>
    ['documents', 'version', documentId, version] as const,
  lender: (lenderId: number, type?: LenderDocumentType) =>
    ['documents', 'lender', lenderId, type ?? null] as const,
};

export function listDocuments(client: BackofficeClient, ownerId?: number) {
  return unwrap(
    client.GET('/documents', {
      params: { query: ownerId === undefined ? {} : { owner_id: ownerId } },
    }),
  );
}

export function listDocumentOwners(client: BackofficeClient) {
  return unwrap(client.GET('/documents/owners'));
}

export function getDocument(client: BackofficeClient, documentId: number) {
  return unwrap(
    client.GET('/documents/{documentId}', {
      params: { path: { documentId }, query: { extended: true } },
    }),
  );
}

export function getDocumentVersion(client: BackofficeClient, documentId: number, version: string) {
  return unwrap(
    client.GET('/documents/{documentId}/versions/{version}', {
      params: { path: { documentId, version } },
    }),
  );
}

/** Creates a document at draft v1.0 ('Creating document'); resolves to the new document. */
export function createDocument(client: BackofficeClient, document: LenderDocumentCreate) {
  return unwrap(client.POST('/documents', { body: document }));
}

/** Save as Draft ('Creating draft'): the next minor version. */
export function createDocumentDraft(
  client: BackofficeClient,
  documentId: number,
  draft: LenderDocumentDraftCreate,
) {
  return unwrap(
    client.POST('/documents/{documentId}/drafts', {
      params: { path: { documentId } },
      body: draft,
    }),
  );
}

/** Publish ('Publishing version'): the draft goes live as the next major .0. */
export function publishDocumentVersion(
  client: BackofficeClient,
  documentId: number,
  version: string,
  author: string,
) {
  return unwrap(
    client.POST('/documents/{documentId}/published/{version}', {
      params: { path: { documentId, version } },
      body: { author },
    }),
  );
}

export function listLenderDocuments(
  client: BackofficeClient,
  lenderId: number,
  type?: LenderDocumentType,
) {
  return unwrap(
    client.GET('/lenders/{lenderId}/documents', {
      params: { path: { lenderId }, query: type ? { document_type: type } : {} },
    }),
  );
}

/** Renders a template with sample data; resolves to a PDF data URL. */
export async function previewLenderDocument(
  client: BackofficeClient,
  lenderId: number,
  request: LenderDocumentPreviewRequest,
): Promise<string> {
  const answer = await unwrap(
    client.POST('/lenders/{lenderId}/documents/preview/', {
      params: { path: { lenderId } },
      body: request,
    }),
  );
  return answer.url;
}

/** Every document, or one lender's, most recently changed first. */
export function useDocuments(
  ownerId?: number,
  options: QueryOptions<Awaited<ReturnType<typeof listDocuments>>> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: documentKeys.list(ownerId),
    queryFn: () => listDocuments(client, ownerId),
  });
}

/** The lenders whose documents the user manages (a lender user: their own). */
export function useDocumentOwners(
  options: QueryOptions<Awaited<ReturnType<typeof listDocumentOwners>>> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    staleTime: 5 * 60_000,
    ...options,
    queryKey: documentKeys.owners,
    queryFn: () => listDocumentOwners(client),
  });
}

/** A document with its drafts and published versions and the content it opens at. */
export function useDocument(
  documentId: number | undefined,
  options: QueryOptions<LenderDocument> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: documentKeys.detail(documentId ?? 0),
    queryFn: () => getDocument(client, documentId as number),
    enabled: documentId !== undefined && options.enabled !== false,
  });
}

/** One version with its content; a saved version never changes, so it is kept. */
export function useDocumentVersion(
  documentId: number | undefined,
  version: string | undefined,
  options: QueryOptions<LenderDocumentVersion> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    staleTime: Infinity,
    ...options,
    queryKey: documentKeys.version(documentId ?? 0, version ?? ''),
    queryFn: () => getDocumentVersion(client, documentId as number, version as string),
    enabled: documentId !== undefined && version !== undefined && options.enabled !== false,
  });
}

/** A lender's live documents, optionally of one type (a merchant's operating agreement choices). */
export function useLenderDocuments(
  lenderId: number | undefined,
  type?: LenderDocumentType,
  options: QueryOptions<Awaited<ReturnType<typeof listLenderDocuments>>> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    ...options,
    queryKey: documentKeys.lender(lenderId ?? 0, type),
    queryFn: () => listLenderDocuments(client, lenderId as number, type),
    enabled: lenderId !== undefined && options.enabled !== false,
  });
}

function useRefreshDocuments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentKeys.all });
}

export function useCreateDocument() {
  const client = useBackofficeClient();
  const refresh = useRefreshDocuments();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (document: LenderDocumentCreate) => createDocument(client, document),
    onSuccess: refresh,
  });
}

export function useCreateDocumentDraft(documentId: number) {
  const client = useBackofficeClient();
  const refresh = useRefreshDocuments();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (draft: LenderDocumentDraftCreate) =>
      createDocumentDraft(client, documentId, draft),
    onSuccess: refresh,
  });
}

export function usePublishDocumentVersion(documentId: number) {
  const client = useBackofficeClient();
  const refresh = useRefreshDocuments();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: ({ version, author }: { version: string; author: string }) =>
      publishDocumentVersion(client, documentId, version, author),
    onSuccess: refresh,
  });
}

/** A preview is rendered on each request: a mutation resolving to a PDF data URL. */
export function usePreviewLenderDocument(lenderId: number) {
  const client = useBackofficeClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (request: LenderDocumentPreviewRequest) =>
      previewLenderDocument(client, lenderId, request),
  });
}
