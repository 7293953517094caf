/**
 * Server processes of our own for tests that need real processes (kill -9, two instances on one
 * database) and for benchmarks: started as `npm start` runs the server (from the sources through
 * tsx unless asked for the build), and waited for by what they print, never by sleeping.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { bearer } from './harness';

const apiDir = join(import.meta.dirname, '..', '..');
/** The smallest file the upload check takes for a PDF. */
export const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
/** A safety net for waits on events; on a sound run each takes a fraction of it. */
export const EVENT_TIMEOUT_MS = 240_000;

/** A server process of our own, as `npm start` runs it, that a test can kill at will. */
export class ServerProcess {
  private output = '';
  private readonly waiting: { text: string; resolve: () => void }[] = [];
  private readonly process: ChildProcess;
  readonly exited: Promise<void>;

  /**
   * From the sources by default; `compiled` runs the build exactly as `npm start` does
   * (`dist/main.js` in production mode), for benchmarks.
   */
  constructor(
    readonly url: string,
    env: Record<string, string>,
    {
      compiled = false,
      nodeArguments = [],
    }: {
      compiled?: boolean;
      /** Node's own flags, e.g. `--cpu-prof` for a benchmark's profile. */
      nodeArguments?: readonly string[];
    } = {},
  ) {
    // Node itself with tsx's loader, not the tsx command: that one runs the server in a child
    // process of its own, which a SIGKILL to the command would leave running.
    this.process = spawn(
      process.execPath,
      [
        ...nodeArguments,
        ...(compiled
          ? ['dist/main.js']
          : ['--import', 'tsx', '--conditions=@backoffice/source', 'src/main.ts']),
      ],
      {
        cwd: apiDir,
        env: { ...process.env, ...(compiled ? { NODE_ENV: 'production' } : {}), ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.exited = new Promise((resolve) => this.process.once('exit', () => resolve()));
    const listen = (chunk: Buffer) => {
      this.output += chunk.toString('utf8');
      for (const wait of [...this.waiting]) {
        if (this.output.includes(wait.text)) {
          this.waiting.splice(this.waiting.indexOf(wait), 1);
          wait.resolve();
        }
      }
    };
    this.process.stdout!.on('data', listen);
    this.process.stderr!.on('data', listen);
  }

  get pid(): number | undefined {
    return this.process.pid;
  }

  /** Resolves once the server has printed `text`. */
  printed(text: string): Promise<void> {
    if (this.output.includes(text)) return Promise.resolve();
    return withTimeout(
      new Promise((resolve) => this.waiting.push({ text, resolve })),
      `"${text}" in the server's output:\n${this.output.slice(-2000)}`,
    );
  }

  /** The whole log lines (pino's JSON) printed so far with message `msg`. */
  logged(msg: string): Record<string, unknown>[] {
    return this.output
      .split('\n')
      .slice(0, -1)
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === msg);
  }

  async kill(signal: NodeJS.Signals) {
    this.process.kill(signal);
    await this.exited;
  }
}

export function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Waited in vain for ${what}`)), EVENT_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A request to a server process by fetch, JSON and a bearer token when given. */
export async function call(url: string, path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  return fetch(`${url}${path}`, {
    ...rest,
    headers: {
      ...(rest.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? bearer(token) : {}),
    },
  });
}

/** A multipart form with one file, as the console sends it to a signed storage address. */
export function multipart(file: Buffer) {
  const boundary = 'faultsuite9c1e';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="payslip.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, file, tail]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}
