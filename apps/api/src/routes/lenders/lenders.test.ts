import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { bearer, startTestApi, type TestApi } from '../../test/harness';

type User = 'admin' | 'lender' | 'viewer';

describe.each(backends())('the lenders on $name', (backend) => {
  let api: TestApi;
  const tokens: Record<User, string> = { admin: '', lender: '', viewer: '' };

  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    for (const user of ['admin', 'lender', 'viewer'] as const) {
      tokens[user] = (await api.signIn(user)).access_token;
    }
  });
  afterAll(() => api?.close());

  const lendersAs = (user: User | null) =>
    api.request({
      method: 'GET',
      url: '/api/lenders',
      headers: user ? bearer(tokens[user]) : {},
    });

  it('gives staff every lender of the table, by id, with its name', async () => {
    const response = await lendersAs('admin');
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { lender_id: number; name: string }[];
    const rows = await api.server.db.query<{ lender_id: number; name: string }>(
      'SELECT lender_id, name FROM lenders ORDER BY lender_id',
    );
    expect(items).toEqual(rows);
    expect(items[0]).toEqual({ lender_id: 2, name: 'Northbridge Finance' });
  });

  it('gives a lender user only its own lender, as with its policies and modules', async () => {
    const response = await lendersAs('lender');
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([{ lender_id: 2, name: 'Northbridge Finance' }]);
  });

  it('gives a lender user without a lender none rather than every lender', async () => {
    await api.server.db.query(`UPDATE users SET lender_id = NULL WHERE username = 'lender'`);
    try {
      const response = await lendersAs('lender');
      expect(response.statusCode).toBe(200);
      expect(response.json().items).toEqual([]);
    } finally {
      await api.server.db.query(`UPDATE users SET lender_id = 2 WHERE username = 'lender'`);
    }
  });

  it('refuses a user who may not work with credit policies (403) and an anonymous caller (401)', async () => {
    const refused = await lendersAs('viewer');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ERR_FORBIDDEN');
    expect((await lendersAs(null)).statusCode).toBe(401);
  });
});
