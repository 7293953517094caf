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

/**
 * The parts of a worker's global scope and of a page's Worker the protocol uses (structural, so
 * that the model compiles without the DOM's types, on the server too).
 */
// Method syntax makes the handler types bivariant, so the DOM's MessageEvent handlers fit.
type Handler<Event> = { handle(event: Event): void }['handle'];

interface WorkerScope {
  onmessage: Handler<{ data: CsvWorkerRequest }> | null;
  postMessage(message: unknown): void;
}

interface CsvWorker {
  onmessage: Handler<{ data: unknown }> | null;
  onerror: Handler<unknown> | null;
  postMessage(message: CsvWorkerRequest): void;
  terminate(): void;
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
  createWorker: () => CsvWorker,
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
    worker.onmessage = (event) => {
      const message = event.data as CsvWorkerMessage<Result>;
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
