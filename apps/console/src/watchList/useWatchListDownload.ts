import { useCreateExport, useDownloadExportFile, useExport } from '@backoffice/api-client';
import { errorMessageOf, watchListExportFields } from '@backoffice/domain/model';
import type { WatchListDownloadState } from '@backoffice/domain/widgets';
import { useEffect, useState } from 'react';

/**
 * Download Watch List: a list's CSV made by the export job (POST /exports, report watch_list),
 * polled while PENDING and saved as watch-list-{id}.csv once COMPLETED. Closing the dialog stops
 * waiting for it.
 */
export function useWatchListDownload() {
  const [watchListId, setWatchListId] = useState<number | null>(null);
  const create = useCreateExport();
  const job = useExport(create.data?.id, { enabled: watchListId !== null });
  const download = useDownloadExportFile();

  const completed = job.data?.status === 'COMPLETED' ? job.data : undefined;
  const { mutate: save, isIdle: isSaveIdle } = download;
  // The file is saved once, as soon as the polled job reports COMPLETED.
  useEffect(() => {
    if (watchListId !== null && completed && isSaveIdle) save(completed);
  }, [watchListId, completed, isSaveIdle, save]);

  const begin = (listId: number) => {
    create.reset();
    download.reset();
    setWatchListId(listId);
    create.mutate({
      report: 'watch_list',
      type: 'csv',
      filters: { fraud_watch_list_id: listId },
      fields: watchListExportFields.map((field) => field.key),
    });
  };

  let state: WatchListDownloadState = { step: 'working' };
  if (create.isError) state = { step: 'failed', message: errorMessageOf(create.error) };
  else if (job.isError) state = { step: 'failed', message: errorMessageOf(job.error) };
  else if (job.data?.status === 'FAILED') {
    state = {
      step: 'failed',
      message: job.data.error ?? 'The watch list could not be downloaded.',
    };
  } else if (download.isError) state = { step: 'failed', message: errorMessageOf(download.error) };
  else if (download.isSuccess) state = { step: 'done' };

  return {
    watchListId,
    state,
    start: begin,
    retry: () => {
      if (watchListId !== null) begin(watchListId);
    },
    close: () => {
      setWatchListId(null);
      create.reset();
      download.reset();
    },
  };
}
