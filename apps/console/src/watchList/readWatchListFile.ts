import type { WatchListCsvResult } from '@backoffice/domain/model';
import type { WatchListCsvMessage } from './watchListCsv.worker';
import WatchListCsvWorker from './watchListCsv.worker?worker';

/**
 * Reads and checks a watch list CSV in a Web Worker, so a 100,000-row file never stalls the
 * page; aborting the signal stops the worker.
 */
export function readWatchListFile(
  file: File,
  { onProgress, signal }: { onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<WatchListCsvResult> {
  return new Promise((resolve, reject) => {
    const worker = new WatchListCsvWorker();
    const stop = () => {
      worker.terminate();
      reject(new DOMException('The file reading was cancelled.', 'AbortError'));
    };
    if (signal.aborted) {
      stop();
      return;
    }
    signal.addEventListener('abort', stop, { once: true });
    const finish = () => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<WatchListCsvMessage>) => {
      const message = event.data;
      if (message.kind === 'progress') onProgress(message.fraction);
      else if (message.kind === 'done') {
        finish();
        resolve(message.result);
      } else {
        finish();
        reject(new Error(message.message));
      }
    };
    worker.onerror = () => {
      finish();
      reject(new Error('The file could not be read.'));
    };
    worker.postMessage({ file });
  });
}
