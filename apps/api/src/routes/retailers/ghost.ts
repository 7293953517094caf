import { randomUUID } from 'node:crypto';
import { hashToken, newToken } from '../../auth/secrets';
import { HttpError, notFound } from '../../http/errors';
import { sessionOf, type OperationContext, type OperationResult } from '../../http/operations';
import {
  RETAILER_PERMISSIONS,
  auditRetailer,
  isoString,
  requireProviderStaff,
  visibleRetailer,
} from './access';

/** A ghost token must be exchanged at once: the console opens the ghost window straight away. */
export const GHOST_TOKEN_SECONDS = 60;
/** A ghost session lasts one access token's life and is never refreshed. */
export const GHOST_SESSION_SECONDS = 3600;

const USER_NOT_FOUND = 'User not found.';
const GHOST_REFUSED = 'This ghost link is not valid, has expired or has already been used.';

interface MerchantUserRow {
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string | null;
  group_name: string;
}

const merchantUserSelect = `
  SELECT u.user_id, u.username, u.first_name, u.last_name, u.email, g.group_name
    FROM users u
    JOIN user_groups g ON g.group_id = u.group_id
    JOIN retailers r ON r.organisation_id = u.organisation_id`;

const toRetailerUser = (row: MerchantUserRow) => ({
  ...row,
  full_name: `${row.first_name} ${row.last_name}`.trim(),
});

/** The merchant's users, offered for ghosting (the provider's service users only). */
export async function listRetailerUsers(context: OperationContext) {
  requireProviderStaff(sessionOf(context));
  const retailerId = Number(context.params.retailerId);
  await visibleRetailer(context, retailerId);
  const query = context.query as { page?: number; perPage?: number };
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 100;
  const rows = await context.sql.query<MerchantUserRow>(
    `${merchantUserSelect} WHERE r.retailer_id = $1 AND NOT u.locked
      ORDER BY lower(u.username), u.user_id LIMIT $2 OFFSET $3`,
    [retailerId, perPage, (page - 1) * perPage],
  );
  const [{ total }] = (await context.sql.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM users u JOIN retailers r ON r.organisation_id = u.organisation_id
      WHERE r.retailer_id = $1 AND NOT u.locked`,
    [retailerId],
  )) as [{ total: number }];
  return { status: 200, body: { items: rows.map(toRetailerUser), meta: { page, perPage, total } } };
}

/**
 * Ghost in as User: a single-use token, good for GHOST_TOKEN_SECONDS, for one user of the
 * merchant; the audit entry names the staff member (its user) and the merchant user.
 */
export async function getRetailerUserGhostToken(
  context: OperationContext,
): Promise<OperationResult> {
  const principal = sessionOf(context);
  requireProviderStaff(principal);
  const retailerId = Number(context.params.retailerId);
  const userId = Number(context.params.userId);
  await visibleRetailer(context, retailerId);
  const [user] = await context.sql.query<MerchantUserRow>(
    `${merchantUserSelect} WHERE r.retailer_id = $1 AND u.user_id = $2 AND NOT u.locked`,
    [retailerId, userId],
  );
  if (!user) throw notFound(USER_NOT_FOUND);
  const token = newToken();
  const [issued] = (await context.sql.query<{ expires_at: Date }>(
    `INSERT INTO ghost_tokens (token_hash, user_id, retailer_id, issued_by, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING expires_at`,
    [hashToken(token), userId, retailerId, principal.userId, GHOST_TOKEN_SECONDS],
  )) as [{ expires_at: Date }];
  await auditRetailer(context, retailerId, 'ghost_token_issued', {
    ghost_user_id: userId,
    ghost_username: user.username,
  });
  return {
    status: 200,
    body: {
      ghost_token: token,
      expires: isoString(issued.expires_at),
      user_id: userId,
      username: user.username,
      retailer_id: retailerId,
    },
  };
}

interface GhostTokenRow {
  user_id: number;
  retailer_id: number;
  retailer_name: string;
  issued_by: number;
  username: string;
  first_name: string;
  last_name: string;
  issuer_may_ghost: boolean;
}

/**
 * Exchanges a ghost token, once, for a session of the merchant user marked with the staff
 * member's id: its permissions are the merchant group's, and every audit entry made in it names
 * the staff member. The staff member's own session is not touched.
 */
export async function startGhostSession(context: OperationContext): Promise<OperationResult> {
  const { ghost_token: ghostToken } = context.body as { ghost_token: string };
  const [row] = await context.sql.query<GhostTokenRow>(
    `SELECT t.user_id, t.retailer_id, r.name AS retailer_name, t.issued_by, u.username,
            u.first_name, u.last_name,
            EXISTS (SELECT 1 FROM users s
                      JOIN organisations so ON so.organisation_id = s.organisation_id
                      JOIN group_permissions p ON p.group_id = s.group_id
                     WHERE s.user_id = t.issued_by AND NOT s.locked
                       AND so.organisation_type = 'service_user' AND s.user_type = 'service_user'
                       AND p.category_id || ':' || p.rule_id = $2) AS issuer_may_ghost
       FROM ghost_tokens t
       JOIN users u ON u.user_id = t.user_id AND NOT u.locked
       JOIN retailers r ON r.retailer_id = t.retailer_id AND r.organisation_id = u.organisation_id
      WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()
      FOR UPDATE OF t`,
    [hashToken(ghostToken), RETAILER_PERMISSIONS.ghost],
  );
  if (!row?.issuer_may_ghost) throw new HttpError(401, 'ERR_UNAUTHORISED', GHOST_REFUSED);
  await context.sql.query('UPDATE ghost_tokens SET used_at = now() WHERE token_hash = $1', [
    hashToken(ghostToken),
  ]);
  const familyId = randomUUID();
  await context.sql.query(
    `INSERT INTO session_families (family_id, user_id, ghosted_by, absolute_expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [familyId, row.user_id, row.issued_by, GHOST_SESSION_SECONDS],
  );
  const accessToken = newToken();
  const [{ expires }] = (await context.sql.query<{ expires: Date }>(
    `INSERT INTO access_tokens (token_hash, family_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING expires_at AS expires`,
    [hashToken(accessToken), familyId, GHOST_SESSION_SECONDS],
  )) as [{ expires: Date }];
  await context.sql.query(
    `INSERT INTO audit_log (user_id, ghosted_by, action, subject, detail, ip_address)
     VALUES ($1, $2, 'retailer.ghost_session_started', $3, $4, $5)`,
    [
      row.user_id,
      row.issued_by,
      `retailer:${row.retailer_id}`,
      JSON.stringify({ family_id: familyId }),
      context.ip,
    ],
  );
  return {
    status: 200,
    body: {
      access_token: accessToken,
      expires_in: GHOST_SESSION_SECONDS,
      expires: isoString(expires),
      user_id: row.user_id,
      username: row.username,
      full_name: `${row.first_name} ${row.last_name}`.trim(),
      retailer_id: row.retailer_id,
      retailer_name: row.retailer_name,
      ghosted_by_user_id: row.issued_by,
    },
  };
}

export const ghostHandlers = { listRetailerUsers, getRetailerUserGhostToken, startGhostSession };
