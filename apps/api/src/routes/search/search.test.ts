import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { bearer, startTestApi, type TestApi } from '../../test/harness';

interface SearchAnswer {
  results: { type: string; id: number; title: string }[];
  results_count: number;
}

describe.each(backends())('quick search on $name', (backend) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    token = (await api.signIn('admin')).access_token;
  });
  afterAll(() => api?.close());

  const search = async (term: string, as = token, query = '') => {
    const response = await api.request({
      method: 'GET',
      url: `/api/search/${encodeURIComponent(term)}${query}`,
      headers: bearer(as),
    });
    return { status: response.statusCode, body: response.json() as SearchAnswer };
  };

  const merchantIds = async (term: string) =>
    (await search(term)).body.results
      .filter((result) => result.type === 'retailers')
      .map((result) => result.id);

  it('finds a merchant from the start of any run of words in its name, and follows a rename', async () => {
    const [merchant] = await api.server.db.query<{ retailer_id: number }>(
      'SELECT retailer_id FROM retailers ORDER BY retailer_id LIMIT 1',
    );
    const id = merchant!.retailer_id;
    await api.server.db.query(
      `UPDATE retailers SET name = 'Harrowfield Garden & Leisure-Superstore' WHERE retailer_id = $1`,
      [id],
    );
    for (const term of ['harrowf', 'leisure superst', 'GARDEN & LEIS', 'garden leisure-s']) {
      expect(await merchantIds(term), term).toContain(id);
    }
    const { body } = await search('harrowfield garden');
    expect(body.results).toContainEqual({
      type: 'retailers',
      id,
      title: 'Harrowfield Garden & Leisure-Superstore',
    });
    expect(await merchantIds('rrowfield')).not.toContain(id);

    await api.server.db.query(
      `UPDATE retailers SET name = 'Quenby Outfitters' WHERE retailer_id = $1`,
      [id],
    );
    expect(await merchantIds('harrowf')).not.toContain(id);
    expect(await merchantIds('quenby out')).toContain(id);
  });

  it('finds a merchant as soon as it is added, and forgets its words once it is deleted', async () => {
    const [added] = await api.server.db.query<{ retailer_id: number }>(
      `INSERT INTO retailers (service_user_id, name, account_status)
       VALUES (1, 'Wexcombe Pianos', 'application') RETURNING retailer_id`,
    );
    expect(await merchantIds('wexcombe pi')).toEqual([added!.retailer_id]);
    await api.server.db.query('DELETE FROM retailers WHERE retailer_id = $1', [added!.retailer_id]);
    expect(await merchantIds('wexcombe pi')).toEqual([]);
    // The page joins the merchants, so leftover words would not show; they would only fill the index.
    const left = await api.server.db.query(
      'SELECT 1 FROM merchant_search_words WHERE retailer_id = $1',
      [added!.retailer_id],
    );
    expect(left).toEqual([]);
  });

  it('puts an application whose id is typed first', async () => {
    const [application] = await api.server.db.query<{ credit_application_id: string }>(
      `SELECT credit_application_id FROM credit_applications
        WHERE credit_application_id >= 100 ORDER BY credit_application_id LIMIT 1`,
    );
    const id = Number(application!.credit_application_id);
    const { body } = await search(String(id));
    expect(body.results[0]).toMatchObject({ type: 'credit_applications', id });
  });

  it('finds applications by postcode, whatever the spacing', async () => {
    const [address] = await api.server.db.query<{
      credit_application_id: string;
      postcode: string;
    }>('SELECT credit_application_id, postcode FROM addresses WHERE address_number = 1 LIMIT 1');
    const { body } = await search(address!.postcode.replace(/\s/g, '').toLowerCase());
    expect(body.results.map((result) => result.id)).toContain(
      Number(address!.credit_application_id),
    );
  });

  it('shows at most 15 results and stops counting past 100', async () => {
    // Every seeded consumer email has an @, and the emails share their domains.
    const [common] = await api.server.db.query<{ domain: string }>(
      `SELECT split_part(email_address, '@', 2) AS domain FROM consumers
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const { body } = await search(common!.domain);
    expect(body.results).toHaveLength(15);
    expect(body.results_count).toBeGreaterThan(15);
    expect(body.results_count).toBeLessThanOrEqual(101);
  });

  it('gives merchants and applications turns on a page, so a common word shows both', async () => {
    await api.server.db.query(
      `UPDATE retailers SET name = 'Quorvex Trading ' || retailer_id
        WHERE retailer_id IN (SELECT retailer_id FROM retailers ORDER BY retailer_id DESC LIMIT 4)`,
    );
    await api.server.db.query(
      `UPDATE consumers SET surname = 'Quorvex'
        WHERE credit_application_id IN (
          SELECT credit_application_id FROM credit_applications
           WHERE NOT data_protection_hidden ORDER BY credit_application_id LIMIT 2)`,
    );
    const { body } = await search('quorvex');
    expect(body.results.map((result) => result.type)).toEqual([
      'retailers',
      'credit_applications',
      'retailers',
      'credit_applications',
      'retailers',
      'retailers',
    ]);
  });

  it('pages on from the first 15 matches without repeating one', async () => {
    const [common] = await api.server.db.query<{ domain: string }>(
      `SELECT split_part(email_address, '@', 2) AS domain FROM consumers
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const pageOf = async (page: number) =>
      (await search(common!.domain, token, `?page=${page}&perPage=15`)).body.results.map(
        (result) => result.id,
      );
    const [first, second, both] = [await pageOf(1), await pageOf(2), await search(common!.domain)];
    expect(second).toHaveLength(15);
    expect(new Set([...first, ...second]).size).toBe(30);
    expect(both.body.results.map((result) => result.id)).toEqual(first);
  });

  describe('by the words of a name or an email', () => {
    let id: number;
    const searchIds = async (term: string, as = token) =>
      (await search(term, as)).body.results.map((result) => result.id);
    beforeAll(async () => {
      const [application] = await api.server.db.query<{ credit_application_id: string }>(
        `SELECT credit_application_id FROM credit_applications
          WHERE NOT data_protection_hidden AND lender_id IS DISTINCT FROM 2
          ORDER BY credit_application_id DESC LIMIT 1`,
      );
      id = Number(application!.credit_application_id);
      await api.server.db.query(
        `UPDATE consumers SET forename = 'Quillon', surname = 'Zebedee-Marchbanks',
                email_address = 'q.zm@quillon-mail.example'
          WHERE credit_application_id = $1`,
        [id],
      );
    });

    it('finds an application from the start of any word, of the full name or of the email', async () => {
      for (const term of [
        'zebe',
        'MARCHB',
        'zebedee-m',
        'quillon   zeb',
        'q.zm@',
        'quillon-mail.ex',
      ]) {
        expect(await searchIds(term), term).toContain(id);
      }
      const [found] = (await search('zebedee')).body.results;
      expect(found).toEqual({
        type: 'credit_applications',
        id,
        title: 'Quillon Zebedee-Marchbanks',
      });
    });

    it('does not find it from the middle of a word (ADR 0077)', async () => {
      expect(await searchIds('ebedee')).not.toContain(id);
      expect(await searchIds('uillon')).not.toContain(id);
    });

    it('follows a change of name, of data protection and of lender, and a deleted consumer', async () => {
      await api.server.db.query(
        `UPDATE consumers SET surname = 'Yarrowgate' WHERE credit_application_id = $1`,
        [id],
      );
      expect(await searchIds('zebedee')).not.toContain(id);
      expect(await searchIds('yarrowg')).toContain(id);

      const hide = (hidden: boolean) =>
        api.server.db.query(
          'UPDATE credit_applications SET data_protection_hidden = $2 WHERE credit_application_id = $1',
          [id, hidden],
        );
      await hide(true);
      expect(await searchIds('yarrowg')).not.toContain(id);
      await hide(false);
      expect(await searchIds('yarrowg')).toContain(id);

      const lender = (await api.signIn('lender')).access_token;
      expect(await searchIds('yarrowg', lender)).not.toContain(id);
      const [former] = await api.server.db.query<{ lender_id: number }>(
        `SELECT lender_id FROM credit_applications WHERE credit_application_id = $1`,
        [id],
      );
      await api.server.db.query(
        'UPDATE credit_applications SET lender_id = 2 WHERE credit_application_id = $1',
        [id],
      );
      try {
        expect(await searchIds('yarrowg', lender)).toContain(id);
      } finally {
        await api.server.db.query(
          'UPDATE credit_applications SET lender_id = $2 WHERE credit_application_id = $1',
          [id, former!.lender_id],
        );
      }

      await api.server.db.query('DELETE FROM consumers WHERE credit_application_id = $1', [id]);
      expect(await searchIds('yarrowg')).not.toContain(id);
    });
  });

  it('refuses fewer than 3 characters', async () => {
    const { status, body } = await search('ab');
    expect(status).toBe(400);
    expect((body as unknown as { error: { code: string } }).error.code).toBe(
      'ERR_SCHEMA_VALIDATION_ERROR',
    );
  });

  it('hides consumer names from a user without personal-data permission', async () => {
    const [application] = await api.server.db.query<{ credit_application_id: string }>(
      `SELECT a.credit_application_id FROM credit_applications a
        WHERE NOT a.data_protection_hidden AND a.credit_application_id >= 100 LIMIT 1`,
    );
    const userId = await api.addUser('no.personal.data');
    await api.server.db.query(
      `WITH g AS (INSERT INTO user_groups (organisation_id, group_name)
                  SELECT organisation_id, 'Applications Only' FROM users WHERE user_id = $1
                  RETURNING group_id),
            p AS (INSERT INTO group_permissions (group_id, category_id, rule_id)
                  SELECT group_id, 200, 1 FROM g)
       UPDATE users SET group_id = (SELECT group_id FROM g) WHERE user_id = $1`,
      [userId],
    );
    const withoutPermission = (await api.signIn('no.personal.data')).access_token;
    const id = Number(application!.credit_application_id);
    const hidden = (await search(String(id), withoutPermission)).body.results[0];
    expect(hidden).toEqual({ type: 'credit_applications', id, title: 'N/A' });
    const shown = (await search(String(id))).body.results[0];
    expect(shown?.title).not.toBe('N/A');

    // Nor is the application found by its consumer's name, email or postcode.
    const [consumer] = await api.server.db.query<{
      surname: string;
      email_address: string;
      postcode: string;
    }>(
      `SELECT c.surname, c.email_address, d.postcode FROM consumers c
         JOIN addresses d ON d.credit_application_id = c.credit_application_id
        WHERE c.credit_application_id = $1 AND d.address_number = 1`,
      [id],
    );
    for (const term of [consumer!.surname, consumer!.email_address, consumer!.postcode]) {
      const found = (await search(term, withoutPermission)).body.results.map((r) => r.id);
      expect(found, term).not.toContain(id);
      expect(
        (await search(term)).body.results.map((r) => r.id),
        term,
      ).toContain(id);
    }
  });

  it("does not match a data-protected application on its consumer's details, for anyone", async () => {
    const [hidden] = await api.server.db.query<{ id: string; email_address: string }>(
      `SELECT a.credit_application_id AS id, c.email_address FROM credit_applications a
         JOIN consumers c ON c.credit_application_id = a.credit_application_id
        WHERE a.data_protection_hidden AND c.email_address IS NOT NULL LIMIT 1`,
    );
    const found = (await search(hidden!.email_address)).body.results.map((r) => r.id);
    expect(found).not.toContain(Number(hidden!.id));
  });

  it('shows merchants only to users with the merchants permission', async () => {
    const [merchant] = await api.server.db.query<{ name: string }>(
      // One of the demo lender's (lender 2's) merchants, which it finds with the permission.
      'SELECT name FROM retailers WHERE 2 = ANY(lender_ids) ORDER BY retailer_id LIMIT 1',
    );
    // The demo lender reads its merchants; without the merchant permissions it finds none.
    const merchantPermissions = `category_id = 200 AND rule_id IN (4, 5)
       AND group_id = (SELECT group_id FROM users WHERE username = 'lender')`;
    const taken = await api.server.db.query<{ group_id: number; rule_id: number }>(
      `DELETE FROM group_permissions WHERE ${merchantPermissions} RETURNING group_id, rule_id`,
    );
    expect(taken).toHaveLength(2);
    try {
      const withoutPermission = (await api.signIn('lender')).access_token;
      const types = (await search(merchant!.name, withoutPermission)).body.results.map(
        (r) => r.type,
      );
      expect(types).not.toContain('retailers');
    } finally {
      for (const { group_id: groupId, rule_id: ruleId } of taken) {
        await api.server.db.query(
          'INSERT INTO group_permissions (group_id, category_id, rule_id) VALUES ($1, 200, $2)',
          [groupId, ruleId],
        );
      }
    }
    const lender = (await api.signIn('lender')).access_token;
    expect((await search(merchant!.name, lender)).body.results.map((r) => r.type)).toContain(
      'retailers',
    );
    expect((await search(merchant!.name)).body.results.map((r) => r.type)).toContain('retailers');
  });

  it('gives a lender only its own applications', async () => {
    const lender = (await api.signIn('lender')).access_token;
    const [other] = await api.server.db.query<{ credit_application_id: string }>(
      `SELECT credit_application_id FROM credit_applications
        WHERE lender_id IS DISTINCT FROM 2 AND credit_application_id >= 100 LIMIT 1`,
    );
    const { body } = await search(other!.credit_application_id, lender);
    expect(body.results.map((result) => result.id)).not.toContain(
      Number(other!.credit_application_id),
    );
  });
});
