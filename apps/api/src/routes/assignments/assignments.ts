import type { OperationContext, OperationHandlers } from '../../http/operations';

/** A page of a small name-ordered list, as the assignment dropdowns load them. */
async function namedList(
  context: OperationContext,
  table: 'product_packages' | 'decision_policies',
) {
  const query = context.query as { page?: number; perPage?: number };
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 100;
  const columns =
    table === 'product_packages'
      ? 'product_package_id, name'
      : 'decision_policy_id, name, is_regulated';
  const [{ total }] = (await context.sql.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${table}`,
  )) as [{ total: number }];
  const items = await context.sql.query(
    `SELECT ${columns} FROM ${table} ORDER BY lower(name) COLLATE "C", 1 LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
  );
  return { status: 200, body: { items, meta: { page, perPage, total } } };
}

export const assignmentHandlers: OperationHandlers = {
  listProductPackages: (context) => namedList(context, 'product_packages'),
  listDecisionPolicies: (context) => namedList(context, 'decision_policies'),
};
