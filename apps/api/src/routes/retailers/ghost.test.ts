import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { startMerchantTestKit, type MerchantTestKit } from './testKit';

interface MerchantUser {
  user_id: number;
  username: string;
  full_name: string;
  group_name: string;
}

describe.each(backends())('ghosting as a merchant user on $name', (backend) => {
  let kit: MerchantTestKit;
  let adminId: number;
  beforeAll(async () => {
    kit = await startMerchantTestKit(await backend.freshDatabase());
    [{ user_id: adminId }] = (await kit.rows<{ user_id: number }>(
      `SELECT user_id FROM users WHERE username = 'admin'`,
    )) as [{ user_id: number }];
  });
  afterAll(() => kit?.api.close());

  const usersOf = async (retailerId: number, token = kit.tokens.admin) =>
    kit.call(token, 'GET', `/retailers/${retailerId}/users?page=1&perPage=100`);
  const tokenFor = (retailerId: number, userId: number, token = kit.tokens.admin) =>
    kit.call(token, 'GET', `/retailers/${retailerId}/users/${userId}/ghost`);
  const exchange = (ghostToken: string) =>
    kit.api.request({ method: 'POST', url: '/api/ghost', payload: { ghost_token: ghostToken } });

  async function ghostSession(retailerId: number, group = 'Managers') {
    const users = (await usersOf(retailerId)).json().items as MerchantUser[];
    const user = users.find((candidate) => candidate.group_name === group)!;
    const issued = (await tokenFor(retailerId, user.user_id)).json();
    const session = await exchange(issued.ghost_token);
    expect(session.statusCode).toBe(200);
    return { user, session: session.json() };
  }

  it("lists the merchant's users with their groups, for staff with 201:16 only", async () => {
    const response = await usersOf(5);
    expect(response.statusCode).toBe(200);
    const users = response.json().items as MerchantUser[];
    expect(users.map((user) => user.group_name).sort()).toEqual(['Managers', 'Sales']);
    expect((await usersOf(3)).json().items).toEqual([]);
    expect((await usersOf(5, kit.tokens.viewer)).statusCode).toBe(403);
    expect((await usersOf(5, kit.tokens.lender)).statusCode).toBe(403);
  });

  it('issues a short-lived token audited with both identities, used once', async () => {
    const [user] = (await usersOf(6)).json().items as MerchantUser[];
    const issued = await tokenFor(6, user!.user_id);
    expect(issued.statusCode).toBe(200);
    const body = issued.json();
    expect(body).toMatchObject({
      user_id: user!.user_id,
      username: user!.username,
      retailer_id: 6,
    });
    const life = Date.parse(body.expires) - Date.now();
    expect(life).toBeGreaterThan(0);
    expect(life).toBeLessThanOrEqual(60_000);
    const [audit] = await kit.audits(6, 'ghost_token_issued');
    expect(audit).toMatchObject({ user_id: adminId, detail: { ghost_user_id: user!.user_id } });

    const first = await exchange(body.ghost_token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      user_id: user!.user_id,
      full_name: user!.full_name,
      retailer_id: 6,
      ghosted_by_user_id: adminId,
      expires_in: 3600,
    });
    const second = await exchange(body.ghost_token);
    expect(second.statusCode).toBe(401);
    const [started] = await kit.audits(6, 'ghost_session_started');
    expect(started).toMatchObject({ user_id: user!.user_id, ghosted_by: adminId });
  });

  it('refuses an expired token', async () => {
    const [user] = (await usersOf(7)).json().items as MerchantUser[];
    const issued = (await tokenFor(7, user!.user_id)).json();
    await kit.rows(
      `UPDATE ghost_tokens SET expires_at = now() - interval '1 second' WHERE retailer_id = 7`,
    );
    const response = await exchange(issued.ghost_token);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('ERR_UNAUTHORISED');
    expect((await exchange('not-a-token')).statusCode).toBe(401);
  });

  it('refuses a user of another merchant, the viewer, the lender and a merchant without users', async () => {
    const [other] = (await usersOf(6)).json().items as MerchantUser[];
    expect((await tokenFor(5, other!.user_id)).statusCode).toBe(404);
    expect((await tokenFor(6, other!.user_id, kit.tokens.viewer)).statusCode).toBe(403);
    expect((await tokenFor(6, other!.user_id, kit.tokens.lender)).statusCode).toBe(403);
    expect(
      (await kit.call(kit.tokens.admin, 'GET', '/retailers/3')).json()._links.ghost,
    ).toBeUndefined();
  });

  it("gives the ghost only the merchant group's permissions, on its own merchant", async () => {
    const { session } = await ghostSession(5);
    const ghost = session.access_token as string;
    const navigation = (await kit.call(ghost, 'GET', '/navigation')).json();
    expect(
      navigation.navigation_sections.flatMap((section: { navigation_items: { url: string }[] }) =>
        section.navigation_items.map((item) => item.url),
      ),
    ).toEqual(['merchants']);
    const list = (await kit.call(ghost, 'GET', '/retailers')).json();
    expect(list._embedded.items.map((item: { retailer_id: number }) => item.retailer_id)).toEqual([
      5,
    ]);
    expect((await kit.call(ghost, 'GET', '/retailers/6')).statusCode).toBe(404);
    expect((await kit.call(ghost, 'GET', '/credit-applications')).statusCode).toBe(403);
    expect((await kit.call(ghost, 'GET', '/retailers/5/users')).statusCode).toBe(403);
    expect((await kit.call(ghost, 'PATCH', '/retailers/5', { name: 'Ghosted' })).statusCode).toBe(
      403,
    );
    const merchant = (await kit.call(ghost, 'GET', '/retailers/5')).json();
    expect(merchant.flags).toEqual([]);
    expect(
      merchant.notes.every((note: { note_type: string }) => note.note_type === 'retailer'),
    ).toBe(true);
    expect(Object.keys(merchant._links).sort()).toEqual([
      'add_note',
      'contacts',
      'notes',
      'rate_cards',
      'self',
    ]);
    const search = (
      await kit.call(ghost, 'GET', `/search/${encodeURIComponent(merchant.name.slice(0, 6))}`)
    ).json();
    expect(
      search.results.every(
        (result: { type: string; id: number }) => result.type === 'retailers' && result.id === 5,
      ),
    ).toBe(true);
  });

  it("records the ghost's actions as made while ghosted, and leaves the staff session as it was", async () => {
    const { user, session } = await ghostSession(5);
    const note = await kit.call(session.access_token, 'POST', '/retailers/5/notes', {
      body: 'Updated our opening hours.',
    });
    expect(note.statusCode).toBe(201);
    expect(note.json().note_type).toBe('retailer');
    const [audit] = await kit.audits(5, 'note_added');
    expect(audit).toMatchObject({ user_id: user.user_id, ghosted_by: adminId });
    // The staff member's own session goes on, unghosted.
    const admin = await kit.call(kit.tokens.admin, 'GET', '/retailers/5');
    expect(admin.statusCode).toBe(200);
    const [view] = await kit.audits(5, 'viewed');
    expect(view).toMatchObject({ user_id: adminId, ghosted_by: null });
  });

  it('gives a Sales user no notes, and ends with a revoked session', async () => {
    const { session } = await ghostSession(5, 'Sales');
    expect(
      (await kit.call(session.access_token, 'POST', '/retailers/5/notes', { body: 'Hello' }))
        .statusCode,
    ).toBe(403);
    const revoked = await kit.api.request({
      method: 'POST',
      url: '/api/revoke',
      payload: { token: session.access_token },
    });
    expect(revoked.statusCode).toBe(204);
    expect((await kit.call(session.access_token, 'GET', '/retailers/5')).statusCode).toBe(401);
    expect((await kit.call(kit.tokens.admin, 'GET', '/retailers/5')).statusCode).toBe(200);
  });
});
