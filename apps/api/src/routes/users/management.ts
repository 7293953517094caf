import { allPermissionRules, permissionCatalogue, permissionKey } from '@backoffice/domain/model';
import type { Sql } from '../../db/database';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import { sessionOf, type OperationContext, type OperationHandlers } from '../../http/operations';
import { audit } from '../../http/audit';
import { withholdLinkTokens } from '../../http/redaction';
import { sendMail } from '../../jobs/mail';
import { createPasswordLink } from '../session/session';
import { toUser, userSelect, type UserRow } from './users';

interface PermissionSetting {
  category_id: number;
  rule_id: number;
  enabled: boolean;
}

interface GroupRow {
  group_id: number;
  group_name: string;
  last_modified: Date | null;
  modifier_first_name: string | null;
  modifier_last_name: string | null;
  created_username: string | null;
  organisation_id: number;
  user_count: number;
  permissions: { category_id: number; rule_id: number }[] | null;
}

const groupSelect = `
  SELECT g.group_id, g.group_name, g.last_modified, g.organisation_id,
         m.first_name AS modifier_first_name, m.last_name AS modifier_last_name,
         c.username AS created_username,
         (SELECT count(*)::int FROM users u WHERE u.group_id = g.group_id) AS user_count,
         (SELECT json_agg(json_build_object('category_id', p.category_id, 'rule_id', p.rule_id))
            FROM group_permissions p WHERE p.group_id = g.group_id) AS permissions
    FROM user_groups g
    LEFT JOIN users m ON m.user_id = g.modified_by
    LEFT JOIN users c ON c.user_id = g.created_by`;

function toGroupSummary(row: GroupRow) {
  return {
    group_id: row.group_id,
    group_name: row.group_name,
    last_modified: row.last_modified ? new Date(row.last_modified).toISOString() : null,
    ModifiedBy:
      row.modifier_first_name !== null
        ? { Forename: row.modifier_first_name, Surname: row.modifier_last_name ?? '' }
        : null,
    created_user: row.created_username ? { username: row.created_username } : null,
    organisation: { organisation_id: row.organisation_id },
    user_count: row.user_count,
  };
}

/** Every rule of the catalogue, enabled or not, as the group detail's tabs show them. */
function toGroup(row: GroupRow) {
  const granted = new Set((row.permissions ?? []).map(permissionKey));
  return {
    ...toGroupSummary(row),
    permissions: allPermissionRules.map((rule) => ({
      category_id: rule.category_id,
      rule_id: rule.rule_id,
      enabled: granted.has(permissionKey(rule)),
    })),
  };
}

/** What a group change is audited as: its name and granted permission keys, before and after. */
const groupAuditState = (row: GroupRow) => ({
  group_name: row.group_name,
  permissions: (row.permissions ?? []).map(permissionKey).sort(),
});

async function readGroup(sql: Sql, organisationId: number, groupId: number) {
  const [row] = await sql.query<GroupRow>(
    `${groupSelect} WHERE g.group_id = $1 AND g.organisation_id = $2`,
    [groupId, organisationId],
  );
  if (!row) throw notFound('Group not found.');
  return row;
}

const knownRules = new Set(allPermissionRules.map(permissionKey));

function checkPermissions(settings: readonly PermissionSetting[]) {
  const unknown = settings.findIndex((setting) => !knownRules.has(permissionKey(setting)));
  if (unknown >= 0) {
    throw invalid('There is no such permission.', [
      { property: `permissions.${unknown}`, message: 'is not a permission of the catalogue' },
    ]);
  }
}

async function applyPermissions(sql: Sql, groupId: number, settings: readonly PermissionSetting[]) {
  checkPermissions(settings);
  for (const setting of settings) {
    await sql.query(
      setting.enabled
        ? `INSERT INTO group_permissions (group_id, category_id, rule_id) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`
        : 'DELETE FROM group_permissions WHERE group_id = $1 AND category_id = $2 AND rule_id = $3',
      [groupId, setting.category_id, setting.rule_id],
    );
  }
}

async function checkGroupNameFree(
  sql: Sql,
  organisationId: number,
  name: string,
  exceptGroupId?: number,
) {
  const [taken] = await sql.query(
    `SELECT 1 FROM user_groups
      WHERE organisation_id = $1 AND lower(group_name) = lower($2) AND group_id <> $3`,
    [organisationId, name, exceptGroupId ?? 0],
  );
  if (taken) {
    throw conflict('A group with this name already exists.');
  }
}

export interface ListQuery {
  page?: number;
  perPage?: number;
  'order[]'?: string[];
  date_from?: string;
  date_to?: string;
}

/** Builds ORDER BY from order[] keys ("-name" for descending) limited to the sortable columns. */
export function orderBy(
  keys: readonly string[] | undefined,
  columns: Record<string, string>,
  fallback: string,
) {
  const parts = (keys ?? []).flatMap((key) => {
    const descending = key.startsWith('-');
    const column = columns[descending ? key.slice(1) : key];
    return column ? [`${column} ${descending ? 'DESC' : 'ASC'}`] : [];
  });
  return parts.length > 0 ? parts.join(', ') : fallback;
}

export function paging(query: ListQuery, defaultPerPage: number) {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? defaultPerPage;
  return { page, perPage, offset: (page - 1) * perPage };
}

function auditUsers(context: OperationContext, action: string, subject: string, detail?: object) {
  return audit(context.sql, {
    userId: sessionOf(context).userId,
    action,
    subject,
    detail,
    ip: context.ip,
  });
}

async function usersOfOrganisation(sql: Sql, organisationId: number, userIds: readonly number[]) {
  const rows = await sql.query<UserRow>(
    `${userSelect} WHERE u.organisation_id = $1 AND u.user_id = ANY($2::int[]) ORDER BY u.user_id`,
    [organisationId, userIds],
  );
  return rows;
}

export const userManagementHandlers: OperationHandlers = {
  async listBackofficeUsers(context) {
    const principal = sessionOf(context);
    const query = context.query as ListQuery & { username?: string; 'group_id[]'?: number[] };
    const { page, perPage, offset } = paging(query, 25);
    const conditions = ['u.organisation_id = $1'];
    const values: unknown[] = [principal.organisationId];
    const where = (condition: (placeholder: string) => string, value: unknown) => {
      values.push(value);
      conditions.push(condition(`$${values.length}`));
    };
    if (query.username)
      where((p) => `u.username ILIKE '%' || ${p} || '%'`, escapeLike(query.username));
    if (query['group_id[]']?.length)
      where((p) => `u.group_id = ANY(${p}::int[])`, query['group_id[]']);
    if (query.date_from) where((p) => `u.created >= ${p}::date`, query.date_from);
    if (query.date_to) where((p) => `u.created < ${p}::date + 1`, query.date_to);
    const order = orderBy(
      query['order[]'],
      {
        name: 'u.first_name, u.last_name',
        username: 'lower(u.username)',
        group: 'g.group_name',
        created: 'u.created',
        last_login: 'u.last_login',
      },
      'lower(u.username) ASC',
    );
    const filter = conditions.join(' AND ');
    const [{ total }] = (await context.sql.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM users u WHERE ${filter}`,
      values,
    )) as [{ total: number }];
    const rows = await context.sql.query<UserRow>(
      `${userSelect} WHERE ${filter} ORDER BY ${order}, u.user_id LIMIT ${perPage} OFFSET ${offset}`,
      values,
    );
    return { status: 200, body: { items: rows.map(toUser), meta: { page, perPage, total } } };
  },

  async createBackofficeUser(context) {
    const principal = sessionOf(context);
    const body = context.body as {
      first_name: string;
      last_name: string;
      email: string;
      username: string;
      mobile?: string;
      group: { group_id: number };
      user_type?: 'service_user' | 'lender';
    };
    await readGroup(context.sql, principal.organisationId, body.group.group_id);
    const [taken] = await context.sql.query(
      'SELECT 1 FROM users WHERE lower(username) = lower($1)',
      [body.username],
    );
    if (taken) throw conflict('This username is already taken.');
    const [created] = (await context.sql.query<{ user_id: number }>(
      `INSERT INTO users (organisation_id, group_id, username, first_name, last_name, email, mobile,
                          user_type, service_user_id, lender_id, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       RETURNING user_id`,
      [
        principal.organisationId,
        body.group.group_id,
        body.username,
        body.first_name,
        body.last_name,
        body.email,
        body.mobile || null,
        principal.userType,
        principal.serviceUserId,
        principal.lenderId,
        principal.userId,
      ],
    )) as [{ user_id: number }];
    const token = await createPasswordLink(context.sql, created.user_id, 'creation');
    const greeting =
      `Hello ${body.first_name},\n\nAn account with the username ${body.username} has been created for you.\n` +
      'Set your password here: ';
    const link = `${context.config.publicUrl}/password-creation/${token}/`;
    // The link goes to the recipient only; the outbox keeps the message without its token.
    context.afterCommit((db) =>
      sendMail(db, context.config, {
        organisationId: principal.organisationId,
        to: body.email,
        subject: 'Set your BackOffice password',
        text: `${greeting}${link}\n`,
        recordedText: `${greeting}${withholdLinkTokens(link)}\n`,
      }),
    );
    await auditUsers(context, 'user.created', `user:${created.user_id}`);
    const [row] = (await usersOfOrganisation(context.sql, principal.organisationId, [
      created.user_id,
    ])) as [UserRow];
    return { status: 201, body: toUser(row) };
  },

  async changeBackofficeUsersGroup(context) {
    const principal = sessionOf(context);
    const changes = context.body as { user_id: number; group: { group_id: number } }[];
    const userIds = changes.map((change) => change.user_id);
    const found = new Set(
      (await usersOfOrganisation(context.sql, principal.organisationId, userIds)).map(
        (row) => row.user_id,
      ),
    );
    const missing = changes.findIndex((change) => !found.has(change.user_id));
    if (missing >= 0) throw notFound(`User ${changes[missing]?.user_id} not found.`);
    for (const change of changes) {
      await readGroup(context.sql, principal.organisationId, change.group.group_id);
      await context.sql.query('UPDATE users SET group_id = $2 WHERE user_id = $1', [
        change.user_id,
        change.group.group_id,
      ]);
    }
    await auditUsers(context, 'users.group_changed', `users:${userIds.join(',')}`, { changes });
    const rows = await usersOfOrganisation(context.sql, principal.organisationId, userIds);
    return { status: 200, body: { items: rows.map(toUser) } };
  },

  async deleteBackofficeUser(context) {
    const principal = sessionOf(context);
    const userId = Number(context.params.userId);
    if (userId === principal.userId) throw conflict('You cannot delete your own account.');
    const [row] = await usersOfOrganisation(context.sql, principal.organisationId, [userId]);
    if (!row) throw notFound('User not found.');
    // What the user created or last modified stays, attributed to 'System'.
    await context.sql.query('UPDATE users SET created_by = NULL WHERE created_by = $1', [userId]);
    await context.sql.query('UPDATE user_groups SET created_by = NULL WHERE created_by = $1', [
      userId,
    ]);
    await context.sql.query('UPDATE user_groups SET modified_by = NULL WHERE modified_by = $1', [
      userId,
    ]);
    await context.sql.query('DELETE FROM users WHERE user_id = $1', [userId]);
    await auditUsers(context, 'user.deleted', `user:${userId}`, { username: row.username });
    return { status: 204 };
  },

  async listBackofficeGroups(context) {
    const principal = sessionOf(context);
    const query = context.query as ListQuery & { group_name?: string };
    const { page, perPage, offset } = paging(query, 25);
    const conditions = ['g.organisation_id = $1'];
    const values: unknown[] = [principal.organisationId];
    if (query.group_name) {
      values.push(escapeLike(query.group_name));
      conditions.push(`g.group_name ILIKE '%' || $${values.length} || '%'`);
    }
    if (query.date_from) {
      values.push(query.date_from);
      conditions.push(`g.last_modified >= $${values.length}::date`);
    }
    if (query.date_to) {
      values.push(query.date_to);
      conditions.push(`g.last_modified < $${values.length}::date + 1`);
    }
    const filter = conditions.join(' AND ');
    const order = orderBy(
      query['order[]'],
      { group_name: 'lower(g.group_name)', last_modified: 'g.last_modified' },
      'lower(g.group_name) ASC',
    );
    const [{ total }] = (await context.sql.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM user_groups g WHERE ${filter}`,
      values,
    )) as [{ total: number }];
    const rows = await context.sql.query<GroupRow>(
      `${groupSelect} WHERE ${filter} ORDER BY ${order}, g.group_id LIMIT ${perPage} OFFSET ${offset}`,
      values,
    );
    return {
      status: 200,
      body: { items: rows.map(toGroupSummary), meta: { page, perPage, total } },
    };
  },

  async getBackofficeGroup(context) {
    const principal = sessionOf(context);
    const row = await readGroup(
      context.sql,
      principal.organisationId,
      Number(context.params.groupId),
    );
    return { status: 200, body: toGroup(row) };
  },

  async createBackofficeGroup(context) {
    const principal = sessionOf(context);
    const body = context.body as {
      group_name: string;
      copy_from_group_id?: number | null;
      permissions?: PermissionSetting[];
    };
    await checkGroupNameFree(context.sql, principal.organisationId, body.group_name);
    if (body.copy_from_group_id) {
      await readGroup(context.sql, principal.organisationId, body.copy_from_group_id);
    }
    const [created] = (await context.sql.query<{ group_id: number }>(
      `INSERT INTO user_groups (organisation_id, group_name, created_by, modified_by)
       VALUES ($1, $2, $3, $3) RETURNING group_id`,
      [principal.organisationId, body.group_name, principal.userId],
    )) as [{ group_id: number }];
    if (body.copy_from_group_id) {
      await context.sql.query(
        `INSERT INTO group_permissions (group_id, category_id, rule_id)
         SELECT $1, category_id, rule_id FROM group_permissions WHERE group_id = $2`,
        [created.group_id, body.copy_from_group_id],
      );
    }
    await applyPermissions(context.sql, created.group_id, body.permissions ?? []);
    await auditUsers(context, 'group.created', `group:${created.group_id}`);
    const row = await readGroup(context.sql, principal.organisationId, created.group_id);
    return { status: 201, body: toGroup(row) };
  },

  async updateBackofficeGroup(context) {
    const principal = sessionOf(context);
    const groupId = Number(context.params.groupId);
    const body = context.body as { group_name?: string; permissions?: PermissionSetting[] };
    const before = await readGroup(context.sql, principal.organisationId, groupId);
    if (body.group_name !== undefined) {
      await checkGroupNameFree(context.sql, principal.organisationId, body.group_name, groupId);
      await context.sql.query('UPDATE user_groups SET group_name = $2 WHERE group_id = $1', [
        groupId,
        body.group_name,
      ]);
    }
    if (body.permissions) await applyPermissions(context.sql, groupId, body.permissions);
    await context.sql.query(
      'UPDATE user_groups SET last_modified = now(), modified_by = $2 WHERE group_id = $1',
      [groupId, principal.userId],
    );
    const row = await readGroup(context.sql, principal.organisationId, groupId);
    await auditUsers(context, 'group.updated', `group:${groupId}`, {
      before: groupAuditState(before),
      after: groupAuditState(row),
    });
    return { status: 200, body: toGroup(row) };
  },

  async deleteBackofficeGroup(context) {
    const principal = sessionOf(context);
    const groupId = Number(context.params.groupId);
    const row = await readGroup(context.sql, principal.organisationId, groupId);
    if (row.user_count > 0) {
      throw conflict('This group still has members: move them to another group first.');
    }
    await context.sql.query('DELETE FROM user_groups WHERE group_id = $1', [groupId]);
    await auditUsers(context, 'group.deleted', `group:${groupId}`, { group_name: row.group_name });
    return { status: 204 };
  },

  async getOrganisationPermissions(context) {
    const principal = sessionOf(context);
    if (Number(context.params.organisationId) !== principal.organisationId) throw forbidden();
    return {
      status: 200,
      body: {
        categories: permissionCatalogue.map((category) => ({ ...category, description: null })),
      },
    };
  },
};

/** Makes % and _ in a like-search match themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
