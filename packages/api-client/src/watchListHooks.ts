import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackofficeClient } from './client';
import { ApiError, unwrap } from './errors';
import type { components, operations } from './generated/schema';
import { useBackofficeClient, type QueryOptions } from './hooks';
import { bypassErrorBanner } from './errorBanner';

type Schemas = components['schemas'];
export type FraudWatchListSummary = Schemas['FraudWatchListSummary'];
export type FraudWatchList = Schemas['FraudWatchList'];
export type FraudWatchListItem = Schemas['FraudWatchListItem'];
export type FraudWatchListItemInput = Schemas['FraudWatchListItemInput'];
export type FraudWatchListUpload = Schemas['FraudWatchListUpload'];
export type FraudWatchListsQuery = NonNullable<
  operations['listFraudWatchLists']['parameters']['query']
>;
export interface FraudWatchListItemsQuery {
  page?: number;
  perPage?: number;
}

/** Query keys of watch lists: the report's pages, the current list and each list's pages. */
export const watchListKeys = {
  all: () => ['fraud-watch-lists'] as const,
  list: (query: FraudWatchListsQuery) => ['fraud-watch-lists', 'list', query] as const,
  current: () => ['fraud-watch-lists', 'current'] as const,
  detail: (watchListId: number, query: FraudWatchListItemsQuery) =>
    ['fraud-watch-lists', 'detail', watchListId, query] as const,
};

export function listFraudWatchLists(client: BackofficeClient, query: FraudWatchListsQuery = {}) {
  return unwrap(client.GET('/fraud-watch-lists', { params: { query } }));
}

/** The report of watch lists (dates filter, order, page); the page shown stays while the next loads. */
export function useFraudWatchLists(
  query: FraudWatchListsQuery = {},
  options: QueryOptions<Awaited<ReturnType<typeof listFraudWatchLists>>> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    placeholderData: keepPreviousData,
    ...options,
    queryKey: watchListKeys.list(query),
    queryFn: () => listFraudWatchLists(client, query),
  });
}

/** The enabled list, or null when there is no current watch list. */
export function useCurrentFraudWatchList(options: QueryOptions<FraudWatchListSummary | null> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: watchListKeys.current(),
    queryFn: async () =>
      (await listFraudWatchLists(client, { enabled: true, perPage: 1 })).items[0] ?? null,
  });
}

/** One list with a page of its items (100 a page unless asked otherwise). */
export function useFraudWatchList(
  watchListId: number | undefined,
  query: FraudWatchListItemsQuery = {},
  options: QueryOptions<FraudWatchList> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    placeholderData: keepPreviousData,
    ...options,
    queryKey: watchListKeys.detail(watchListId ?? 0, query),
    queryFn: () =>
      unwrap(
        client.GET('/fraud-watch-lists/{watchListId}', {
          params: { path: { watchListId: watchListId as number }, query },
        }),
      ),
    enabled: watchListId !== undefined && options.enabled !== false,
  });
}

/** Enables an earlier list again (ending the current one) or disables one. */
export function useUpdateFraudWatchList() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ watchListId, enabled }: { watchListId: number; enabled: boolean }) =>
      unwrap(
        client.PATCH('/fraud-watch-lists/{watchListId}', {
          params: { path: { watchListId } },
          body: { enabled },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchListKeys.all() }),
  });
}

/** A chunk's JSON stays well under the server's 1 MiB request limit. */
export const watchListChunkMaxBytes = 512 * 1024;
/** A chunk that fails for the network or the server is sent again this many times. */
export const watchListChunkRetries = 2;

export interface WatchListUploadProgress {
  sentItems: number;
  totalItems: number;
}

export interface WatchListUploadOptions {
  onProgress?: (progress: WatchListUploadProgress) => void;
  /** Aborting stops sending; the upload is then abandoned and nothing of it is kept. */
  signal?: AbortSignal;
}

/** Items in chunks of at most `maxItems` items and about `maxBytes` of JSON each. */
export function watchListChunks<Item>(
  items: readonly Item[],
  maxItems: number,
  maxBytes = watchListChunkMaxBytes,
): Item[][] {
  const chunks: Item[][] = [];
  let chunk: Item[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = JSON.stringify(item).length + 1;
    if (chunk.length > 0 && (chunk.length >= maxItems || bytes + size > maxBytes)) {
      chunks.push(chunk);
      chunk = [];
      bytes = 0;
    }
    chunk.push(item);
    bytes += size;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

const mayRetry = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * Sends a validated list of up to 100,000 items to the server in bounded chunks and makes it
 * the enabled list: an upload is started, each chunk is sent (again, when the network or the
 * server fails it: a chunk sent twice is kept once), and the upload is committed, which enables
 * the list in one transaction. If anything fails or the caller aborts, the upload is abandoned,
 * so no part of the list is ever kept.
 */
export async function uploadFraudWatchList(
  client: BackofficeClient,
  items: readonly FraudWatchListItemInput[],
  { onProgress, signal }: WatchListUploadOptions = {},
): Promise<FraudWatchListSummary> {
  const upload = await unwrap(
    client.POST('/fraud-watch-list-uploads', { body: { item_count: items.length } }),
  );
  const path = { uploadId: upload.upload_id };
  let sentItems = 0;
  onProgress?.({ sentItems, totalItems: items.length });
  try {
    const chunks = watchListChunks(items, upload.max_chunk_items);
    for (const [chunkIndex, chunk] of chunks.entries()) {
      for (let attempt = 0; ; attempt += 1) {
        signal?.throwIfAborted();
        try {
          await unwrap(
            client.PUT('/fraud-watch-list-uploads/{uploadId}/chunks/{chunkIndex}', {
              params: { path: { ...path, chunkIndex } },
              body: { items: chunk },
            }),
          );
          break;
        } catch (error) {
          if (attempt >= watchListChunkRetries || !mayRetry(error)) throw error;
        }
      }
      sentItems += chunk.length;
      onProgress?.({ sentItems, totalItems: items.length });
    }
    signal?.throwIfAborted();
    return await unwrap(
      client.POST('/fraud-watch-list-uploads/{uploadId}/commit', { params: { path } }),
    );
  } catch (error) {
    // The server deletes an abandoned upload when it expires in any case; saying so now frees
    // it at once. Failing to say so changes nothing for the user.
    await client
      .DELETE('/fraud-watch-list-uploads/{uploadId}', { params: { path } })
      .catch(() => undefined);
    throw error;
  }
}

export interface WatchListUploadRequest extends WatchListUploadOptions {
  items: readonly FraudWatchListItemInput[];
}

/** Uploads and enables a new list ('Watch List created.'); every watch list query refreshes. */
export function useUploadFraudWatchList() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: ({ items, ...options }: WatchListUploadRequest) =>
      uploadFraudWatchList(client, items, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchListKeys.all() }),
  });
}
