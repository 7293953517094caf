import { readCsvInWorker, type RateCardCsvFile } from '@backoffice/domain/model';
import RateCardCsvWorker from './rateCardCsv.worker?worker';

/**
 * Reads and checks a rate card CSV in a Web Worker, so a large file never stalls the page; the
 * products come back serialised (see `packRateCardCsvResult`).
 */
export function readRateCardFile(
  file: File,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<RateCardCsvFile> {
  return readCsvInWorker(() => new RateCardCsvWorker(), file, options);
}
