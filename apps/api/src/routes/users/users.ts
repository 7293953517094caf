import { isPasswordAcceptable } from '@backoffice/domain/model';
import type { Sql } from '../../db/database';
import { revokeUserSessions } from '../session/session';
import { hashPassword, verifyPassword } from '../../auth/secrets';
import { audit } from '../../http/audit';
import { forbidden, invalid, notFound } from '../../http/errors';
import type { SessionPrincipal } from '../../auth/principal';
import type { OperationContext, OperationHandlers } from '../../http/operations';

/** Managing other users needs the Users and Groups navigation permission. */
export const USER_MANAGEMENT = '200:2';

export interface UserRow {
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile: string | null;
  default_reply_to_email: string | null;
  user_type: 'service_user' | 'lender';
  service_user_id: number | null;
  lender_id: number | null;
  group_id: number;
  group_name: string;
  permissions: { category_id: number; rule_id: number }[] | null;
  last_login: Date | null;
  locked: boolean;
  instore_training: boolean;
  created: Date;
  created_username: string | null;
}

/** The columns of the User schema, from users u joined to their group g and creator c. */
export const userSelect = `
  SELECT u.user_id, u.username, u.first_name, u.last_name, u.email, u.mobile,
         u.default_reply_to_email, u.user_type, u.service_user_id, u.lender_id,
         g.group_id, g.group_name,
         (SELECT json_agg(json_build_object('category_id', p.category_id, 'rule_id', p.rule_id)
                          ORDER BY p.category_id, p.rule_id)
            FROM group_permissions p WHERE p.group_id = g.group_id) AS permissions,
         u.last_login, u.locked, u.instore_training, u.created, c.username AS created_username
    FROM users u
    JOIN user_groups g ON g.group_id = u.group_id
    LEFT JOIN users c ON c.user_id = u.created_by`;

/** A row of userSelect in the contract's User shape. */
export function toUser(row: UserRow) {
  return {
    user_id: row.user_id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    mobile: row.mobile,
    default_reply_to_email: row.default_reply_to_email,
    user_type: row.user_type,
    service_user_id: row.service_user_id,
    lender_id: row.lender_id,
    group: {
      group_id: row.group_id,
      group_name: row.group_name,
      permissions: row.permissions ?? [],
    },
    last_login: row.last_login ? new Date(row.last_login).toISOString() : null,
    locked: row.locked,
    instore_training: row.instore_training,
    created: new Date(row.created).toISOString(),
    created_user: row.created_username ? { username: row.created_username } : null,
  };
}

export async function readUser(sql: Sql, userId: number) {
  const [row] = await sql.query<UserRow>(`${userSelect} WHERE u.user_id = $1`, [userId]);
  return row ? toUser(row) : null;
}

/**
 * Whether the signed-in user may read or change `userId`: oneself always; another user only with
 * user management and only inside one's own organisation. A user of another organisation is as
 * missing as one that never was (404), as in the list.
 */
async function checkUserInReach(sql: Sql, principal: SessionPrincipal, userId: number) {
  if (principal.userId === userId) return;
  if (!principal.permissions.has(USER_MANAGEMENT)) throw forbidden();
  const [row] = await sql.query('SELECT 1 FROM users WHERE user_id = $1 AND organisation_id = $2', [
    userId,
    principal.organisationId,
  ]);
  if (!row) throw notFound('User not found.');
}

interface UserUpdate {
  first_name?: string;
  last_name?: string;
  email?: string;
  mobile?: string;
  password?: string;
  current_password?: string;
  default_reply_to_email?: string;
  /** Only false: a user manager unlocks an account locked by failed sign-ins. */
  locked?: false;
}

function checkNewPassword(password: string) {
  if (!isPasswordAcceptable(password)) {
    throw invalid('The password does not meet the rules.', [
      {
        property: 'password',
        message:
          'must be at least 8 characters and contain a digit, an upper-case and a lower-case letter',
      },
    ]);
  }
}

/**
 * Sets a new password and ends every session of the user but `keepFamilyId` (the session a user
 * changed their own password in): whoever knew the old password is signed out.
 */
async function setPassword(
  context: OperationContext,
  userId: number,
  password: string,
  keepFamilyId: string | null = null,
) {
  await context.sql.query(
    'UPDATE users SET password_hash = $2, failed_sign_ins = 0, locked = false WHERE user_id = $1',
    [userId, await hashPassword(password)],
  );
  await revokeUserSessions(
    context.sql,
    userId,
    'password changed',
    context.config.clock.now(),
    keepFamilyId,
  );
}

async function updateWithLink(context: OperationContext, userId: number, update: UserUpdate) {
  const principal = context.principal;
  if (principal?.kind !== 'link' || principal.userId !== userId) throw forbidden();
  const fields = Object.keys(update);
  if (fields.length !== 1 || update.password === undefined) {
    throw invalid('A password link may only set the password.', [
      {
        property: fields.find((field) => field !== 'password') ?? 'password',
        message: 'is not allowed',
      },
    ]);
  }
  checkNewPassword(update.password);
  await setPassword(context, userId, update.password);
  await context.sql.query('UPDATE password_links SET used_at = now() WHERE token_hash = $1', [
    principal.tokenHash,
  ]);
  await audit(context.sql, {
    userId,
    action: 'password.set_with_link',
    subject: `user:${userId}`,
    ip: context.ip,
  });
}

const columnsByField = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  mobile: 'mobile',
  default_reply_to_email: 'default_reply_to_email',
} as const;

export const userHandlers: OperationHandlers = {
  async getBackofficeUser(context) {
    const userId = Number(context.params.userId);
    const principal = context.principal;
    if (principal?.kind !== 'session') throw forbidden();
    await checkUserInReach(context.sql, principal, userId);
    const user = await readUser(context.sql, userId);
    if (!user) throw notFound('User not found.');
    return { status: 200, body: user };
  },

  async updateBackofficeUser(context) {
    const userId = Number(context.params.userId);
    const update = context.body as UserUpdate;
    if (context.principal?.kind === 'link') {
      await updateWithLink(context, userId, update);
    } else {
      const principal = context.principal;
      if (principal?.kind !== 'session') throw forbidden();
      const self = principal.userId === userId;
      await checkUserInReach(context.sql, principal, userId);
      const [existing] = await context.sql.query<{ password_hash: string | null }>(
        'SELECT password_hash FROM users WHERE user_id = $1 FOR UPDATE',
        [userId],
      );
      if (!existing) throw notFound('User not found.');
      if (update.password !== undefined) {
        checkNewPassword(update.password);
        if (self) {
          if (!update.current_password) {
            throw invalid('Your current password is needed to set a new one.', [
              { property: 'current_password', message: 'is required' },
            ]);
          }
          if (!(await verifyPassword(existing.password_hash, update.current_password))) {
            throw invalid('Your current password is incorrect.', [
              { property: 'current_password', message: 'is incorrect' },
            ]);
          }
        }
        await setPassword(context, userId, update.password, self ? principal.familyId : null);
      }
      if (update.locked === false) {
        if (self || !principal.permissions.has(USER_MANAGEMENT)) throw forbidden();
        await context.sql.query(
          'UPDATE users SET locked = false, failed_sign_ins = 0 WHERE user_id = $1',
          [userId],
        );
      }
      const changes = (Object.keys(columnsByField) as (keyof typeof columnsByField)[]).filter(
        (field) => update[field] !== undefined,
      );
      if (changes.length > 0) {
        await context.sql.query(
          `UPDATE users SET ${changes.map((field, index) => `${columnsByField[field]} = $${index + 2}`).join(', ')}
            WHERE user_id = $1`,
          [userId, ...changes.map((field) => update[field])],
        );
      }
      await audit(context.sql, {
        userId: principal.userId,
        action: 'user.updated',
        subject: `user:${userId}`,
        detail: {
          fields: Object.keys(update)
            .filter((f) => f !== 'current_password' && f !== 'password')
            .concat(update.password ? ['password'] : []),
        },
        ip: context.ip,
      });
    }
    const user = await readUser(context.sql, userId);
    if (!user) throw notFound('User not found.');
    return { status: 200, body: user };
  },
};

/** The Please Confirm Your Details widget: the signed-in user's own email and mobile. */
export const contactDetailsHandlers: OperationHandlers = {
  async updateContactDetails(context) {
    const userId = Number(context.params.userId);
    const principal = context.principal;
    if (principal?.kind !== 'session' || principal.userId !== userId) throw forbidden();
    const { email, mobile } = context.body as { email: string; mobile: string };
    await context.sql.query('UPDATE users SET email = $2, mobile = $3 WHERE user_id = $1', [
      userId,
      email,
      mobile,
    ]);
    const user = await readUser(context.sql, userId);
    if (!user) throw notFound('User not found.');
    return { status: 200, body: user };
  },
};
