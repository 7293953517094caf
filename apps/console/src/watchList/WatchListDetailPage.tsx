import { useFraudWatchList } from '@backoffice/api-client';
import { watchListTitle } from '@backoffice/domain/model';
import { WatchListDownloadDialog, WatchListItems } from '@backoffice/domain/widgets';
import { Page } from '@backoffice/ui';
import { useParams, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { useWatchListDownload } from './useWatchListDownload';

/** The server's page of items. */
const ITEMS_PER_PAGE = 100;

/** Watch List {id}: the list's items a page at a time, with Download list. */
export function WatchListDetailPage() {
  const watchListId = Number(useParams().watchListId);
  const title = watchListTitle(watchListId);
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const list = useFraudWatchList(watchListId, { page: pageNumber, perPage: ITEMS_PER_PAGE });
  const download = useWatchListDownload();
  return (
    <Page title={title}>
      <WatchListItems
        watchListId={watchListId}
        items={list.data?.items ?? []}
        total={list.data?.meta.total}
        page={pageNumber}
        perPage={ITEMS_PER_PAGE}
        onPageChange={(next) =>
          setParams(next === 1 ? {} : { page: String(next) }, { replace: true })
        }
        onDownload={download.start}
        isLoading={list.isPending}
        error={list.isError ? list.error.message : null}
        onRetry={() => void list.refetch()}
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
