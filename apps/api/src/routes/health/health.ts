import { HttpError } from '../../http/errors';
import type { OperationHandlers } from '../../http/operations';
import { migrationVersions } from '../../db/migrate';

/**
 * Liveness (the process answers) and readiness (the database answers and holds every migration
 * this server needs). An unreachable database fails the request's transaction before the
 * handler runs, which the server answers 503 ERR_SERVICE_UNAVAILABLE as for any operation.
 */
export const healthHandlers: OperationHandlers = {
  getHealth: async () => ({ status: 200, body: { status: 'ok' } }),

  async getReadiness({ sql }) {
    // An unmigrated database has no schema_migrations yet; asking for it by name would abort the
    // transaction instead of answering.
    const [{ exists } = { exists: false }] = await sql.query<{ exists: boolean }>(
      `SELECT to_regclass('schema_migrations') IS NOT NULL AS exists`,
    );
    const applied = new Set(
      exists
        ? (await sql.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
            (row) => row.version,
          )
        : [],
    );
    const pending = migrationVersions().filter((version) => !applied.has(version));
    if (pending.length > 0) {
      throw new HttpError(
        503,
        'ERR_MIGRATIONS_PENDING',
        `The database lacks ${pending.length} migration${pending.length === 1 ? '' : 's'} this server needs.`,
      );
    }
    return { status: 200, body: { status: 'ready' } };
  },
};
