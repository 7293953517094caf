import { randomUUID } from 'node:crypto';
import type { Sql } from '../../db/database';
import { ipAllowed } from '../../auth/principal';
import { hashToken, newToken, verifyPassword } from '../../auth/secrets';
import { audit } from '../../http/audit';
import { HttpError } from '../../http/errors';
import type { OperationHandlers, OperationResult } from '../../http/operations';

/** The sixth wrong password in a row locks the account. */
export const MAX_FAILED_SIGN_INS = 6;
/** More failures than this from one address within the window are refused before checking. */
const RATE_LIMIT_FAILURES = 20;
const RATE_LIMIT_WINDOW = '5 minutes';

const ACCESS_TOKEN_SECONDS = 3600;
const REFRESH_TOKEN_DAYS = { remember: 30, session: 1 };

interface TokenRequest {
  grant_type: 'password' | 'refresh_token';
  client_id: string;
  username?: string;
  password?: string;
  refresh_token?: string;
  remember?: boolean;
}

interface SignInUser {
  user_id: number;
  password_hash: string | null;
  locked: boolean;
  failed_sign_ins: number;
  user_type: 'service_user' | 'lender';
  service_user_id: number | null;
  ip_allow_list: string[];
}

const invalidCredentials = () =>
  new HttpError(401, 'ERR_INVALID_CREDENTIALS', 'The username or password is incorrect.');
const accountLocked = () =>
  new HttpError(
    403,
    'ERR_ACCOUNT_LOCKED',
    'Your account has been locked. Please contact your account manager.',
  );
const denyIp = () =>
  new HttpError(403, 'DENY_IP_ADDRESS', 'Access is not allowed from your IP address.');

const asResult = (error: HttpError): OperationResult => ({
  status: error.status,
  body: error.toBody(),
});

async function issueTokens(sql: Sql, user: SignInUser, familyId: string, remember: boolean) {
  const accessToken = newToken();
  const refreshToken = newToken();
  const [{ expires }] = (await sql.query<{ expires: Date }>(
    `INSERT INTO access_tokens (token_hash, family_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING expires_at AS expires`,
    [hashToken(accessToken), familyId, ACCESS_TOKEN_SECONDS],
  )) as [{ expires: Date }];
  await sql.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, expires_at)
     VALUES ($1, $2, now() + make_interval(days => $3))`,
    [
      hashToken(refreshToken),
      familyId,
      remember ? REFRESH_TOKEN_DAYS.remember : REFRESH_TOKEN_DAYS.session,
    ],
  );
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: ACCESS_TOKEN_SECONDS,
    expires: new Date(expires).toISOString(),
    user_id: user.user_id,
    service_user_id: user.service_user_id,
    organisation_type: user.user_type,
  };
}

const signInUserColumns = `u.user_id, u.password_hash, u.locked, u.failed_sign_ins, u.user_type,
  u.service_user_id, o.ip_allow_list`;

async function passwordGrant(
  sql: Sql,
  request: TokenRequest,
  ip: string,
): Promise<OperationResult> {
  const { username, password } = request;
  if (!username || !password) {
    throw new HttpError(400, 'ERR_SCHEMA_VALIDATION_ERROR', 'The request is not valid.', [
      ...(username ? [] : [{ property: 'username', message: 'is required' }]),
      ...(password ? [] : [{ property: 'password', message: 'is required' }]),
    ]);
  }
  const [recent] = await sql.query<{ failures: number }>(
    `SELECT count(*)::int AS failures FROM sign_in_attempts
      WHERE ip_address = $1 AND NOT succeeded AND attempted_at > now() - $2::interval`,
    [ip, RATE_LIMIT_WINDOW],
  );
  if ((recent?.failures ?? 0) >= RATE_LIMIT_FAILURES) {
    return asResult(
      new HttpError(
        429,
        'ERR_TOO_MANY_REQUESTS',
        'Too many failed sign-ins. Please wait a few minutes.',
      ),
    );
  }
  const [user] = await sql.query<SignInUser>(
    `SELECT ${signInUserColumns} FROM users u
       JOIN organisations o ON o.organisation_id = u.organisation_id
      WHERE lower(u.username) = lower($1) FOR UPDATE OF u`,
    [username],
  );
  const recordAttempt = (succeeded: boolean) =>
    sql.query(
      'INSERT INTO sign_in_attempts (username, ip_address, succeeded) VALUES ($1, $2, $3)',
      [username, ip, succeeded],
    );
  if (!user) {
    await recordAttempt(false);
    return asResult(invalidCredentials());
  }
  if (user.locked) {
    await recordAttempt(false);
    return asResult(accountLocked());
  }
  if (!(await verifyPassword(user.password_hash, password))) {
    await recordAttempt(false);
    const failures = user.failed_sign_ins + 1;
    const locks = failures >= MAX_FAILED_SIGN_INS;
    await sql.query('UPDATE users SET failed_sign_ins = $2, locked = $3 WHERE user_id = $1', [
      user.user_id,
      failures,
      locks,
    ]);
    if (locks) {
      await audit(sql, {
        userId: user.user_id,
        action: 'account.locked',
        subject: `user:${user.user_id}`,
        ip,
      });
    }
    return asResult(locks ? accountLocked() : invalidCredentials());
  }
  if (!ipAllowed(user.ip_allow_list, ip)) {
    await recordAttempt(false);
    return asResult(denyIp());
  }
  await recordAttempt(true);
  await sql.query('UPDATE users SET failed_sign_ins = 0, last_login = now() WHERE user_id = $1', [
    user.user_id,
  ]);
  const familyId = randomUUID();
  const remember = request.remember === true;
  await sql.query(
    'INSERT INTO session_families (family_id, user_id, remember) VALUES ($1, $2, $3)',
    [familyId, user.user_id, remember],
  );
  return { status: 200, body: await issueTokens(sql, user, familyId, remember) };
}

async function refreshGrant(sql: Sql, request: TokenRequest, ip: string): Promise<OperationResult> {
  if (!request.refresh_token) {
    throw new HttpError(400, 'ERR_SCHEMA_VALIDATION_ERROR', 'The request is not valid.', [
      { property: 'refresh_token', message: 'is required' },
    ]);
  }
  const [token] = await sql.query<{
    family_id: string;
    used_at: Date | null;
    expired: boolean;
    revoked: boolean;
    remember: boolean;
  }>(
    `SELECT r.family_id, r.used_at, r.expires_at <= now() AS expired,
            f.revoked_at IS NOT NULL AS revoked, f.remember
       FROM refresh_tokens r JOIN session_families f ON f.family_id = r.family_id
      WHERE r.token_hash = $1 FOR UPDATE OF r`,
    [hashToken(request.refresh_token)],
  );
  if (!token || token.expired || token.revoked) {
    return asResult(
      new HttpError(401, 'ERR_UNAUTHORISED', 'Your session has ended. Please sign in again.'),
    );
  }
  if (token.used_at) {
    // A refresh token presented twice means it leaked: end every token of its session.
    await sql.query(
      `UPDATE session_families SET revoked_at = now(), revoked_why = 'refresh token reused'
        WHERE family_id = $1`,
      [token.family_id],
    );
    return asResult(
      new HttpError(401, 'ERR_UNAUTHORISED', 'Your session has ended. Please sign in again.'),
    );
  }
  await sql.query('UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1', [
    hashToken(request.refresh_token),
  ]);
  const [user] = await sql.query<SignInUser>(
    `SELECT ${signInUserColumns} FROM session_families f
       JOIN users u ON u.user_id = f.user_id
       JOIN organisations o ON o.organisation_id = u.organisation_id
      WHERE f.family_id = $1`,
    [token.family_id],
  );
  if (!user || user.locked) return asResult(accountLocked());
  if (!ipAllowed(user.ip_allow_list, ip)) return asResult(denyIp());
  return { status: 200, body: await issueTokens(sql, user, token.family_id, token.remember) };
}

const PASSWORD_LINK_HOURS = 24;

export const sessionHandlers: OperationHandlers = {
  async requestToken({ sql, body, ip }) {
    const request = body as TokenRequest;
    return request.grant_type === 'password'
      ? passwordGrant(sql, request, ip)
      : refreshGrant(sql, request, ip);
  },

  async revokeToken({ sql, body }) {
    const tokenHash = hashToken((body as { token: string }).token);
    await sql.query(
      `UPDATE session_families SET revoked_at = now(), revoked_why = 'revoked'
        WHERE revoked_at IS NULL AND family_id IN (
          SELECT family_id FROM access_tokens WHERE token_hash = $1
          UNION SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
      [tokenHash],
    );
    return { status: 204 };
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
