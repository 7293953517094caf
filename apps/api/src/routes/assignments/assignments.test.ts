import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { bearer, startTestApi, type TestApi } from '../../test/harness';

describe.each(backends())('assignment lists on $name', (backend) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    token = (await api.signIn('viewer')).access_token;
  });
  afterAll(() => api?.close());

  it.each([
    ['/api/product-packages/?perPage=1000', 'product_packages'],
    ['/api/decision-policies?perPage=100', 'decision_policies'],
  ])('%s answers every seeded row by name', async (url, table) => {
    const response = await api.request({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const [{ count }] = (await api.server.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${table}`,
    )) as [{ count: number }];
    const { items, meta } = response.json() as {
      items: { name: string }[];
      meta: { total: number };
    };
    expect(count).toBeGreaterThan(0);
    expect(meta.total).toBe(count);
    const names = items.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });
});
