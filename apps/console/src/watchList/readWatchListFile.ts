import { readCsvInWorker, type WatchListCsvResult } from '@backoffice/domain/model';
import WatchListCsvWorker from './watchListCsv.worker?worker';

/**
 * Reads and checks a watch list CSV in a Web Worker, so a 100,000-row file never stalls the
 * page; aborting the signal stops the worker.
 */
export function readWatchListFile(
  file: File,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<WatchListCsvResult> {
  return readCsvInWorker(() => new WatchListCsvWorker(), file, options);
}
