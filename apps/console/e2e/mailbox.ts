import { readdir, readFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import {
  createServer as createNetServer,
  type AddressInfo,
  type Server as NetServer,
  type Socket,
} from 'node:net';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * The first thing `read` finds in the newest emails to `recipient`: the server writes every email
 * into MAIL_DIR (the global setup's), the way its recipient would read it. It waits for the email,
 * which is sent once the request that made it has committed.
 */
async function emailedTo<T>(recipient: string, read: (message: string) => T | undefined) {
  const mailDir = process.env.E2E_MAIL_DIR;
  if (!mailDir)
    throw new Error('E2E_MAIL_DIR is not set: run the e2e tests with their global setup');
  let found: T | undefined;
  await expect
    .poll(async () => {
      const names = (await readdir(mailDir).catch(() => [])).sort();
      for (const name of names.reverse()) {
        const message = await readFile(join(mailDir, name), 'utf8');
        if (!message.includes(`\nTo: ${recipient}\n`)) continue;
        found = read(message);
        if (found !== undefined) break;
      }
      return found;
    })
    .toBeTruthy();
  return found as T;
}

/** The path of the password-creation link emailed to `recipient` (the outbox withholds its token). */
export function passwordLinkSentTo(recipient: string): Promise<string> {
  return emailedTo(recipient, (message) => message.match(/\/password-creation\/[^/\s]+\//)?.[0]);
}

/** The email to `recipient` that holds `text`, as its recipient receives it. */
export function emailSentTo(recipient: string, text: string): Promise<string> {
  return emailedTo(recipient, (message) => (message.includes(text) ? message : undefined));
}

interface Hold {
  /** The SMTP hand-overs waiting: each answers its message's DATA when called. */
  handOvers: (() => void)[];
  /** Control requests waiting for the first held hand-over. */
  watchers: (() => void)[];
}

/**
 * The e2e's mail server: it takes every message at once, except messages to an address a test
 * holds, whose hand-over (the reply to DATA) waits until the test releases it; the sender meanwhile
 * waits at that point as it would on a slow mail server. The messages themselves are read from
 * MAIL_DIR (passwordLinkSentTo). Tests run in other processes than the global setup, so they hold,
 * watch and release through a loopback HTTP control (E2E_MAIL_CONTROL_URL):
 * POST /holds/{address}, GET /holds/{address}/reached, DELETE /holds/{address}.
 */
export async function startMailCapture() {
  const holds = new Map<string, Hold>();
  const sockets = new Set<Socket>();
  const smtp = createNetServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let recipients: string[] = [];
    socket.write('220 e2e ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          const handOver = () => socket.write('250 queued\r\n');
          const hold = recipients.map((address) => holds.get(address)).find(Boolean);
          if (!hold) handOver();
          else {
            hold.handOvers.push(handOver);
            for (const watcher of hold.watchers.splice(0)) watcher();
          }
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.toUpperCase();
        if (command.startsWith('EHLO')) socket.write('250-e2e\r\n250 8BITMIME\r\n');
        else if (command.startsWith('MAIL FROM')) {
          recipients = [];
          socket.write('250 ok\r\n');
        } else if (command.startsWith('RCPT TO')) {
          recipients.push((line.match(/<([^>]*)>/)?.[1] ?? '').toLowerCase());
          socket.write('250 ok\r\n');
        } else if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });

  const control = createHttpServer((request, response) => {
    const [, resource, encoded, reached] = (request.url ?? '').split('/');
    const address = decodeURIComponent(encoded ?? '').toLowerCase();
    const done = () => response.writeHead(204).end();
    if (resource !== 'holds' || !address) {
      response.writeHead(404).end();
    } else if (request.method === 'POST' && !reached) {
      holds.set(address, { handOvers: [], watchers: [] });
      done();
    } else if (request.method === 'GET' && reached === 'reached') {
      const hold = holds.get(address);
      if (!hold) response.writeHead(409).end(`${address} is not held`);
      else if (hold.handOvers.length > 0) done();
      else hold.watchers.push(done);
    } else if (request.method === 'DELETE' && !reached) {
      const hold = holds.get(address);
      holds.delete(address);
      for (const handOver of hold?.handOvers ?? []) handOver();
      done();
    } else {
      response.writeHead(405).end();
    }
  });

  const listen = (server: NetServer) =>
    new Promise<number>((resolveListening) =>
      server.listen(0, '127.0.0.1', () => resolveListening((server.address() as AddressInfo).port)),
    );
  const smtpPort = await listen(smtp);
  const controlPort = await listen(control);
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    controlUrl: `http://127.0.0.1:${controlPort}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      control.closeAllConnections();
      await Promise.all(
        [smtp, control].map(
          (server: NetServer) => new Promise((closed) => server.close(() => closed(undefined))),
        ),
      );
    },
  };
}

async function mailControl(method: string, path: string) {
  const controlUrl = process.env.E2E_MAIL_CONTROL_URL;
  if (!controlUrl)
    throw new Error('E2E_MAIL_CONTROL_URL is not set: run the e2e tests with their global setup');
  const response = await fetch(`${controlUrl}/holds/${path}`, { method });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

/**
 * Holds every message to `address` at its SMTP hand-over from now on: `reached` resolves once the
 * server is waiting on one; `release` lets them all through and stops holding.
 */
export async function holdMailTo(address: string) {
  const path = encodeURIComponent(address);
  await mailControl('POST', path);
  return {
    reached: () => mailControl('GET', `${path}/reached`),
    release: () => mailControl('DELETE', path),
  };
}
