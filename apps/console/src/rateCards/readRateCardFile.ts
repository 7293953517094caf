import { readCsvInWorker, type RateCardCsvResult } from '@backoffice/domain/model';
import RateCardCsvWorker from './rateCardCsv.worker?worker';

/** Reads and checks a rate card CSV in a Web Worker, so a large file never stalls the page. */
export function readRateCardFile(
  file: File,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<RateCardCsvResult> {
  return readCsvInWorker(() => new RateCardCsvWorker(), file, options);
}
