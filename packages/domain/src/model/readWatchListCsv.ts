import Papa from 'papaparse';
import { WatchListCsvReader, type WatchListCsvResult } from './watchList';

export interface ReadWatchListCsvOptions {
  /** How far through the file the reading is, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting stops the reading; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * Reads a watch list CSV record by record with papaparse (a 100,000-row file never sits in
 * memory as text) and checks each record with the domain's rules. The console runs this in a
 * Web Worker; stories and tests run it as it is. Nothing here touches the page, so a worker can
 * import it with the rest of the model.
 */
export function readWatchListCsv(
  input: File | string,
  { onProgress, signal }: ReadWatchListCsvOptions = {},
): Promise<WatchListCsvResult> {
  const size = typeof input === 'string' ? input.length : input.size;
  const reader = new WatchListCsvReader();
  let record = 0;
  return new Promise((resolve, reject) => {
    const aborted = () => reject(new DOMException('The file reading was cancelled.', 'AbortError'));
    if (signal?.aborted) {
      aborted();
      return;
    }
    Papa.parse<string[]>(input, {
      skipEmptyLines: 'greedy',
      step: (results, parser) => {
        if (signal?.aborted) {
          parser.abort();
          return;
        }
        record += 1;
        // A delimiter papaparse had to guess is no fault of a record; the header check catches a
        // file that is not comma separated.
        const problems = results.errors.filter((error) => error.type !== 'Delimiter');
        if (problems.length > 0) {
          reader.parseError(problems.map((error) => error.message).join(' '), record);
        } else {
          reader.row(results.data, record);
        }
        if (size > 0) onProgress?.(Math.min(1, results.meta.cursor / size));
      },
      complete: () => {
        if (signal?.aborted) {
          aborted();
          return;
        }
        onProgress?.(1);
        resolve(reader.finish());
      },
      error: (error: Error) => reject(error),
    });
  });
}
