import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearAbandonedWrites,
  directoryStorage,
  storageFor,
  type FileStorage,
} from './fileStorage';

describe('directoryStorage', () => {
  let root: string;
  let storage: FileStorage;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'storage-test-'));
    storage = directoryStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores bytes and streams and reads them back', async () => {
    expect(await storage.put('exports/1.csv', Readable.from(['a,b\n', '1,2\n']))).toEqual({
      size: 8,
    });
    expect(await text((await storage.read('exports/1.csv'))!)).toBe('a,b\n1,2\n');
    await storage.put('uploads/x.pdf', new TextEncoder().encode('%PDF'));
    expect(await text((await storage.read('uploads/x.pdf'))!)).toBe('%PDF');
  });

  it('answers null for a missing key and forgets a removed one', async () => {
    expect(await storage.read('exports/missing.csv')).toBeNull();
    await storage.put('exports/2.csv', new Uint8Array([1]));
    await storage.remove('exports/2.csv');
    expect(await storage.read('exports/2.csv')).toBeNull();
  });

  it('never shows a half-written file: what failed mid-way leaves the key as it was', async () => {
    await storage.put('exports/3.csv', Readable.from(['old,complete\n']));
    async function* breaksOff() {
      yield 'new,';
      throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    }
    await expect(storage.put('exports/3.csv', Readable.from(breaksOff()))).rejects.toMatchObject({
      code: 'ENOSPC',
    });
    expect(await text((await storage.read('exports/3.csv'))!)).toBe('old,complete\n');
    await expect(storage.put('exports/4.csv', Readable.from(breaksOff()))).rejects.toThrow();
    expect(await storage.read('exports/4.csv')).toBeNull();
    // Nothing of the failed writes is left behind.
    expect(await readdir(join(root, '.partial'))).toEqual([]);
  });

  it('clears what a killed process left half-written, once it is a day old', async () => {
    await mkdir(join(root, '.partial'), { recursive: true });
    await writeFile(join(root, '.partial', 'old'), 'half');
    await writeFile(join(root, '.partial', 'recent'), 'half');
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    await utimes(join(root, '.partial', 'old'), dayAgo, dayAgo);
    await clearAbandonedWrites(root);
    expect(await readdir(join(root, '.partial'))).toEqual(['recent']);
  });

  it('refuses keys that could leave the storage directory', async () => {
    await expect(storage.put('../outside', new Uint8Array([1]))).rejects.toThrow(/Unsafe/);
    await expect(storage.read('exports/../../etc/passwd')).rejects.toThrow(/Unsafe/);
  });
});

describe('storageFor', () => {
  it('keeps files under the data directory, and leaves them there', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'storage-data-'));
    try {
      const storage = await storageFor(dataDir);
      await storage.put('uploads/kept.pdf', new Uint8Array([1]));
      expect(storage.discard).toBeUndefined();
      expect(await readdir(join(dataDir, 'files', 'uploads'))).toEqual(['kept.pdf']);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('without a data directory, makes a throwaway store that discard removes', async () => {
    // Other test servers make throwaway stores at the same time: ours is the one with this file.
    const key = `uploads/${randomUUID()}.pdf`;
    const storage = await storageFor(undefined);
    await storage.put(key, new Uint8Array([1]));
    const holdingOurFile = (await readdir(tmpdir())).filter(
      (name) => name.startsWith('backoffice-files-') && existsSync(join(tmpdir(), name, key)),
    );
    expect(holdingOurFile).toHaveLength(1);
    const [store] = holdingOurFile;
    await storage.discard!();
    expect(existsSync(join(tmpdir(), store!))).toBe(false);
  });
});
