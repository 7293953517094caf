import {
  useCurrentFraudWatchList,
  useFraudWatchLists,
  useUploadFraudWatchList,
} from '@backoffice/api-client';
import {
  readReportQuery,
  withFilters,
  writeReportQuery,
  type ReportQuery,
  type ReportQueryDefaults,
  watchListServerQuery,
} from '@backoffice/domain/model';
import {
  CurrentWatchList,
  NewWatchListDialog,
  WatchListDownloadDialog,
  WatchListReport,
  rememberedPerPage,
  rememberPerPage,
  watchListOrderKeys,
} from '@backoffice/domain/widgets';
import { Page } from '@backoffice/ui';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { readWatchListFile } from './readWatchListFile';
import { useWatchListDownload } from './useWatchListDownload';

const PER_PAGE_STORAGE_KEY = 'backoffice.report.watch-lists.perPage';

/** Newest list first, every list whatever its dates, 25 a page. */
const defaults: ReportQueryDefaults = {
  filters: { date_from: '', date_to: '' },
  order: { column: 'start_time', direction: 'descending' },
  perPage: 25,
  dateFilters: ['date_from', 'date_to'],
};

export const watchListPath = (watchListId: number) => `/watch-list/${watchListId}/`;

/**
 * Watch Lists (merchants.md "Watch list"): the current list with Download CSV and Upload New
 * CSV, and the report of every list, its view kept in the URL.
 */
export function WatchListPage() {
  useDocumentTitle('Watch Lists');
  const [params, setParams] = useSearchParams();
  const view = readReportQuery(params, defaults, rememberedPerPage(PER_PAGE_STORAGE_KEY));
  const lists = useFraudWatchLists(watchListServerQuery(view));
  const current = useCurrentFraudWatchList();
  const upload = useUploadFraudWatchList();
  const download = useWatchListDownload();
  const [isUploadOpen, setUploadOpen] = useState(false);

  const show = useCallback(
    (next: ReportQuery) => setParams(writeReportQuery(next, defaults), { replace: true }),
    [setParams],
  );

  return (
    <Page title="Watch Lists">
      <CurrentWatchList
        list={current.data ?? null}
        isLoading={current.isPending}
        error={current.isError ? current.error.message : null}
        onRetry={() => void current.refetch()}
        onDownload={download.start}
        onUpload={() => setUploadOpen(true)}
      />
      <WatchListReport
        rows={lists.data?.items ?? []}
        total={lists.data?.meta.total}
        page={view.page}
        perPage={view.perPage}
        order={view.order}
        filterValues={view.filters}
        onFiltersChange={(changes) => show(withFilters(view, changes))}
        onOrderChange={(order) => {
          if ((watchListOrderKeys as readonly string[]).includes(order.column)) {
            show({ ...view, order, page: 1 });
          }
        }}
        onPageChange={(next) => show({ ...view, page: next })}
        onPerPageChange={(perPage) => {
          rememberPerPage(PER_PAGE_STORAGE_KEY, perPage);
          show({ ...view, perPage, page: 1 });
        }}
        onDownload={download.start}
        watchListHref={watchListPath}
        isLoading={lists.isPending}
        error={lists.error}
        onRetry={() => void lists.refetch()}
      />
      <NewWatchListDialog
        isOpen={isUploadOpen}
        onClose={() => setUploadOpen(false)}
        readFile={readWatchListFile}
        onAdd={async (items, options) => {
          await upload.mutateAsync({ items, ...options });
        }}
      />
      <WatchListDownloadDialog
        watchListId={download.watchListId}
        state={download.state}
        onClose={download.close}
        onRetry={download.retry}
      />
    </Page>
  );
}
