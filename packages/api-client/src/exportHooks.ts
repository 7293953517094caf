import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BackofficeClient } from './client';
import type { CreditApplicationsQuery } from './creditApplicationHooks';
import { ApiError, unwrap } from './errors';
import type { components } from './generated/schema';
import { queryKeys, useBackofficeClient, type QueryOptions } from './hooks';
import { saveBlob } from './saveFile';
import { bypassErrorBanner } from './errorBanner';

type Schemas = components['schemas'];
export type ExportJob = Schemas['Export'];
export type ExportRequest = Schemas['ExportRequest'];
export type ExportFilters = NonNullable<ExportRequest['filters']>;
export type ExportSchedule = Schemas['ExportSchedule'];
export type ExportScheduleRequest = Schemas['ExportScheduleRequest'];
export type ExportFrequency = ExportSchedule['frequency'];
export interface ExportListQuery {
  page?: number;
  perPage?: number;
}

/** A PENDING export is asked about again every second (exports design). */
export const exportPollIntervalMs = 1000;

/** The credit application list's filters an export understands, by their names without `[]`. */
const creditApplicationExportFilterNames = [
  'date_from',
  'date_to',
  'status',
  'historic',
  'credit_sentry_flagged',
  'retailer_name',
  'decision_policy_id',
  'product_package_id',
] as const;

/**
 * The filters and order of an export of what the credit application list shows: the list's
 * query parameters without `[]`, leaving out paging, columns and cursors, which an export of
 * every matching row has no use for.
 */
export function creditApplicationExportScope(
  query: CreditApplicationsQuery,
): Pick<ExportRequest, 'filters' | 'order'> {
  const filters: ExportFilters = {};
  const named = query as Record<string, ExportFilters[string] | undefined>;
  for (const name of creditApplicationExportFilterNames) {
    const value = named[name] ?? named[`${name}[]`];
    if (value !== undefined) filters[name] = value;
  }
  const order = query['order[]'];
  return { filters, ...(order?.length ? { order: [...order] } : {}) };
}

/**
 * The export scope of a Schedule as Report: the list's filters and order without its dates,
 * which a schedule keeps as a range of its own (relative to each run, or fixed), and those dates.
 */
export function creditApplicationScheduleScope(query: CreditApplicationsQuery) {
  const { filters = {}, ...order } = creditApplicationExportScope(query);
  const { date_from: dateFrom, date_to: dateTo, ...rest } = filters;
  return {
    scope: { ...order, filters: rest },
    listDates: {
      ...(typeof dateFrom === 'string' ? { date_from: dateFrom } : {}),
      ...(typeof dateTo === 'string' ? { date_to: dateTo } : {}),
    },
  };
}

/** The name an export's CSV is saved under: `credit_application-12.csv`. */
export const exportFileName = (exportJob: Pick<ExportJob, 'id' | 'report'>) =>
  `${exportJob.report}-${exportJob.id}.csv`;

export function createExport(client: BackofficeClient, request: ExportRequest) {
  return unwrap(client.POST('/exports', { body: request }));
}

export function getExport(client: BackofficeClient, exportId: number) {
  return unwrap(client.GET('/exports/{exportId}', { params: { path: { exportId } } }));
}

export function listExports(client: BackofficeClient, query: ExportListQuery = {}) {
  return unwrap(client.GET('/exports', { params: { query } }));
}

/** The file name a Content-Disposition header gives, if any. */
export function attachmentFileName(header: string | null): string | undefined {
  return header?.match(/filename="([^"]+)"/)?.[1];
}

/**
 * Fetches a completed export's file (file.url, the contract's download operation) with the
 * session's bearer token and saves it through a temporary download link, because a plain link
 * to the file could not carry the token. The file takes the name the server gives it (a watch
 * list's is watch-list-{id}.csv), else `credit_application-12.csv`. Resolves with that name.
 */
export async function downloadExportFile(
  client: BackofficeClient,
  exportJob: ExportJob,
): Promise<string> {
  if (exportJob.status !== 'COMPLETED' || !exportJob.file) {
    throw new Error(`Export ${exportJob.id} has no file to download yet.`);
  }
  let fileName = exportFileName(exportJob);
  const blob = (await unwrap(
    client
      .GET('/exports/{exportId}/file', {
        params: { path: { exportId: exportJob.id } },
        parseAs: 'blob',
      })
      .then((result) => {
        fileName =
          attachmentFileName(result.response.headers.get('content-disposition')) ?? fileName;
        return result;
      }),
  )) as Blob;
  saveBlob(blob, fileName);
  return fileName;
}

/** Starts an export; the new job joins the user's export lists. */
export function useCreateExport() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (request: ExportRequest) => createExport(client, request),
    onSuccess: (exportJob) => {
      queryClient.setQueryData(queryKeys.exportJob(exportJob.id), exportJob);
      return queryClient.invalidateQueries({ queryKey: queryKeys.exportLists() });
    },
  });
}

/** One export job, asked again every second while it is PENDING and no more once it is not. */
export function useExport(exportId: number | undefined, options: QueryOptions<ExportJob> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' ? exportPollIntervalMs : false,
    ...options,
    queryKey: queryKeys.exportJob(exportId),
    queryFn: () => getExport(client, exportId as number),
    enabled: exportId !== undefined && (options.enabled ?? true),
  });
}

type ExportPage = Awaited<ReturnType<typeof listExports>>;

/** The user's exports, newest first; refreshed every second while one of them is PENDING. */
export function useExports(query: ExportListQuery = {}, options: QueryOptions<ExportPage> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    refetchInterval: (current) =>
      current.state.data?.items.some((item) => item.status === 'PENDING')
        ? exportPollIntervalMs
        : false,
    ...options,
    queryKey: queryKeys.exportList(query),
    queryFn: () => listExports(client, query),
  });
}

/** Saves a completed export's CSV in the browser's downloads. */
export function useDownloadExportFile() {
  const client = useBackofficeClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (exportJob: ExportJob) => downloadExportFile(client, exportJob),
  });
}

export function useExportSchedules(options: QueryOptions<ExportSchedule[]> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: queryKeys.exportSchedules(),
    queryFn: async () => (await unwrap(client.GET('/export-schedules'))).items,
  });
}

/** Schedules a report (Schedule as Report); the schedules list refreshes. */
export function useCreateExportSchedule() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (request: ExportScheduleRequest) =>
      unwrap(client.POST('/export-schedules', { body: request })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.exportSchedules() }),
  });
}

export function useDeleteExportSchedule() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (scheduleId: number) =>
      unwrap(client.DELETE('/export-schedules/{scheduleId}', { params: { path: { scheduleId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.exportSchedules() }),
  });
}

export type ExportScheduleChange = Schemas['ExportScheduleChange'];

/** Changes a schedule's frequency, date range, send time or recipients; the list refreshes. */
export function useUpdateExportSchedule() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: ({ scheduleId, change }: { scheduleId: number; change: ExportScheduleChange }) =>
      unwrap(
        client.PATCH('/export-schedules/{scheduleId}', {
          params: { path: { scheduleId } },
          body: change,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.exportSchedules() }),
  });
}

/** Pauses or resumes a schedule; the list refreshes. */
export function usePauseExportSchedule() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: ({ scheduleId, paused }: { scheduleId: number; paused: boolean }) =>
      unwrap(
        paused
          ? client.POST('/export-schedules/{scheduleId}/pause', {
              params: { path: { scheduleId } },
            })
          : client.POST('/export-schedules/{scheduleId}/resume', {
              params: { path: { scheduleId } },
            }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.exportSchedules() }),
  });
}

/** The server's refusal of an export over the row limit (exports design). */
const EXPORT_LIMIT_CODE = 'ERR_EXPORT_LIMIT';

/**
 * Where a Download as File stands: not started, working (created, PENDING or downloading),
 * refused over the row limit (the server's message, if it sent one), failed, or saved.
 */
export type ExportToFileProgress =
  | { step: 'idle' }
  | { step: 'working' }
  | { step: 'limit'; message?: string }
  | { step: 'failed'; message: string }
  | { step: 'done'; fileName: string; rowCount: number | null };

const failureMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/**
 * Download as File: starts an export, polls it while PENDING, and saves its CSV once, as soon as
 * the job reports COMPLETED. `reset` forgets the export so another can start.
 */
export function useExportToFile() {
  const create = useCreateExport();
  const job = useExport(create.data?.id);
  const download = useDownloadExportFile();
  const completed = job.data?.status === 'COMPLETED' ? job.data : undefined;
  const { mutate: startDownload, isIdle: isDownloadIdle } = download;
  useEffect(() => {
    if (completed && isDownloadIdle) startDownload(completed);
  }, [completed, isDownloadIdle, startDownload]);

  const progress = ((): ExportToFileProgress => {
    if (create.isPending) return { step: 'working' };
    if (create.isError) {
      return create.error instanceof ApiError && create.error.code === EXPORT_LIMIT_CODE
        ? { step: 'limit', ...(create.error.message ? { message: create.error.message } : {}) }
        : { step: 'failed', message: failureMessage(create.error) };
    }
    if (!create.data) return { step: 'idle' };
    if (job.isError) return { step: 'failed', message: failureMessage(job.error) };
    const current = job.data ?? create.data;
    if (current.status === 'FAILED') {
      return { step: 'failed', message: current.error ?? 'The export failed.' };
    }
    if (current.status === 'PENDING') return { step: 'working' };
    if (download.isError) return { step: 'failed', message: failureMessage(download.error) };
    if (download.isSuccess) {
      return { step: 'done', fileName: download.data, rowCount: current.row_count ?? null };
    }
    return { step: 'working' };
  })();

  const { mutate: start, reset: resetCreate } = create;
  const { reset: resetDownload } = download;
  return {
    progress,
    start,
    reset: () => {
      resetCreate();
      resetDownload();
    },
  };
}
