/**
 * The console and API as `npm start` serves them (the compiled server in production mode, the
 * built console with its precompressed files) on a free loopback port and a fresh embedded
 * database, for the browser benchmarks. Build first: `npx pnpm@10.34.8 build`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const apiDir = join(import.meta.dirname, '..', '..', 'api');
const READY_TEXT = 'Back-office console ready';
const START_TIMEOUT_MS = 300_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the server and resolves once it has printed that it is ready (demo data loaded). */
export async function startBuiltServer() {
  const main = join(apiDir, 'dist', 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npx pnpm@10.34.8 build\``);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-browser-bench-'));
  const child = spawn(process.execPath, [main], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server did not start:\n${output.slice(-2000)}`)),
      START_TIMEOUT_MS,
    );
    const listen = (chunk) => {
      output += chunk.toString('utf8');
      if (output.includes(READY_TEXT)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', listen);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}):\n${output.slice(-2000)}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
