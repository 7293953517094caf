import { randomUUID } from 'node:crypto';
import type { Sql } from '../../db/database';
import { ipAllowed } from '../../auth/principal';
import { hashToken, newToken, verifyPassword } from '../../auth/secrets';
import { audit } from '../../http/audit';
import { HttpError, invalidProperties } from '../../http/errors';
import { strictCookie } from '../../http/cookies';
import type { OperationContext, OperationHandlers, OperationResult } from '../../http/operations';
import { SESSION_HINT_COOKIE } from '@backoffice/domain/model';

/**
 * How long a session lives: each access token an hour; each refresh token for a while without
 * use (idle: 2 hours, 7 days with Remember me), but never past the session's absolute end
 * (12 hours, 30 days with Remember me) however often it is refreshed.
 */
export const SESSION_LIFETIMES = {
  accessTokenMs: 3_600_000,
  idleMs: { session: 2 * 3_600_000, remember: 7 * 86_400_000 },
  absoluteMs: { session: 12 * 3_600_000, remember: 30 * 86_400_000 },
} as const;

/**
 * Failed sign-ins are counted per username and address since the last success from it. From the
 * fifth on, that username is locked for that address for a while that doubles with each further
 * failure (1, 2, 4 … minutes, at most an hour): an attacker's address is held back, a colleague
 * signing in from elsewhere is not, and no one is locked out for good.
 */
export const LOCKOUT = {
  failures: 5,
  firstLockMs: 60_000,
  longestLockMs: 3_600_000,
  /** Failures older than this are forgotten. */
  memoryMs: 86_400_000,
} as const;

/** The refresh token's cookie: sent only to the token endpoint, never readable by page script. */
export const REFRESH_COOKIE = 'bo_refresh';
export const REFRESH_COOKIE_PATH = '/api/request-token';

interface TokenRequest {
  grant_type: 'password' | 'refresh_token';
  client_id: string;
  username?: string;
  password?: string;
  remember?: boolean;
}

interface SignInUser {
  user_id: number;
  password_hash: string | null;
  locked: boolean;
  user_type: 'service_user' | 'lender';
  service_user_id: number | null;
  ip_allow_list: string[];
}

interface SessionFamily {
  familyId: string;
  remember: boolean;
  absoluteExpiresAt: Date;
}

/** The same answer for an unknown user, a wrong password, a locked account and a lockout. */
const invalidCredentials = () =>
  new HttpError(401, 'ERR_INVALID_CREDENTIALS', 'The username or password is incorrect.');
const sessionEnded = () =>
  new HttpError(401, 'ERR_UNAUTHORISED', 'Your session has ended. Please sign in again.');
const denyIp = () =>
  new HttpError(403, 'DENY_IP_ADDRESS', 'Access is not allowed from your IP address.');

const asResult = (error: HttpError, headers?: OperationResult['headers']): OperationResult => ({
  status: error.status,
  body: error.toBody(),
  ...(headers ? { headers } : {}),
});

const iso = (date: Date) => date.toISOString();
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);
const earliest = (a: Date, b: Date) => (a < b ? a : b);

/** Secure whenever the client came over HTTPS or the console's public address is HTTPS. */
const secureCookies = (context: OperationContext) =>
  context.https || context.config.publicUrl.startsWith('https:');

/**
 * The refresh cookie and, beside it with the same lifetime, the session hint that tells page
 * script there is a session to restore (SESSION_HINT_COOKIE: no secret in it).
 */
function sessionCookies(
  context: OperationContext,
  token: string,
  family: SessionFamily,
  now: Date,
): string[] {
  // Remember me keeps the cookies across browser restarts until the session's absolute end;
  // otherwise they go when the browser closes.
  const lifetime = family.remember
    ? { maxAgeSeconds: Math.floor((family.absoluteExpiresAt.getTime() - now.getTime()) / 1000) }
    : {};
  const secure = secureCookies(context);
  return [
    strictCookie(REFRESH_COOKIE, token, { path: REFRESH_COOKIE_PATH, ...lifetime, secure }),
    strictCookie(SESSION_HINT_COOKIE, '1', {
      path: '/',
      ...lifetime,
      secure,
      scriptReadable: true,
    }),
  ];
}

/** The Set-Cookie headers that delete the refresh cookie and the session hint. */
export const clearedSessionCookies = (context: OperationContext) => {
  const secure = secureCookies(context);
  return {
    'set-cookie': [
      strictCookie(REFRESH_COOKIE, '', { path: REFRESH_COOKIE_PATH, maxAgeSeconds: 0, secure }),
      strictCookie(SESSION_HINT_COOKIE, '', {
        path: '/',
        maxAgeSeconds: 0,
        secure,
        scriptReadable: true,
      }),
    ],
  };
};

/**
 * A new access token in the body and a new refresh token in the cookie, for the session family.
 * Neither outlives the session's absolute end.
 */
async function issueTokens(
  context: OperationContext,
  user: SignInUser,
  family: SessionFamily,
  now: Date,
): Promise<OperationResult> {
  const accessToken = newToken();
  const refreshToken = newToken();
  const accessExpires = earliest(
    later(now, SESSION_LIFETIMES.accessTokenMs),
    family.absoluteExpiresAt,
  );
  const idleMs = SESSION_LIFETIMES.idleMs[family.remember ? 'remember' : 'session'];
  await context.sql.query(
    'INSERT INTO access_tokens (token_hash, family_id, expires_at) VALUES ($1, $2, $3)',
    [hashToken(accessToken), family.familyId, iso(accessExpires)],
  );
  await context.sql.query(
    'INSERT INTO refresh_tokens (token_hash, family_id, expires_at) VALUES ($1, $2, $3)',
    [
      hashToken(refreshToken),
      family.familyId,
      iso(earliest(later(now, idleMs), family.absoluteExpiresAt)),
    ],
  );
  return {
    status: 200,
    headers: { 'set-cookie': sessionCookies(context, refreshToken, family, now) },
    body: {
      access_token: accessToken,
      expires_in: Math.floor((accessExpires.getTime() - now.getTime()) / 1000),
      expires: iso(accessExpires),
      user_id: user.user_id,
      service_user_id: user.service_user_id,
      organisation_type: user.user_type,
    },
  };
}

const signInUserColumns = `u.user_id, u.password_hash, u.locked, u.user_type, u.service_user_id,
  o.ip_allow_list`;

/** Until when the username is locked for the address, after its recent failures; null if not. */
async function lockedUntil(sql: Sql, username: string, ip: string, now: Date) {
  const [recent] = await sql.query<{ failures: number; last_failure: Date | string | null }>(
    `SELECT count(*)::int AS failures, max(attempted_at) AS last_failure
       FROM sign_in_attempts
      WHERE lower(username) = lower($1) AND ip_address = $2 AND NOT succeeded
        AND attempted_at > $3
        AND attempted_at > coalesce(
              (SELECT max(attempted_at) FROM sign_in_attempts
                WHERE lower(username) = lower($1) AND ip_address = $2 AND succeeded),
              '-infinity')`,
    [username, ip, iso(later(now, -LOCKOUT.memoryMs))],
  );
  if (!recent || recent.failures < LOCKOUT.failures || !recent.last_failure) return null;
  const lockMs = Math.min(
    LOCKOUT.firstLockMs * 2 ** (recent.failures - LOCKOUT.failures),
    LOCKOUT.longestLockMs,
  );
  return later(new Date(recent.last_failure), lockMs);
}

async function passwordGrant(context: OperationContext, request: TokenRequest) {
  const { sql, ip } = context;
  const { username, password } = request;
  if (!username || !password) {
    throw invalidProperties([
      ...(username ? [] : [{ property: 'username', message: 'is required' }]),
      ...(password ? [] : [{ property: 'password', message: 'is required' }]),
    ]);
  }
  const now = context.config.clock.now();
  const [user] = await sql.query<SignInUser>(
    `SELECT ${signInUserColumns} FROM users u
       JOIN organisations o ON o.organisation_id = u.organisation_id
      WHERE lower(u.username) = lower($1) FOR UPDATE OF u`,
    [username],
  );
  const lockEnd = await lockedUntil(sql, username, ip, now);
  // One argon2id verification whatever the case (an unknown user is checked against a dummy
  // hash), so that neither the answer nor its time tells an unknown user, a locked account or a
  // lockout from a wrong password.
  const passwordMatches = await verifyPassword(user?.password_hash ?? null, password);
  const recordAttempt = (succeeded: boolean) =>
    sql.query(
      `INSERT INTO sign_in_attempts (username, ip_address, succeeded, attempted_at)
       VALUES ($1, $2, $3, $4)`,
      [username, ip, succeeded, iso(now)],
    );
  const auditSignIn = (action: string, reason?: string) =>
    audit(sql, {
      userId: user?.user_id ?? null,
      action,
      subject: `user:${user?.user_id ?? 'unknown'}`,
      // The name typed is kept only when it names no user: a known user is the row's user.
      detail: { ...(user ? {} : { username }), ...(reason ? { reason } : {}) },
      ip,
    });
  if (!user || user.locked || (lockEnd !== null && lockEnd > now) || !passwordMatches) {
    await recordAttempt(false);
    await auditSignIn(
      'sign_in.failed',
      !user
        ? 'unknown user'
        : user.locked
          ? 'account locked'
          : lockEnd !== null && lockEnd > now
            ? 'locked out'
            : 'wrong password',
    );
    const locksNow = lockEnd === null && (await lockedUntil(sql, username, ip, now)) !== null;
    if (user && locksNow) {
      await audit(sql, {
        userId: user.user_id,
        action: 'sign_in.locked_out',
        subject: `user:${user.user_id}`,
        ip,
      });
    }
    return asResult(invalidCredentials());
  }
  if (!ipAllowed(user.ip_allow_list, ip)) {
    await recordAttempt(false);
    await auditSignIn('sign_in.failed', 'address not allowed');
    return asResult(denyIp());
  }
  await recordAttempt(true);
  await auditSignIn('sign_in.succeeded');
  await sql.query('UPDATE users SET last_login = $2 WHERE user_id = $1', [user.user_id, iso(now)]);
  const remember = request.remember === true;
  const family: SessionFamily = {
    familyId: randomUUID(),
    remember,
    absoluteExpiresAt: later(now, SESSION_LIFETIMES.absoluteMs[remember ? 'remember' : 'session']),
  };
  await sql.query(
    `INSERT INTO session_families (family_id, user_id, remember, created_at, absolute_expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [family.familyId, user.user_id, remember, iso(now), iso(family.absoluteExpiresAt)],
  );
  return issueTokens(context, user, family, now);
}

/** Trades the refresh cookie for new tokens; a cookie used twice ends its whole session. */
async function refreshGrant(context: OperationContext): Promise<OperationResult> {
  const { sql, ip } = context;
  const now = context.config.clock.now();
  const presented = context.cookies[REFRESH_COOKIE];
  const ended = () => asResult(sessionEnded(), clearedSessionCookies(context));
  if (!presented) return asResult(sessionEnded());
  const [token] = await sql.query<{
    family_id: string;
    used_at: Date | null;
    expired: boolean;
    revoked: boolean;
    remember: boolean;
    absolute_expires_at: Date | string;
  }>(
    `SELECT r.family_id, r.used_at, r.expires_at <= $2 OR f.absolute_expires_at <= $2 AS expired,
            f.revoked_at IS NOT NULL AS revoked, f.remember, f.absolute_expires_at
       FROM refresh_tokens r JOIN session_families f ON f.family_id = r.family_id
      WHERE r.token_hash = $1 FOR UPDATE OF r`,
    [hashToken(presented), iso(now)],
  );
  if (!token || token.expired || token.revoked) return ended();
  if (token.used_at) {
    // A refresh token presented twice means it leaked: end every token of its session.
    await revokeFamilies(sql, 'family_id = $1', [token.family_id], 'refresh token reused', now);
    return ended();
  }
  await sql.query('UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1', [
    hashToken(presented),
    iso(now),
  ]);
  const [user] = await sql.query<SignInUser>(
    `SELECT ${signInUserColumns} FROM session_families f
       JOIN users u ON u.user_id = f.user_id
       JOIN organisations o ON o.organisation_id = u.organisation_id
      WHERE f.family_id = $1`,
    [token.family_id],
  );
  if (!user || user.locked) return ended();
  if (!ipAllowed(user.ip_allow_list, ip)) return asResult(denyIp());
  return issueTokens(
    context,
    user,
    {
      familyId: token.family_id,
      remember: token.remember,
      absoluteExpiresAt: new Date(token.absolute_expires_at),
    },
    now,
  );
}

async function revokeFamilies(sql: Sql, where: string, params: unknown[], why: string, now: Date) {
  await sql.query(
    `UPDATE session_families SET revoked_at = $${params.length + 1}, revoked_why = $${params.length + 2}
      WHERE revoked_at IS NULL AND ${where}`,
    [...params, iso(now), why],
  );
}

/**
 * Ends every session of the user (a new password: whoever knew the old one is signed out),
 * except the one the change was made in, when given.
 */
export async function revokeUserSessions(
  sql: Sql,
  userId: number,
  why: string,
  now: Date,
  exceptFamilyId: string | null = null,
) {
  await revokeFamilies(
    sql,
    'user_id = $1 AND ($2::uuid IS NULL OR family_id <> $2::uuid)',
    [userId, exceptFamilyId],
    why,
    now,
  );
}

const PASSWORD_LINK_HOURS = 24;

export const sessionHandlers: OperationHandlers = {
  async requestToken(context) {
    const request = context.body as TokenRequest;
    return request.grant_type === 'password'
      ? passwordGrant(context, request)
      : refreshGrant(context);
  },

  /**
   * Logout: ends the session of the token. A session that keeps its refresh token in the cookie
   * also has the cookie deleted; a ghost session, which has none, leaves the staff member's
   * cookie alone.
   */
  async revokeToken(context) {
    const tokenHash = hashToken((context.body as { token: string }).token);
    const revoked = await context.sql.query<{
      has_refresh: boolean;
      user_id: number;
      ghosted_by: number | null;
    }>(
      `UPDATE session_families f SET revoked_at = $2, revoked_why = 'revoked'
        WHERE revoked_at IS NULL AND family_id IN (
          SELECT family_id FROM access_tokens WHERE token_hash = $1
          UNION SELECT family_id FROM refresh_tokens WHERE token_hash = $1)
        RETURNING EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = f.family_id) AS has_refresh,
                  f.user_id, f.ghosted_by`,
      [tokenHash, iso(context.config.clock.now())],
    );
    for (const family of revoked) {
      await audit(context.sql, {
        userId: family.user_id,
        ghostedBy: family.ghosted_by,
        action: family.ghosted_by === null ? 'sign_out' : 'retailer.ghost_session_ended',
        subject: `user:${family.user_id}`,
        ip: context.ip,
      });
    }
    const clearCookie = revoked.some((family) => family.has_refresh);
    return { status: 204, ...(clearCookie ? { headers: clearedSessionCookies(context) } : {}) };
  },

  async requestPasswordReset({ sql, body, ip }) {
    const { username } = (body as { user: { username: string } }).user;
    const [user] = await sql.query<{ user_id: number }>(
      'SELECT user_id FROM users WHERE lower(username) = lower($1)',
      [username],
    );
    // The account manager is notified through this queue; the answer never tells whether the
    // username exists.
    await sql.query(
      'INSERT INTO password_reset_requests (username, user_id, ip_address) VALUES ($1, $2, $3)',
      [username, user?.user_id ?? null, ip],
    );
    return { status: 202, body: { status: 'requested' } };
  },

  // The answer tells whether the link is valid and for which user id; never the username, which
  // would help whoever guesses or finds a link to attack the account.
  async getPasswordReset({ sql, params }) {
    const [link] = await sql.query<{ user_id: number }>(
      `SELECT u.user_id FROM password_links l JOIN users u ON u.user_id = l.user_id
        WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > now()`,
      [hashToken(String(params.accessToken))],
    );
    if (!link) {
      return asResult(
        new HttpError(404, 'ERR_NOT_FOUND', 'This link is not valid or has already been used.'),
      );
    }
    return { status: 200, body: link };
  },
};

/** Makes a password creation or reset link for a user; answers the token to put in the link. */
export async function createPasswordLink(
  sql: Sql,
  userId: number,
  purpose: 'creation' | 'reset',
): Promise<string> {
  const token = newToken();
  await sql.query(
    `INSERT INTO password_links (token_hash, user_id, purpose, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [hashToken(token), userId, purpose, PASSWORD_LINK_HOURS],
  );
  return token;
}
