import { createReadStream, createWriteStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Settings } from '../config';
import { s3Storage } from './s3Storage';
import { assertSafeKey } from './storageKeys';

/**
 * Where uploaded files and export files live. API instances keep no files of their own, so
 * every instance behind a load balancer reads what another wrote: a shared directory or an
 * S3-compatible bucket.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, body: Readable | Uint8Array): Promise<{ size: number }>;
  /** The stored bytes, or null when nothing is stored under the key. */
  read(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
  /**
   * A browser form that sends one file straight to the store (an S3 presigned POST), when the
   * store takes uploads itself; without it the server receives the file and calls `put`.
   */
  presignedPost?(key: string, limits: DirectUploadLimits): Promise<DirectUpload>;
  /** Removes a throwaway store and everything in it, when the server that made it closes. */
  discard?(): Promise<void>;
}

export interface DirectUploadLimits {
  contentType: string;
  maxBytes: number;
  expiresInSeconds: number;
}

/** Where to post the multipart form, and the hidden fields to send before the file. */
export interface DirectUpload {
  url: string;
  fields: Record<string, string>;
}

/** Where files are written before they are renamed into place, inside the storage directory. */
const PARTIAL_DIR = '.partial';
/** A partial file this old belongs to no write in progress: its process died. */
const ABANDONED_AFTER_MS = 24 * 3_600_000;

/** Removes the partial files of writes whose process died mid-way (kill -9, a crash). */
export async function clearAbandonedWrites(root: string) {
  const partial = join(root, PARTIAL_DIR);
  const names = await readdir(partial).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(partial, name);
    const { mtimeMs } = await stat(path);
    if (Date.now() - mtimeMs > ABANDONED_AFTER_MS) await rm(path, { force: true });
  }
}

/**
 * A storage directory on disk: DATA_DIR/files by default. A file is written beside the others
 * and renamed into place once complete, so that a reader (another instance, or this one after a
 * kill -9 or a full disk) finds the whole file or none, never half of one.
 */
export function directoryStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    const path = resolve(root, assertSafeKey(key));
    if (!path.startsWith(resolve(root) + sep)) throw new Error(`Unsafe storage key ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      const partial = join(root, PARTIAL_DIR, randomUUID());
      await mkdir(dirname(path), { recursive: true });
      await mkdir(dirname(partial), { recursive: true });
      const source = body instanceof Readable ? body : Readable.from([body]);
      try {
        await pipeline(source, createWriteStream(partial));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size: (await stat(path)).size };
    },
    async read(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        return null;
      }
      return createReadStream(path);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/**
 * The storage the server uses: the S3-compatible bucket when one is configured, else
 * DATA_DIR/files, or a throwaway directory when the server runs without a data directory (tests
 * keep their database in memory too).
 */
export async function storageFor(
  dataDir: string | undefined,
  s3?: S3Settings,
): Promise<FileStorage> {
  if (s3) return s3Storage(s3);
  if (!dataDir) {
    const root = await mkdtemp(join(tmpdir(), 'backoffice-files-'));
    return { ...directoryStorage(root), discard: () => rm(root, { recursive: true, force: true }) };
  }
  const root = join(dataDir, 'files');
  await clearAbandonedWrites(root);
  return directoryStorage(root);
}
