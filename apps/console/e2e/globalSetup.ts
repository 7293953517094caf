import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailCapture } from './mailbox';

const consoleDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = resolve(consoleDir, '../api');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, isAlive: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error('The API server exited before it became healthy');
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The API server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/**
 * Starts the real API server on a free port with a fresh data directory, serving the console
 * built beforehand (turbo's test:e2e depends on build); nothing is built here. Its email goes
 * through the e2e's mail server (startMailCapture) and into MAIL_DIR.
 */
export default async function globalSetup() {
  if (!existsSync(join(consoleDir, 'dist', 'index.html'))) {
    throw new Error('apps/console/dist is missing: build the console before the e2e run');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const mail = await startMailCapture();
  const server = spawn(
    join(apiDir, 'node_modules', '.bin', 'tsx'),
    ['--conditions=@backoffice/source', 'src/main.ts'],
    {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CONSOLE_DIR: join(consoleDir, 'dist'),
        LOG_LEVEL: 'warn',
        MAIL_DIR: join(dataDir, 'mail'),
        SMTP_URL: mail.smtpUrl,
        // Scheduled reports go to example.com whatever another spec makes of admin's own address.
        EXPORT_RECIPIENT_DOMAINS: 'example.com',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let alive = true;
  server.once('exit', () => {
    alive = false;
  });
  try {
    // Migrating and seeding the embedded database has taken over two minutes on a busy machine;
    // the limit only guards against a server that never comes up.
    await waitForHealth(url, () => alive, 600_000);
  } catch (error) {
    server.kill('SIGTERM');
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.E2E_BASE_URL = url;
  process.env.E2E_MAIL_DIR = join(dataDir, 'mail');
  process.env.E2E_MAIL_CONTROL_URL = mail.controlUrl;

  return async () => {
    if (alive) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      if (alive) server.kill('SIGKILL');
    }
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
