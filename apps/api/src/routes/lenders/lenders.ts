import type { components } from '@backoffice/api-client/schema';
import type { Sql } from '../../db/database';
import type { OperationHandlers } from '../../http/operations';
import { lenderScopeOf } from '../credit-policies/store';

type Lender = components['schemas']['Lender'];

/**
 * The lenders table as `scope` may see it: every lender for a service user (null), only its own
 * for a lender user. The policy screens list them by id; the document screens by name.
 */
export function readLenders(
  sql: Sql,
  scope: number | null,
  orderBy: 'lender_id' | 'name',
): Promise<Lender[]> {
  const order = orderBy === 'name' ? 'name, lender_id' : 'lender_id';
  return sql.query<Lender>(
    `SELECT lender_id, name FROM lenders ${scope === null ? '' : 'WHERE lender_id = $1'}
     ORDER BY ${order}`,
    scope === null ? [] : [scope],
  );
}

export const lenderHandlers: OperationHandlers = {
  async listLenders(context) {
    const items = await readLenders(context.sql, lenderScopeOf(context), 'lender_id');
    return { status: 200, body: { items } };
  },
};
