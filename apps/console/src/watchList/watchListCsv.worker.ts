/// <reference lib="webworker" />
import { readWatchListCsv } from '@backoffice/domain/model';

/** What the page sends: the file to read. */
export interface WatchListCsvRequest {
  file: File;
}

/** What the worker answers: progress as it reads, then the outcome. */
export type WatchListCsvMessage =
  | { kind: 'progress'; fraction: number }
  | { kind: 'done'; result: Awaited<ReturnType<typeof readWatchListCsv>> }
  | { kind: 'failed'; message: string };

const worker = self as unknown as DedicatedWorkerGlobalScope;

// Progress is sent at most every hundredth of the file, not for each of 100,000 records.
worker.onmessage = (event: MessageEvent<WatchListCsvRequest>) => {
  let sent = -1;
  readWatchListCsv(event.data.file, {
    onProgress: (fraction) => {
      const step = Math.floor(fraction * 100);
      if (step === sent) return;
      sent = step;
      worker.postMessage({ kind: 'progress', fraction } satisfies WatchListCsvMessage);
    },
  }).then(
    (result) => worker.postMessage({ kind: 'done', result } satisfies WatchListCsvMessage),
    (error: unknown) =>
      worker.postMessage({
        kind: 'failed',
        message: error instanceof Error ? error.message : 'The file could not be read.',
      } satisfies WatchListCsvMessage),
  );
};
