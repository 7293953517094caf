import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { bearer, startTestApi, type TestApi } from '../../test/harness';

interface View {
  id: number;
  name: string;
  query: string;
  shared: boolean;
  mine: boolean;
  owner: { user_id: number; username: string };
}

describe.each(backends())('saved report views on $name', (backend) => {
  let api: TestApi;
  /** viewer and a second member of the read-only group; admin is in another group. */
  let viewer: string;
  let colleague: string;
  let admin: string;

  const save = (token: string, payload: Record<string, unknown>) =>
    api.request({
      method: 'POST',
      url: '/api/report-views',
      headers: bearer(token),
      payload: { report: 'credit_application', query: '', shared: false, ...payload },
    });
  const list = async (token: string, report = 'credit_application') => {
    const response = await api.request({
      method: 'GET',
      url: `/api/report-views?report=${report}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { items: View[] }).items;
  };
  const change = (token: string, id: number, payload: Record<string, unknown>) =>
    api.request({
      method: 'PATCH',
      url: `/api/report-views/${id}`,
      headers: bearer(token),
      payload,
    });
  const remove = (token: string, id: number) =>
    api.request({ method: 'DELETE', url: `/api/report-views/${id}`, headers: bearer(token) });

  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    await api.addUser('colleague');
    viewer = (await api.signIn('viewer')).access_token;
    colleague = (await api.signIn('colleague')).access_token;
    admin = (await api.signIn('admin')).access_token;
  });
  afterAll(() => api?.close());

  describe('saving', () => {
    it('answers 201 with the view, owned by the user', async () => {
      const response = await save(viewer, {
        name: 'Referred this month',
        query: 'status[]=REFER&order=-timestamp&perPage=50',
        shared: true,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        report: 'credit_application',
        name: 'Referred this month',
        query: 'status[]=REFER&order=-timestamp&perPage=50',
        shared: true,
        mine: true,
        owner: { username: 'viewer' },
      });
    });

    it('refuses a second view of the same name for the same report with 409', async () => {
      await save(viewer, { name: 'Duplicate' });
      const response = await save(viewer, { name: 'Duplicate', query: 'historic=true' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('A view with this name already exists.');
    });

    it('lets another user, or another report, use a name already taken', async () => {
      await save(viewer, { name: 'Same name' });
      expect((await save(colleague, { name: 'Same name' })).statusCode).toBe(201);
      expect((await save(viewer, { name: 'Same name', report: 'retailer' })).statusCode).toBe(201);
    });

    it.each([
      ['a leading question mark', { name: 'Q', query: '?status[]=REFER' }, 'query'],
      ['a fragment', { name: 'F', query: 'status[]=REFER#top' }, 'query'],
      ['a line break', { name: 'N', query: 'status[]=REFER\nx=1' }, 'query'],
      ['a query over 2000 characters', { name: 'L', query: 'a'.repeat(2001) }, 'query'],
      ['a blank name', { name: '   ' }, 'name'],
      ['an empty name', { name: '' }, 'name'],
      ['a name over 100 characters', { name: 'n'.repeat(101) }, 'name'],
      ['an unknown report', { name: 'R', report: 'nonsense' }, 'report'],
      ['a missing shared flag', { name: 'S', shared: undefined }, 'shared'],
    ])('refuses %s with 400', async (_, payload, property) => {
      const response = await save(viewer, payload);
      expect(response.statusCode).toBe(400);
      const { error } = response.json() as {
        error: { code: string; properties?: { property: string }[] };
      };
      expect(error.code).toBe('ERR_SCHEMA_VALIDATION_ERROR');
      expect(JSON.stringify(error.properties)).toContain(property);
    });

    it('refuses a request without a session with 401', async () => {
      const response = await api.request({
        method: 'POST',
        url: '/api/report-views',
        payload: { report: 'credit_application', name: 'X', query: '', shared: false },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('listing', () => {
    it("shows the user's own views and those shared in their group, by name, marked mine", async () => {
      await save(colleague, { name: 'alpha shared', query: 'historic=true', shared: true });
      await save(colleague, { name: 'Beta private', query: 'historic=true' });
      await save(admin, { name: 'Admin shared', shared: true });

      const views = await list(viewer);
      const names = views.map((view) => view.name);
      expect(names).toContain('alpha shared');
      expect(names).not.toContain('Beta private');
      expect(names).not.toContain('Admin shared');
      expect(names).toEqual(
        [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
      );
      expect(views.find((view) => view.name === 'alpha shared')).toMatchObject({
        mine: false,
        shared: true,
        owner: { username: 'colleague' },
      });
      expect(views.find((view) => view.name === 'Referred this month')?.mine).toBe(true);
    });

    it('lists only the asked report', async () => {
      const views = await list(viewer, 'retailer');
      expect(views.map((view) => view.name)).toEqual(['Same name']);
    });

    it('refuses a missing or unknown report with 400', async () => {
      for (const url of ['/api/report-views', '/api/report-views?report=nonsense']) {
        const response = await api.request({ method: 'GET', url, headers: bearer(viewer) });
        expect(response.statusCode).toBe(400);
      }
    });
  });

  describe('deleting', () => {
    it("deletes the user's own view with 204", async () => {
      const { id } = (await save(viewer, { name: 'Short lived' })).json() as View;
      expect((await remove(viewer, id)).statusCode).toBe(204);
      expect((await list(viewer)).map((view) => view.name)).not.toContain('Short lived');
    });

    it("refuses a group member's shared view with 403 and keeps it", async () => {
      const { id } = (await save(colleague, { name: 'Not yours', shared: true })).json() as View;
      const response = await remove(viewer, id);
      expect(response.statusCode).toBe(403);
      expect((await list(viewer)).map((view) => view.name)).toContain('Not yours');
    });

    it('answers 404 for a view the user cannot see, or that does not exist', async () => {
      const { id } = (await save(colleague, { name: 'Private one' })).json() as View;
      expect((await remove(viewer, id)).statusCode).toBe(404);
      const shared = (await save(admin, { name: 'Other group', shared: true })).json() as View;
      expect((await remove(viewer, shared.id)).statusCode).toBe(404);
      expect((await remove(viewer, 2_000_000)).statusCode).toBe(404);
    });

    it('refuses an id that is not a positive integer with 400', async () => {
      expect((await remove(viewer, 0)).statusCode).toBe(400);
    });
  });

  describe('changing', () => {
    it("renames, replaces the filters and shares the user's own view with 200", async () => {
      const { id } = (
        await save(viewer, { name: 'To change', query: 'status[]=REFER' })
      ).json() as View;
      const renamed = await change(viewer, id, { name: '  Changed  ' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ id, name: 'Changed', query: 'status[]=REFER' });
      const updated = await change(viewer, id, { query: 'status[]=ACCEPT', shared: true });
      expect(updated.json()).toMatchObject({
        name: 'Changed',
        query: 'status[]=ACCEPT',
        shared: true,
      });
      expect((await list(colleague)).find((view) => view.id === id)).toMatchObject({
        name: 'Changed',
        query: 'status[]=ACCEPT',
        mine: false,
      });
    });

    it("refuses a name another of the user's views has with 409, changing nothing", async () => {
      await save(viewer, { name: 'Taken name' });
      const { id } = (await save(viewer, { name: 'Free name' })).json() as View;
      const response = await change(viewer, id, { name: 'Taken name', shared: true });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('A view with this name already exists.');
      expect((await list(viewer)).find((view) => view.id === id)).toMatchObject({
        name: 'Free name',
        shared: false,
      });
    });

    it.each([
      ['a blank name', { name: '   ' }, 'name'],
      ['a name over 100 characters', { name: 'n'.repeat(101) }, 'name'],
      ['a query with a leading question mark', { query: '?status[]=REFER' }, 'query'],
      ['a shared flag that is not a boolean', { shared: 'yes' }, 'shared'],
      ['an unknown property', { report: 'retailer' }, 'report'],
      ['nothing to change', {}, 'body'],
    ])(
      'refuses %s with 400 naming the property, changing nothing',
      async (_, payload, property) => {
        const { id } = (
          await save(viewer, { name: `Bad change ${property} ${JSON.stringify(payload).length}` })
        ).json() as View;
        const response = await change(viewer, id, payload);
        expect(response.statusCode).toBe(400);
        const { error } = response.json() as { error: { properties?: { property: string }[] } };
        expect(JSON.stringify(error.properties)).toContain(property);
        const kept = (await list(viewer)).find((view) => view.id === id);
        expect(kept).toMatchObject({ query: '', shared: false });
      },
    );

    it("refuses a group member's shared view with 403 and keeps it", async () => {
      const { id } = (
        await save(colleague, { name: 'Theirs to change', shared: true })
      ).json() as View;
      const response = await change(viewer, id, { name: 'Mine now' });
      expect(response.statusCode).toBe(403);
      expect((await list(viewer)).find((view) => view.id === id)?.name).toBe('Theirs to change');
    });

    it('answers 404 for a view the user cannot see, or that does not exist', async () => {
      const { id } = (await save(colleague, { name: 'Private to change' })).json() as View;
      expect((await change(viewer, id, { name: 'X' })).statusCode).toBe(404);
      const other = (
        await save(admin, { name: 'Other group change', shared: true })
      ).json() as View;
      expect((await change(viewer, other.id, { shared: false })).statusCode).toBe(404);
      expect((await change(viewer, 2_000_000, { name: 'X' })).statusCode).toBe(404);
    });

    it('changes a view for each demo user that owns it', async () => {
      for (const token of [admin, viewer, colleague]) {
        const { id } = (await save(token, { name: 'Everyone may rename' })).json() as View;
        expect((await change(token, id, { name: 'Renamed by owner' })).statusCode).toBe(200);
      }
    });
  });
});
