import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database';

const migrationsDir = join(import.meta.dirname, 'migrations');

/** The versions (file names) of every migration this server ships, in the order they apply. */
export function migrationVersions(): string[] {
  return readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
}

/**
 * Applies the versioned SQL migrations not yet recorded, each in its own transaction; with
 * `before`, only those whose file name sorts before it (a test's database as it stood then).
 */
export async function migrate(
  db: Database,
  { before }: { before?: string } = {},
): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
      (row) => row.version,
    ),
  );
  const pending = migrationVersions().filter(
    (file) => !applied.has(file) && (before === undefined || file < before),
  );
  for (const file of pending) {
    const script = readFileSync(join(migrationsDir, file), 'utf8');
    await db.exec(
      `BEGIN;\n${script}\nINSERT INTO schema_migrations (version) VALUES ('${file}');\nCOMMIT;`,
    );
  }
  return pending;
}
