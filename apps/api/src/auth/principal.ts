import type { Sql } from '../db/database';
import { hashToken } from './secrets';

export interface SessionPrincipal {
  kind: 'session';
  userId: number;
  familyId: string;
  userType: 'service_user' | 'lender';
  organisationId: number;
  /** The provider's staff are service_user; lenders' staff lender; a merchant's users retailer. */
  organisationType: 'service_user' | 'lender' | 'retailer';
  serviceUserId: number | null;
  lenderId: number | null;
  /** The merchant whose user this is (organisation type retailer), else null. */
  retailerId: number | null;
  /** In a ghost session, the staff member acting as this merchant user; else null. */
  ghostedBy: number | null;
  /** "category:rule" keys of the user's group */
  permissions: ReadonlySet<string>;
  ipAllowList: readonly string[];
}

/** The bearer of a password creation or reset link: it may only set that user's password. */
export interface LinkPrincipal {
  kind: 'link';
  userId: number;
  tokenHash: string;
}

/** Another system calling with a service's API key (X-Api-Key). */
export interface ApiKeyPrincipal {
  kind: 'apiKey';
  apiKeyId: number;
  /** The service the key is for: it opens that service's operations only. */
  service: string;
}

export type Principal = SessionPrincipal | LinkPrincipal | ApiKeyPrincipal;

interface SessionRow {
  user_id: number;
  family_id: string;
  user_type: 'service_user' | 'lender';
  organisation_id: number;
  organisation_type: 'service_user' | 'lender' | 'retailer';
  service_user_id: number | null;
  lender_id: number | null;
  retailer_id: number | null;
  ghosted_by: number | null;
  locked: boolean;
  ip_allow_list: string[];
  permissions: string[] | null;
}

/** The session of an access token, if it is still good at `now` (its own and its session's expiry). */
export async function findSessionPrincipal(
  sql: Sql,
  token: string,
  now: Date,
): Promise<SessionPrincipal | null> {
  const [row] = await sql.query<SessionRow>(
    `SELECT u.user_id, f.family_id, u.user_type, u.organisation_id, o.organisation_type,
            u.service_user_id, u.lender_id, f.ghosted_by, u.locked, o.ip_allow_list,
            (SELECT r.retailer_id FROM retailers r
              WHERE o.organisation_type = 'retailer' AND r.organisation_id = o.organisation_id) AS retailer_id,
            (SELECT array_agg(p.category_id || ':' || p.rule_id) FROM group_permissions p
              WHERE p.group_id = u.group_id) AS permissions
       FROM access_tokens t
       JOIN session_families f ON f.family_id = t.family_id AND f.revoked_at IS NULL
       JOIN users u ON u.user_id = f.user_id
       JOIN organisations o ON o.organisation_id = u.organisation_id
      WHERE t.token_hash = $1 AND t.expires_at > $2 AND f.absolute_expires_at > $2`,
    [hashToken(token), now.toISOString()],
    // Every request asks it: planned once per connection (planning took 20 times its run).
    { prepared: true },
  );
  if (!row || row.locked) return null;
  return {
    kind: 'session',
    userId: row.user_id,
    familyId: row.family_id,
    userType: row.user_type,
    organisationId: row.organisation_id,
    organisationType: row.organisation_type,
    serviceUserId: row.service_user_id,
    lenderId: row.lender_id,
    retailerId: row.retailer_id,
    ghostedBy: row.ghosted_by,
    permissions: new Set(row.permissions ?? []),
    ipAllowList: row.ip_allow_list,
  };
}

export async function findLinkPrincipal(sql: Sql, token: string): Promise<LinkPrincipal | null> {
  const tokenHash = hashToken(token);
  const [row] = await sql.query<{ user_id: number }>(
    `SELECT user_id FROM password_links
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [tokenHash],
  );
  return row ? { kind: 'link', userId: row.user_id, tokenHash } : null;
}

/** An allow-list matches the exact address; IPv4 clients may arrive as IPv4-mapped IPv6. */
export function ipAllowed(allowList: readonly string[], ip: string): boolean {
  if (allowList.length === 0) return true;
  const plain = ip.replace(/^::ffff:/, '');
  return allowList.includes(plain) || allowList.includes(ip);
}

/**
 * The key's principal while it works: not revoked and not past its expiry (a replaced key's
 * grace period). Its last use is recorded at most once a minute.
 */
export async function findApiKeyPrincipal(sql: Sql, key: string): Promise<ApiKeyPrincipal | null> {
  const [row] = await sql.query<{ api_key_id: number; service: string }>(
    `UPDATE service_api_keys
        SET last_used_at = CASE WHEN last_used_at IS NULL OR last_used_at < now() - interval '1 minute'
                                THEN now() ELSE last_used_at END
      WHERE key_hash = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())
      RETURNING api_key_id, service`,
    [hashToken(key)],
  );
  return row ? { kind: 'apiKey', apiKeyId: row.api_key_id, service: row.service } : null;
}
