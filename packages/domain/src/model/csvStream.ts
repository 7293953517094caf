import Papa from 'papaparse';

export interface ReadCsvOptions {
  /** How far through the file the reading is, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting stops the reading; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/** Receives a CSV file's records one by one, numbered from 1 (the header is record 1). */
export interface CsvRecordSink {
  record(cells: string[], recordNumber: number): void;
  /** A record papaparse could not read, with its message. */
  malformed(message: string, recordNumber: number): void;
}

/**
 * Reads a CSV record by record with papaparse, so that a 100,000-row file never sits in memory
 * as text, and reports progress through the file. Nothing here touches the page, so a Web Worker
 * can run it (see csvWorker.ts); stories and tests run it as it is.
 */
export function streamCsv(
  input: File | string,
  sink: CsvRecordSink,
  { onProgress, signal }: ReadCsvOptions = {},
): Promise<void> {
  const size = typeof input === 'string' ? input.length : input.size;
  let recordNumber = 0;
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
        recordNumber += 1;
        // A delimiter papaparse had to guess is no fault of a record; a header check catches a
        // file that is not comma separated.
        const problems = results.errors.filter((error) => error.type !== 'Delimiter');
        if (problems.length > 0) {
          sink.malformed(problems.map((error) => error.message).join(' '), recordNumber);
        } else {
          sink.record(results.data, recordNumber);
        }
        if (size > 0) onProgress?.(Math.min(1, results.meta.cursor / size));
      },
      complete: () => {
        if (signal?.aborted) {
          aborted();
          return;
        }
        onProgress?.(1);
        resolve();
      },
      error: (error: Error) => reject(error),
    });
  });
}
