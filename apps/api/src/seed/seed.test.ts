import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { backends } from '../test/backends';
import {
  applicationStatuses,
  lenderStatuses,
  loanTypeCodes,
  merchantAccountStatuses,
  parseProductCode,
  summariseCreditFile,
} from '@backoffice/domain/model';
import { seedDemo } from './seed';

const size = { merchants: 36, applications: 120 };

async function seededDatabase(databaseUrl: string | undefined): Promise<Database> {
  const db = await openDatabase({ databaseUrl });
  await migrate(db);
  await seedDemo(db, size);
  return db;
}

const values = async (db: Database, text: string) =>
  (await db.query<{ value: string | null }>(text)).map((row) => row.value);

describe.each(backends())('demo seed on $name', (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await seededDatabase(await backend.freshDatabase());
  });
  afterAll(() => db?.close());

  it('loads the size asked for', async () => {
    const [counts] = await db.query<{ merchants: number; applications: number }>(
      `SELECT (SELECT count(*)::int FROM retailers) AS merchants,
              (SELECT count(*)::int FROM credit_applications) AS applications`,
    );
    expect(counts).toEqual(size);
  });

  it('covers every application status and loan type', async () => {
    expect(
      new Set(await values(db, 'SELECT DISTINCT current_status AS value FROM credit_applications')),
    ).toEqual(new Set(applicationStatuses));
    expect(
      new Set(await values(db, 'SELECT DISTINCT loan_type AS value FROM credit_applications')),
    ).toEqual(new Set(loanTypeCodes));
  });

  it('covers every merchant account status and lender status, including not set', async () => {
    expect(
      new Set(await values(db, 'SELECT DISTINCT account_status AS value FROM retailers')),
    ).toEqual(new Set(merchantAccountStatuses));
    expect(
      new Set(await values(db, 'SELECT DISTINCT lender_status AS value FROM retailer_lenders')),
    ).toEqual(new Set([...lenderStatuses, null]));
  });

  it('records three years of address history, or three addresses, for every consumer', async () => {
    const short = await db.query(
      `SELECT credit_application_id FROM addresses GROUP BY credit_application_id
        HAVING sum(time_years) < 3 AND count(*) < 3`,
    );
    expect(short).toEqual([]);
  });

  it('gives every application a consumer, goods adding up to advance plus deposit, and a SUBMITTED log', async () => {
    const broken = await db.query(
      `SELECT a.credit_application_id
         FROM credit_applications a
         LEFT JOIN consumers c USING (credit_application_id)
         JOIN deposits d USING (credit_application_id)
        WHERE c.credit_application_id IS NULL
           OR a.advance_pence + d.amount_pence <>
              (SELECT sum(price_pence * quantity) FROM goods g WHERE g.credit_application_id = a.credit_application_id)
           OR NOT EXISTS (SELECT 1 FROM status_logs s
                           WHERE s.credit_application_id = a.credit_application_id AND s.status = 'SUBMITTED')`,
    );
    expect(broken).toEqual([]);
  });

  it('gives merchants contacts, notes, flags, agreements and rate cards', async () => {
    const [counts] = await db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM retailer_contacts) AS contacts,
              (SELECT count(*)::int FROM retailer_notes) AS notes,
              (SELECT count(*)::int FROM retailer_flags) AS flags,
              (SELECT count(*)::int FROM retailer_agreements WHERE retailer_agreed IS NULL) AS unagreed,
              (SELECT count(*)::int FROM retailer_agreements WHERE retailer_agreed IS NOT NULL) AS agreed,
              (SELECT count(*)::int FROM retailer_rate_cards) AS rate_cards,
              (SELECT count(*)::int FROM settlement_files) AS settlement_files,
              (SELECT count(*)::int FROM documents) AS documents`,
    );
    for (const [name, count] of Object.entries(counts!)) expect(count, name).toBeGreaterThan(0);
  });

  it('gives the merchant screens every branch: users, primaries, CCL numbers, agreements, files', async () => {
    const [counts] = await db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM users u JOIN organisations o USING (organisation_id)
                WHERE o.organisation_type = 'retailer' AND u.password_hash IS NULL) AS merchant_users,
              (SELECT count(*)::int FROM retailers WHERE organisation_id IS NULL) AS merchants_without_users,
              (SELECT count(*)::int FROM retailer_users WHERE user_id IS NULL) AS unlinked_portal_users,
              (SELECT count(*)::int FROM (SELECT retailer_id FROM retailer_contacts WHERE contact_type = 'primary'
                 GROUP BY retailer_id HAVING count(*) > 1) two) AS two_primaries,
              (SELECT count(*)::int FROM (SELECT retailer_id FROM retailer_contacts WHERE contact_type = 'primary'
                 GROUP BY retailer_id HAVING count(*) = 1) one) AS one_primary,
              (SELECT count(*)::int FROM retailers WHERE ccl_number IS NULL) AS ccl_missing,
              (SELECT count(*)::int FROM retailers WHERE char_length(ccl_number) < 6) AS ccl_short,
              (SELECT count(*)::int FROM retailers WHERE char_length(ccl_number) >= 6) AS ccl_valid,
              (SELECT count(*)::int FROM retailers r JOIN decision_policies p USING (decision_policy_id)
                WHERE p.is_regulated) AS regulated,
              (SELECT count(*)::int FROM retailers r JOIN decision_policies p USING (decision_policy_id)
                WHERE NOT p.is_regulated) AS unregulated,
              (SELECT count(*)::int FROM retailer_agreements WHERE type = 'pre_agreed_upload' AND retailer_agreed IS NULL) AS custom_unsigned,
              (SELECT count(*)::int FROM retailer_agreements WHERE type = 'pre_agreed_upload' AND retailer_agreed IS NOT NULL) AS custom_signed,
              (SELECT count(*)::int FROM retailer_note_attachments) AS attachments,
              (SELECT count(*)::int FROM retailer_emails WHERE note_id IS NOT NULL) AS emails,
              (SELECT count(*)::int FROM retailer_flags WHERE resolved) AS resolved_flags,
              (SELECT count(*)::int FROM retailer_flags WHERE NOT resolved) AS open_flags,
              (SELECT count(*)::int FROM retailer_notes WHERE note_type = 'Retailer Note') AS retailer_notes,
              (SELECT count(*)::int FROM retailer_notes WHERE note_type = 'Internal Note') AS internal_notes`,
    );
    const { unlinked_portal_users: unlinked, ...present } = counts!;
    for (const [name, count] of Object.entries(present)) expect(count, name).toBeGreaterThan(0);
    expect(unlinked).toBe(0);
    const groups = await db.query<{ group_name: string; permissions: string[] }>(
      `SELECT g.group_name, array_agg(DISTINCT p.category_id || ':' || p.rule_id) AS permissions
         FROM user_groups g JOIN organisations o USING (organisation_id)
         JOIN group_permissions p USING (group_id)
        WHERE o.organisation_type = 'retailer' GROUP BY g.group_name ORDER BY g.group_name`,
    );
    expect(groups).toEqual([
      { group_name: 'Managers', permissions: ['200:4', '201:13'] },
      { group_name: 'Sales', permissions: ['200:4'] },
    ]);
  });

  it('gives every application a product code in the spec format', async () => {
    const codes = await values(
      db,
      `SELECT DISTINCT product_code AS value FROM credit_applications
       UNION SELECT DISTINCT product_code FROM decision_logs WHERE product_code IS NOT NULL`,
    );
    expect(codes.length).toBeGreaterThan(5);
    for (const code of codes) expect(parseProductCode(code ?? ''), code ?? 'null').not.toBeNull();
  });

  it('gives credit files that agree with themselves (issue 22)', async () => {
    interface SeededCreditFile {
      metadata: {
        account_name: string;
        date_of_birth: string;
        address: string;
        searched_at: string;
      };
      summaries: {
        searches: { months: number; amount: number }[];
        accounts: number;
        total_balance: number;
        addresses: number;
        addresses_submitted: number;
        ccjs: number;
        ccj_value: number;
        bankruptcies: number;
      };
      electoral_roll: { name: string; address: string; from: string; to: string | null }[];
      accounts: { balance: number; history: { status: string }[] }[];
      linked_addresses: { address: string }[];
      public_records: {
        ccjs: { status: string; amount: number }[];
        insolvencies: { status: string }[];
      };
    }
    const files = await db.query<{ id: number; content: SeededCreditFile; addresses: number }>(
      `SELECT f.credit_application_id::int AS id, f.content,
              (SELECT count(*)::int FROM addresses a
                WHERE a.credit_application_id = f.credit_application_id) AS addresses
         FROM credit_files f`,
    );
    expect(files.length).toBeGreaterThan(50);
    const seen = { ccjs: 0, satisfied: 0, insolvencies: 0, linked: 0, unconfirmed: 0, arrears: 0 };
    for (const { id, content, addresses } of files) {
      const { summaries, accounts, linked_addresses: linked, public_records: records } = content;
      const searches = Object.fromEntries(
        summaries.searches.map((search) => [search.months, search.amount]),
      );
      expect(searches[3], `searches of ${id}`).toBeLessThanOrEqual(searches[12] ?? -1);
      expect(summaries.accounts, `accounts of ${id}`).toBe(accounts.length);
      expect(summaries.total_balance, `balance of ${id}`).toBe(
        accounts.reduce(
          (total: number, account: { balance: number }) => total + account.balance,
          0,
        ),
      );
      expect(summaries.addresses, `linked addresses of ${id}`).toBe(linked.length);
      expect(summaries.addresses_submitted, `submitted addresses of ${id}`).toBe(addresses);
      expect(summaries.ccjs, `CCJs of ${id}`).toBe(records.ccjs.length);
      expect(summaries.bankruptcies, `insolvencies of ${id}`).toBe(records.insolvencies.length);
      const summary = summariseCreditFile({
        applicant: {
          name: content.metadata.account_name,
          date_of_birth: content.metadata.date_of_birth,
          address: content.metadata.address,
        },
        searched_at: content.metadata.searched_at,
        addresses_submitted: summaries.addresses_submitted,
        linked_addresses: linked,
        electoral_roll: content.electoral_roll,
        accounts,
        ccjs: records.ccjs,
        insolvencies: records.insolvencies,
      });
      expect(summary.ccjs.Active.value + summary.ccjs.Satisfied.value, `CCJ value of ${id}`).toBe(
        summaries.ccj_value,
      );
      seen.ccjs += summary.ccjs.Active.count;
      seen.satisfied += summary.ccjs.Satisfied.count;
      seen.insolvencies += records.insolvencies.length;
      seen.linked += linked.length;
      if (!summary.electoralRoll.personConfirmed) seen.unconfirmed += 1;
      if (summary.worstHistoricStatus && summary.worstHistoricStatus !== '0') seen.arrears += 1;
    }
    // Every branch of the summary shows somewhere in the demo.
    for (const [branch, count] of Object.entries(seen)) expect(count, branch).toBeGreaterThan(0);
  });

  it('leaves the sequences past the seeded ids, so that new rows can be added', async () => {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO retailers (service_user_id, name, account_status) VALUES (1, 'New merchant', 'application')
       RETURNING retailer_id AS id`,
    );
    expect(row!.id).toBe(size.merchants + 1);
  });

  it('loads awkward text, arrays, nulls and JSON intact', async () => {
    const awkward = 'tab\there, new\nline, back\\slash, "quotes", {braces}, £ and emoji 🙂';
    await db.transaction((sql) =>
      sql.insertRows(
        'csns',
        ['credit_application_id', 'type', 'app_status', 'csn_status', 'sent_at', 'data'],
        [
          [
            1,
            awkward,
            'ACCEPT',
            'SENT',
            new Date('2026-01-02T03:04:05Z'),
            json({ awkward, list: [1, null] }),
          ],
        ],
      ),
    );
    await db.transaction((sql) =>
      sql.insertRows(
        'application_notes',
        ['credit_application_id', 'long_text', 'lender_id', 'recipients'],
        [[1, awkward, null, [awkward, 'b,c']]],
      ),
    );
    const [csn] = await db.query<{ data: unknown; sent_at: Date }>(
      `SELECT data, sent_at FROM csns WHERE type = $1`,
      [awkward],
    );
    expect(csn!.data).toEqual({ awkward, list: [1, null] });
    expect(new Date(csn!.sent_at).toISOString()).toBe('2026-01-02T03:04:05.000Z');
    const [note] = await db.query<{ recipients: string[]; lender_id: number | null }>(
      `SELECT recipients, lender_id FROM application_notes WHERE long_text = $1`,
      [awkward],
    );
    expect(note).toEqual({ recipients: [awkward, 'b,c'], lender_id: null });
  });
  it('flags the applications that match the enabled watch list, and only those', async () => {
    const flagged = await db.query<{ credit_application_id: string; watch_list: unknown }>(
      `SELECT credit_application_id, content -> 'watch_list' AS watch_list FROM credit_sentry
        WHERE 'WATCH_LIST_MATCH' = ANY(flags) ORDER BY credit_application_id`,
    );
    expect(flagged.length).toBeGreaterThanOrEqual(2);
    for (const row of flagged) {
      expect(row.watch_list).toEqual(
        expect.arrayContaining([
          { display: expect.stringMatching(/^Watch List 2, item \d+$/), value: expect.any(String) },
        ]),
      );
    }
    // Each flagged consumer shares a key with an item of the enabled list.
    const [{ unmatched }] = (await db.query<{ unmatched: number }>(
      `SELECT count(*)::int AS unmatched FROM credit_sentry cs
         JOIN consumers c USING (credit_application_id)
         JOIN credit_applications a USING (credit_application_id)
        WHERE 'WATCH_LIST_MATCH' = ANY(cs.flags)
          AND NOT EXISTS (SELECT 1 FROM fraud_watch_list_items i
                           WHERE i.fraud_watch_list_id = 2
                             AND (i.match_email = lower(c.email_address)
                                  OR i.match_ip_address = a.ip_address
                                  OR i.match_bank_account = c.bank_sortcode || ':' || c.bank_current_account
                                  OR i.match_phone IN (regexp_replace(c.mobile_number, '\\D', '', 'g'),
                                                       regexp_replace(c.phone_number, '\\D', '', 'g'))
                                  OR i.match_mobile IN (regexp_replace(c.mobile_number, '\\D', '', 'g'),
                                                        regexp_replace(c.phone_number, '\\D', '', 'g'))
                                  OR i.match_postcode IN (SELECT upper(replace(ad.postcode, ' ', ''))
                                                            FROM addresses ad
                                                           WHERE ad.credit_application_id = a.credit_application_id)))`,
    )) as [{ unmatched: number }];
    expect(unmatched).toBe(0);
    const [{ missed }] = (await db.query<{ missed: number }>(
      `SELECT count(*)::int AS missed FROM credit_sentry cs
         JOIN consumers c USING (credit_application_id)
        WHERE NOT 'WATCH_LIST_MATCH' = ANY(cs.flags)
          AND lower(c.email_address) IN (SELECT match_email FROM fraud_watch_list_items
                                          WHERE fraud_watch_list_id = 2)`,
    )) as [{ missed: number }];
    expect(missed).toBe(0);
  });

  it('gives each lender a settlement definition with recipients and a delivery per recipient of each file', async () => {
    const [counts] = await db.query<{
      lenders: number;
      without_recipients: number;
      orphans: number;
    }>(
      `SELECT (SELECT count(DISTINCT lender_id)::int FROM settlement_definitions) AS lenders,
              (SELECT count(*)::int FROM settlement_definitions d
                WHERE NOT EXISTS (SELECT 1 FROM settlement_recipients r
                                   WHERE r.definition_id = d.definition_id)) AS without_recipients,
              (SELECT count(*)::int FROM settlement_files f
                WHERE f.generation_status = 'Success'
                  AND NOT EXISTS (SELECT 1 FROM settlement_deliveries s
                                   WHERE s.settlement_file_id = f.settlement_file_id)) AS orphans`,
    );
    expect(counts).toEqual({ lenders: 14, without_recipients: 0, orphans: 0 });
  });
});

describe('the demo seed', () => {
  it.each(['01:30', '02:15', '03:00'])(
    'seeded at %s UTC, has no settlement file from the future and no run already due',
    async (time) => {
      const clock = new Date(`2026-11-25T${time}:00Z`);
      const db = await openDatabase({});
      try {
        await migrate(db);
        await seedDemo(db, size, { clock });
        const [bounds] = (await db.query<{ latest_file: Date; earliest_run: Date }>(
          `SELECT (SELECT max(generated_at) FROM settlement_files) AS latest_file,
                  (SELECT min(next_run_at) FROM settlement_definitions) AS earliest_run`,
        )) as [{ latest_file: Date; earliest_run: Date }];
        expect(new Date(bounds.latest_file).getTime()).toBeLessThanOrEqual(clock.getTime());
        expect(new Date(bounds.earliest_run).getTime()).toBeGreaterThan(clock.getTime());
        // The daily run is a day apart from the latest daily file: none is skipped.
        expect(
          new Date(bounds.earliest_run).getTime() - new Date(bounds.latest_file).getTime(),
        ).toBeLessThanOrEqual(86_400_000);
      } finally {
        await db.close();
      }
    },
  );

  it('is deterministic: the same merchants, consumers and goods every time', async () => {
    const snapshot = async () => {
      const db = await seededDatabase(undefined);
      try {
        return await db.query(
          `SELECT r.name, r.account_status, c.forename, c.surname, a.current_status, a.advance_pence
             FROM credit_applications a
             JOIN retailers r USING (retailer_id)
             JOIN consumers c USING (credit_application_id)
            ORDER BY a.credit_application_id`,
        );
      } finally {
        await db.close();
      }
    };
    const first = await snapshot();
    expect(first).toHaveLength(size.applications);
    expect(await snapshot()).toEqual(first);
  });
});
