import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
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

/** A storage directory on disk: DATA_DIR/files by default. */
export function directoryStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    const path = resolve(root, assertSafeKey(key));
    if (!path.startsWith(resolve(root) + sep)) throw new Error(`Unsafe storage key ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const source = body instanceof Readable ? body : Readable.from([body]);
      await pipeline(source, createWriteStream(path));
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
  const root = dataDir
    ? join(dataDir, 'files')
    : await mkdtemp(join(tmpdir(), 'backoffice-files-'));
  return directoryStorage(root);
}
