/**
 * The rows the security suites aim their generated requests at: for each demo user, ids of
 * things that exist and that they may reach, and ids of another lender's, organisation's or
 * user's things that they must not.
 */
import { bearer, type TestApi } from '../test/harness';
import type { Pins } from './contractRequests';

export interface SuiteUser {
  username: string;
  token: string;
  userId: number;
  userType: 'service_user' | 'lender';
  organisationId: number;
  permissions: ReadonlySet<string>;
}

export async function signInAs(api: TestApi, username: string): Promise<SuiteUser> {
  const { access_token, user_id } = await api.signIn(username);
  const [row] = await api.server.db.query<{
    user_type: 'service_user' | 'lender';
    organisation_id: number;
    permissions: string[] | null;
  }>(
    `SELECT u.user_type, u.organisation_id,
            (SELECT array_agg(p.category_id || ':' || p.rule_id) FROM group_permissions p
              WHERE p.group_id = u.group_id) AS permissions
       FROM users u WHERE u.user_id = $1`,
    [user_id],
  );
  return {
    username,
    token: access_token,
    userId: user_id,
    userType: row!.user_type,
    organisationId: row!.organisation_id,
    permissions: new Set(row!.permissions ?? []),
  };
}

async function one<Row extends object>(api: TestApi, text: string, params: unknown[] = []) {
  const [row] = await api.server.db.query<Row>(text, params);
  if (!row) throw new Error(`The seed has no row for: ${text}`);
  return row;
}

const idOf = async (api: TestApi, text: string, params: unknown[] = []) =>
  (await one<{ id: number }>(api, text, params)).id;

/** A private export, schedule and saved view of the user, made through the API. */
async function ownedThings(api: TestApi, user: SuiteUser) {
  const headers = bearer(user.token);
  const query = { report: 'credit_application', type: 'csv', fields: ['credit_application_id'] };
  const exported = await api.request({
    method: 'POST',
    url: '/api/exports',
    headers,
    payload: query,
  });
  const scheduled = await api.request({
    method: 'POST',
    url: '/api/export-schedules',
    headers,
    payload: { ...query, frequency: 'weekly', recipients: ['owner@example.com'] },
  });
  const view = await api.request({
    method: 'POST',
    url: '/api/report-views',
    headers,
    payload: { report: 'credit_application', name: `Private ${user.username}`, query: 'page=1' },
  });
  return {
    exportId: exported.statusCode === 202 ? (exported.json().id as number) : undefined,
    scheduleId: scheduled.statusCode === 201 ? (scheduled.json().id as number) : undefined,
    viewId: view.statusCode === 201 ? (view.json().id as number) : undefined,
  };
}

export interface Reach {
  /** Ids the user may reach, by parameter and property name. */
  own: Pins;
  /** Ids of another lender's, organisation's or user's things, which the user must not reach. */
  other: Pins;
}

/**
 * What each of admin, lender and viewer may and may not reach. Scoping rules: a lender user sees
 * only its lender's applications, policies, modules and documents; a user sees other users,
 * groups and permissions only of their own organisation (and with user management); exports,
 * schedules and private views are their owner's.
 */
export async function reachOf(
  api: TestApi,
  users: { admin: SuiteUser; lender: SuiteUser; viewer: SuiteUser },
): Promise<Record<'admin' | 'lender' | 'viewer', Reach>> {
  const applicationOf = (lenderId: number) =>
    idOf(
      api,
      `SELECT credit_application_id::int AS id FROM credit_applications
        WHERE lender_id = $1 AND NOT data_protection_hidden ORDER BY 1 LIMIT 1`,
      [lenderId],
    );
  const policyOf = (lenderId: number) =>
    idOf(api, 'SELECT min(credit_policy_id) AS id FROM credit_policies WHERE lender_id = $1', [
      lenderId,
    ]);
  const moduleOf = (lenderId: number) =>
    idOf(api, 'SELECT min(module_id) AS id FROM modules WHERE lender_id = $1', [lenderId]);
  const groupOf = (organisationId: number) =>
    idOf(api, 'SELECT min(group_id) AS id FROM user_groups WHERE organisation_id = $1', [
      organisationId,
    ]);
  const otherLender = 4;
  const [ownApp, otherApp] = [await applicationOf(2), await applicationOf(otherLender)];
  const [ownPolicy, otherPolicy] = [await policyOf(2), await policyOf(otherLender)];
  const [ownModule, otherModule] = [await moduleOf(2), await moduleOf(otherLender)];
  const queueOf = (lenderId: number) =>
    idOf(
      api,
      `SELECT work_queue_id AS id FROM work_queues WHERE lender_id = $1 AND status = 'REFER'`,
      [lenderId],
    );
  const [ownQueue, otherQueue] = [await queueOf(2), await queueOf(otherLender)];
  const providerGroup = await groupOf(users.admin.organisationId);
  const lenderGroup = await groupOf(users.lender.organisationId);
  const things = {
    admin: await ownedThings(api, users.admin),
    lender: await ownedThings(api, users.lender),
    viewer: await ownedThings(api, users.viewer),
  };
  const application = (id: number) => ({
    creditAppId: id,
    decisionId: id,
    consumerId: id,
    credit_application_id: id,
  });
  const common = {
    policyId: ownPolicy,
    moduleId: ownModule,
    queueId: ownQueue,
    version: 1,
    searchTerm: 'North',
  };
  const own = (user: SuiteUser, group: number, lenderId = 2): Pins => ({
    ...application(ownApp),
    ...common,
    userId: user.userId,
    user_id: user.userId,
    groupId: group,
    group_id: group,
    organisationId: user.organisationId,
    serviceUserId: 1,
    lenderId,
    lender_id: lenderId,
    ...defined(things[user.username as keyof typeof things]),
  });
  const theirs = (owner: keyof typeof things) => defined(things[owner]);
  return {
    admin: {
      own: own(users.admin, providerGroup),
      other: {
        userId: users.lender.userId,
        user_id: users.lender.userId,
        groupId: lenderGroup,
        group_id: lenderGroup,
        copy_from_group_id: lenderGroup,
        organisationId: users.lender.organisationId,
        ...theirs('lender'),
      },
    },
    viewer: {
      own: own(users.viewer, providerGroup),
      other: { userId: users.admin.userId, ...theirs('admin') },
    },
    lender: {
      own: own(users.lender, lenderGroup),
      other: {
        ...application(otherApp),
        policyId: otherPolicy,
        moduleId: otherModule,
        queueId: otherQueue,
        userId: users.admin.userId,
        user_id: users.admin.userId,
        groupId: providerGroup,
        group_id: providerGroup,
        copy_from_group_id: providerGroup,
        organisationId: users.admin.organisationId,
        lenderId: otherLender,
        lender_id: otherLender,
        ...theirs('admin'),
      },
    },
  };
}

function defined(values: Record<string, number | undefined>): Pins {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
