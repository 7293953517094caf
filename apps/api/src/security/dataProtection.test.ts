/**
 * The data-protection suite: a consumer's name, date of birth, salary, postcode and email, their
 * credit file and their fraud checks are planted as unmistakable markers on two applications of
 * lender 2, one hidden by data protection and one not. Every operation of openapi.yaml is then
 * called by users with and without each personal-data permission, aimed at both, and the raw
 * JSON of every answer is searched for the markers they may not see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApi, type TestApi } from '../test/harness';
import {
  contractOperations,
  toInject,
  validRequest,
  type ContractOperation,
} from './contractRequests';
import { signInAs, type SuiteUser } from './fixtures';

type Kind = 'consumer' | 'creditFile' | 'fraud';

/** What is planted on an application; each value appears nowhere else in the database. */
function markersOf(tag: 'H' | 'V') {
  return {
    forename: `Marigoldine${tag}`,
    surname: `Quillfeather${tag}`,
    email: `marigoldine.${tag.toLowerCase()}@hidden-consumer.example`,
    dateOfBirth: tag === 'H' ? '1961-07-23' : '1958-11-09',
    salaryPence: tag === 'H' ? 4_193_777 : 3_871_133,
    postcode: tag === 'H' ? 'ZX9 8QW' : 'ZY7 6QX',
    creditFileNote: `CREDITFILE-MARKER-${tag}`,
    fraudFlag: `FRAUDMARKFLAG${tag}`,
    fraudText: `FRAUD-MARKER-${tag}5R2`,
    fraudIp: tag === 'H' ? '203.0.113.199' : '203.0.113.188',
    riskScore: tag === 'H' ? 87.654 : 76.543,
    vendorReference: `V-MARKER-${tag}991`,
  };
}
type Markers = ReturnType<typeof markersOf>;

/** The texts of each kind of personal data, as they could appear in a JSON answer. */
function searchable(markers: Markers): Record<Kind, string[]> {
  return {
    consumer: [
      markers.forename,
      markers.surname,
      markers.email,
      markers.dateOfBirth,
      String(markers.salaryPence),
      String(markers.salaryPence / 100),
      markers.postcode,
      markers.postcode.replace(' ', ''),
    ],
    creditFile: [markers.creditFileNote],
    fraud: [
      markers.fraudFlag,
      markers.fraudText,
      markers.fraudIp,
      String(markers.riskScore),
      markers.vendorReference,
    ],
  };
}

/** Puts the markers in every table that holds the application's personal data. */
async function plant(api: TestApi, applicationId: number, markers: Markers) {
  const sql = (text: string, params: unknown[]) =>
    api.server.db.query(text, [applicationId, ...params]);
  await sql(
    `UPDATE consumers SET forename = $2, surname = $3, email_address = $4, date_of_birth = $5,
            salary_pence = $6, salary_type = 'GROSS_ANNUAL'
      WHERE credit_application_id = $1`,
    [markers.forename, markers.surname, markers.email, markers.dateOfBirth, markers.salaryPence],
  );
  await sql('UPDATE addresses SET postcode = $2 WHERE credit_application_id = $1', [
    markers.postcode,
  ]);
  await sql(`UPDATE credit_files SET content = $2 WHERE credit_application_id = $1`, [
    JSON.stringify({
      metadata: { account_name: `${markers.forename} ${markers.surname}` },
      summaries: { ccjs: 0, months_at_address: 40 },
      electoral_roll: [{ name: `${markers.forename} ${markers.surname}` }],
      accounts: [{ name: `${markers.forename} ${markers.surname}`, type: 'Loan' }],
      nocs: [{ text: markers.creditFileNote, date: '2023-02-14' }],
    }),
  ]);
  // A rule of each decision that used the consumer's and the fraud checks' values.
  await sql(
    `UPDATE decision_logs SET rules = rules || jsonb_build_array(jsonb_build_object(
         'rule_number', 99, 'rule_name', 'Marker rule', 'stage_number', 1, 'outcome', NULL,
         'values_used', jsonb_build_object('application:postcode', $2::text,
                                           'application:salary', $3::numeric,
                                           'maxmind:risk_score', $4::numeric),
         'description', 'marker', 'result', false, 'values', '{}'::jsonb))
      WHERE credit_application_id = $1 AND NOT rules::text LIKE '%Marker rule%'`,
    [markers.postcode, markers.salaryPence / 100, markers.riskScore],
  );
  await sql(
    `INSERT INTO credit_sentry (credit_application_id, flags, content) VALUES ($1, $2, $3)
     ON CONFLICT (credit_application_id) DO UPDATE SET flags = EXCLUDED.flags, content = EXCLUDED.content`,
    [
      [markers.fraudFlag],
      JSON.stringify({
        maxmind: [
          { display: 'Risk score', value: markers.riskScore },
          { display: 'IP address', value: markers.fraudIp },
        ],
        tracesmart: [{ display: 'Sanctions match', value: markers.fraudText }],
      }),
    ],
  );
  await sql('DELETE FROM id_verification_events WHERE credit_application_id = $1', []);
  await sql(
    `INSERT INTO id_verification_events (credit_application_id, name, vendor_reference, occurred_at)
     VALUES ($1, 'ID check', $2, now())`,
    [markers.vendorReference],
  );
}

interface Target {
  name: 'hidden' | 'visible';
  id: number;
  markers: Markers;
}

/** What of a target a user may see: nothing of a hidden one; of the other, what they hold. */
function mayView(user: SuiteUser, target: Target): Record<Kind, boolean> {
  if (target.name === 'hidden') return { consumer: false, creditFile: false, fraud: false };
  const consumer = user.permissions.has('100:10');
  return {
    consumer,
    creditFile: consumer && user.permissions.has('100:11'),
    fraud: user.permissions.has('100:14'),
  };
}

describe('data protection on every path', () => {
  let api: TestApi;
  let users: SuiteUser[];
  let targets: Target[];
  let seededDraft: object;

  beforeAll(async () => {
    api = await startTestApi({});
    const lender2Applications = await api.server.db.query<{ id: number }>(
      `SELECT a.credit_application_id::int AS id FROM credit_applications a
        WHERE a.lender_id = 2
          AND EXISTS (SELECT 1 FROM decision_logs d WHERE d.credit_application_id = a.credit_application_id AND d.is_current)
          AND EXISTS (SELECT 1 FROM credit_files f WHERE f.credit_application_id = a.credit_application_id)
        ORDER BY 1 LIMIT 2`,
    );
    const [hidden, visible] = lender2Applications.map((row) => row.id) as [number, number];
    await api.server.db.query(
      'UPDATE credit_applications SET data_protection_hidden = (credit_application_id = $1) WHERE credit_application_id IN ($1, $2)',
      [hidden, visible],
    );
    targets = [
      { name: 'hidden', id: hidden, markers: markersOf('H') },
      { name: 'visible', id: visible, markers: markersOf('V') },
    ];
    for (const target of targets) await plant(api, target.id, target.markers);

    // Administrators without one personal-data permission each, beside the demo users.
    for (const [username, without] of [
      ['no.consumer.data', '100:10'],
      ['no.credit.files', '100:11'],
      ['no.fraud.data', '100:14'],
    ] as const) {
      const userId = await api.addUser(username);
      const [category, rule] = without.split(':').map(Number);
      await api.server.db.query(
        `WITH g AS (INSERT INTO user_groups (organisation_id, group_name)
                    SELECT organisation_id, $2 FROM users WHERE user_id = $1 RETURNING group_id),
              p AS (INSERT INTO group_permissions (group_id, category_id, rule_id)
                    SELECT g.group_id, gp.category_id, gp.rule_id
                      FROM g, group_permissions gp JOIN users a ON a.group_id = gp.group_id
                     WHERE a.username = 'admin' AND NOT (gp.category_id = $3 AND gp.rule_id = $4))
         UPDATE users SET group_id = (SELECT group_id FROM g) WHERE user_id = $1`,
        [userId, `Without ${without}`, category, rule],
      );
    }
    users = [];
    for (const username of [
      'admin',
      'lender',
      'viewer',
      'no.consumer.data',
      'no.credit.files',
      'no.fraud.data',
    ]) {
      users.push(await signInAs(api, username));
    }
    const policyId = (
      await api.server.db.query<{ id: number }>(
        'SELECT min(credit_policy_id) AS id FROM credit_policies WHERE lender_id = 2',
      )
    )[0]!.id;
    const policy = (
      await api.request({
        method: 'GET',
        url: `/api/credit-policies/${policyId}`,
        headers: bearer(users[0]!.token),
      })
    ).json();
    seededDraft = {
      name: policy.name,
      lender_id: policy.lender_id,
      regulated: policy.regulated,
      stages: policy.stages,
    };
  });
  afterAll(() => api?.close());

  /** The requests of an operation aimed at the target: search tries each consumer detail. */
  function requestsFor(operation: ContractOperation, target: Target) {
    const pins = {
      creditAppId: target.id,
      decisionId: target.id,
      consumerId: target.id,
      credit_application_id: target.id,
      vendor_reference: target.markers.vendorReference,
      lender_id: 2,
      lenderId: 2,
    };
    const curated: Record<string, object> = {
      testCreditPolicy: { policy: seededDraft, credit_application_id: target.id },
      simulateCreditPolicy: { policy: seededDraft },
    };
    if (operation.parameters.some((parameter) => parameter.name === 'searchTerm')) {
      const { surname, email, postcode } = target.markers;
      return [surname, email, postcode].map((searchTerm) =>
        validRequest(operation, { ...pins, searchTerm }),
      );
    }
    const request = validRequest(operation, pins);
    return [{ ...request, body: curated[operation.operationId] ?? request.body }];
  }

  it('shows the planted data to a user who may see it (else this suite would prove nothing)', async () => {
    const [visible] = targets.filter((target) => target.name === 'visible');
    const admin = users.find((user) => user.username === 'admin')!;
    const read = async (url: string) =>
      (await api.request({ method: 'GET', url: `/api${url}`, headers: bearer(admin.token) })).body;
    const detail = await read(`/credit-applications/${visible!.id}`);
    const decisions = await read(`/credit-applications/${visible!.id}/decisions`);
    const texts = searchable(visible!.markers);
    for (const text of [texts.consumer[0]!, texts.consumer[2]!, texts.fraud[0]!, texts.fraud[4]!]) {
      expect(detail).toContain(text);
    }
    expect(decisions).toContain(visible!.markers.creditFileNote);
    expect(decisions).toContain(visible!.markers.postcode);
  });

  it.each(['hidden', 'visible'] as const)(
    'shows none of the %s application’s personal data to users who may not see it, on any operation',
    async (targetName) => {
      const target = targets.find((candidate) => candidate.name === targetName)!;
      const texts = searchable(target.markers);
      const leaks: string[] = [];
      let reachedHandlers = 0;
      for (const operation of contractOperations) {
        for (const user of users) {
          const allowed = mayView(user, target);
          const forbidden = (Object.keys(texts) as Kind[]).filter((kind) => !allowed[kind]);
          if (forbidden.length === 0) continue;
          for (const request of requestsFor(operation, target)) {
            const response = await api.request(toInject(operation, request, bearer(user.token)));
            if (response.statusCode < 300) reachedHandlers += 1;
            const raw = response.body;
            for (const kind of forbidden) {
              for (const text of texts[kind]) {
                if (raw.includes(text)) {
                  leaks.push(`${operation.operationId} as ${user.username}: ${kind} "${text}"`);
                }
              }
            }
            // Found by a consumer detail the user may not see: the match itself tells.
            if (
              !allowed.consumer &&
              operation.path.includes('{searchTerm}') &&
              raw.includes(`"id":${target.id}`)
            ) {
              leaks.push(
                `${operation.operationId} as ${user.username}: found by a consumer detail`,
              );
            }
            if (operation.method !== 'get') await plant(api, target.id, target.markers);
          }
        }
      }
      expect([...new Set(leaks)]).toEqual([]);
      // The suite reached the handlers that show personal data, not only refusals.
      expect(reachedHandlers).toBeGreaterThan(100);
    },
  );
});
