import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dumpEmbeddedDatabase, openDatabase } from './database';

describe('an embedded database started from a dump', () => {
  it('holds what the dumped one held, and changes to it stay its own', async () => {
    const dump = await dumpEmbeddedDatabase(async (db) => {
      await db.exec(`CREATE TABLE notes (body text); INSERT INTO notes VALUES ('kept')`);
    });
    const first = await openDatabase({ startFrom: dump });
    const second = await openDatabase({ startFrom: dump });
    try {
      await first.query(`INSERT INTO notes VALUES ('only in the first')`);
      expect(await first.query('SELECT body FROM notes ORDER BY body')).toEqual([
        { body: 'kept' },
        { body: 'only in the first' },
      ]);
      expect(await second.query('SELECT body FROM notes')).toEqual([{ body: 'kept' }]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('is only ever in memory: a data directory keeps its own files', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bo-dump-'));
    try {
      const dump = await dumpEmbeddedDatabase(async () => undefined);
      await expect(openDatabase({ dataDir, startFrom: dump })).rejects.toThrow(
        'Only an in-memory database starts from a dump',
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
