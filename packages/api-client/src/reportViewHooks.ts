import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackofficeClient } from './client';
import { unwrap } from './errors';
import type { components } from './generated/schema';
import { useBackofficeClient, type QueryOptions } from './hooks';
import { bypassErrorBanner } from './errorBanner';

type Schemas = components['schemas'];
export type ReportView = Schemas['ReportView'];
export type ReportViewRequest = Schemas['ReportViewRequest'];
export type ReportViewChange = Schemas['ReportViewChange'];
export type ReportName = Schemas['ReportName'];

/** Query keys of saved views: one list per report, all under one prefix. */
export const reportViewKeys = {
  all: () => ['report-views'] as const,
  list: (report: ReportName) => ['report-views', report] as const,
};

export function listReportViews(client: BackofficeClient, report: ReportName) {
  return unwrap(client.GET('/report-views', { params: { query: { report } } }));
}

/** The saved views of a report the user may apply: their own and their group's shared ones. */
export function useReportViews(report: ReportName, options: QueryOptions<ReportView[]> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: reportViewKeys.list(report),
    queryFn: async () => (await listReportViews(client, report)).items,
  });
}

/** Saves a view; a taken name answers 409 'A view with this name already exists.' */
export function useCreateReportView() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (view: ReportViewRequest) => unwrap(client.POST('/report-views', { body: view })),
    onSuccess: (view) =>
      queryClient.invalidateQueries({ queryKey: reportViewKeys.list(view.report as ReportName) }),
  });
}

/**
 * Renames, shares or replaces the filters of one of the user's own views (the server refuses
 * anyone else's); a taken name answers 409.
 */
export function useUpdateReportView() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: ({ viewId, change }: { viewId: number; change: ReportViewChange }) =>
      unwrap(
        client.PATCH('/report-views/{viewId}', { params: { path: { viewId } }, body: change }),
      ),
    onSuccess: (view) =>
      queryClient.invalidateQueries({ queryKey: reportViewKeys.list(view.report as ReportName) }),
  });
}

/** Deletes one of the user's own views (the server refuses anyone else's). */
export function useDeleteReportView() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (viewId: number) =>
      unwrap(client.DELETE('/report-views/{viewId}', { params: { path: { viewId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportViewKeys.all() }),
  });
}
