import { streamCsv, type ReadCsvOptions } from './csvStream';
import { WatchListCsvReader, type WatchListCsvResult } from './watchListSchemas';

export type ReadWatchListCsvOptions = ReadCsvOptions;

/**
 * Reads a watch list CSV record by record and checks each record with the domain's rules. The
 * console runs this in a Web Worker (csvWorker.ts); stories and tests run it as it is.
 */
export async function readWatchListCsv(
  input: File | string,
  options: ReadWatchListCsvOptions = {},
): Promise<WatchListCsvResult> {
  const reader = new WatchListCsvReader();
  await streamCsv(
    input,
    {
      record: (cells, recordNumber) => reader.row(cells, recordNumber),
      malformed: (message, recordNumber) => reader.parseError(message, recordNumber),
    },
    options,
  );
  return reader.finish();
}
