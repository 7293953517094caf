/**
 * One protocol for reading a CSV file in a Web Worker (watch lists, rate cards): the page posts
 * the file, the worker answers progress (at most once per hundredth of the file), then the
 * outcome. `serveCsvReader` runs in the worker; `readCsvInWorker` on the page.
 */
import type { ReadCsvOptions } from './csvStream';

/** What the page sends: the file to read. */
export interface CsvWorkerRequest {
  file: File;
}

/** What the worker answers: progress as it reads, then the outcome. */
export type CsvWorkerMessage<Result> =
  | { kind: 'progress'; fraction: number }
  | { kind: 'done'; result: Result }
  | { kind: 'failed'; message: string };

const UNREADABLE = 'The file could not be read.';

/** The part of a worker's global scope the protocol uses. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<CsvWorkerRequest>) => void) | null;
  postMessage(message: unknown): void;
}

/** Inside a worker: reads each posted file with `read` and answers by the protocol. */
export function serveCsvReader<Result>(
  scope: WorkerScope,
  read: (file: File, options: ReadCsvOptions) => Promise<Result>,
) {
  scope.onmessage = (event) => {
    let sent = -1;
    const post = (message: CsvWorkerMessage<Result>) => scope.postMessage(message);
    read(event.data.file, {
      onProgress: (fraction) => {
        const step = Math.floor(fraction * 100);
        if (step === sent) return;
        sent = step;
        post({ kind: 'progress', fraction });
      },
    }).then(
      (result) => post({ kind: 'done', result }),
      (error: unknown) =>
        post({ kind: 'failed', message: error instanceof Error ? error.message : UNREADABLE }),
    );
  };
}

/**
 * On the page: reads a file in a new worker made by `createWorker`, so a large file never
 * stalls the page; aborting the signal stops the worker.
 */
export function readCsvInWorker<Result>(
  createWorker: () => Worker,
  file: File,
  { onProgress, signal }: { onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = createWorker();
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
    worker.onmessage = (event: MessageEvent<CsvWorkerMessage<Result>>) => {
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
      reject(new Error(UNREADABLE));
    };
    worker.postMessage({ file } satisfies CsvWorkerRequest);
  });
}
