import { randomBytes } from 'node:crypto';
import { hashToken } from '../../auth/secrets';
import { notFound } from '../../http/errors';
import { sessionOf, type OperationContext, type OperationHandlers } from '../../http/operations';
import { isoString } from '../credit-applications/access';

/** How long a key keeps working after a newer one replaced it, for its callers to switch. */
export const ROTATION_GRACE_HOURS = 24;

const SERVICE = 'settlement';

interface ApiKeyRow {
  api_key_id: number;
  key_prefix: string;
  created_at: Date | string;
  created_by: string | null;
  expires_at: Date | string | null;
  revoked_at: Date | string | null;
  last_used_at: Date | string | null;
  state: 'active' | 'expiring' | 'expired' | 'revoked';
}

const keySelect = `
  SELECT k.api_key_id, k.key_prefix, k.created_at, u.username AS created_by, k.expires_at,
         k.revoked_at, k.last_used_at,
         CASE WHEN k.revoked_at IS NOT NULL THEN 'revoked'
              WHEN k.expires_at IS NULL THEN 'active'
              WHEN k.expires_at > now() THEN 'expiring'
              ELSE 'expired' END AS state
    FROM service_api_keys k LEFT JOIN users u ON u.user_id = k.created_by`;

const optionalIso = (value: Date | string | null) => (value === null ? null : isoString(value));

function toApiKey(row: ApiKeyRow) {
  return {
    api_key_id: row.api_key_id,
    key_prefix: row.key_prefix,
    created_at: isoString(row.created_at),
    created_by: row.created_by,
    expires_at: optionalIso(row.expires_at),
    revoked_at: optionalIso(row.revoked_at),
    last_used_at: optionalIso(row.last_used_at),
    state: row.state,
  };
}

async function audit(context: OperationContext, action: string, apiKeyId: number) {
  await context.sql.query(
    `INSERT INTO audit_log (user_id, action, subject, ip_address) VALUES ($1, $2, $3, $4)`,
    [
      sessionOf(context).userId,
      `settlement_api_key.${action}`,
      `service_api_key:${apiKeyId}`,
      context.ip,
    ],
  );
}

/** The settlement service's API keys: listed without the keys, rotated and revoked by admins. */
export const settlementApiKeyHandlers: OperationHandlers = {
  async listSettlementApiKeys(context) {
    const rows = await context.sql.query<ApiKeyRow>(
      `${keySelect} WHERE k.service = $1 ORDER BY k.created_at DESC, k.api_key_id DESC`,
      [SERVICE],
    );
    return { status: 200, body: { items: rows.map(toApiKey) } };
  },

  /** A new key, shown this once; the keys before it keep working for the grace period. */
  async rotateSettlementApiKey(context) {
    const key = `sk_${randomBytes(32).toString('base64url')}`;
    await context.sql.query(
      `UPDATE service_api_keys
          SET expires_at = now() + make_interval(hours => $2)
        WHERE service = $1 AND revoked_at IS NULL
          AND (expires_at IS NULL OR expires_at > now() + make_interval(hours => $2))`,
      [SERVICE, ROTATION_GRACE_HOURS],
    );
    const [created] = (await context.sql.query<{ api_key_id: number }>(
      `INSERT INTO service_api_keys (service, key_hash, key_prefix, created_by)
       VALUES ($1, $2, $3, $4) RETURNING api_key_id`,
      [SERVICE, hashToken(key), key.slice(0, 11), sessionOf(context).userId],
    )) as [{ api_key_id: number }];
    await audit(context, 'rotated', created.api_key_id);
    const [row] = (await context.sql.query<ApiKeyRow>(`${keySelect} WHERE k.api_key_id = $1`, [
      created.api_key_id,
    ])) as [ApiKeyRow];
    return { status: 201, body: { api_key: toApiKey(row), key } };
  },

  async revokeSettlementApiKey(context) {
    const revoked = await context.sql.query<{ api_key_id: number }>(
      `UPDATE service_api_keys SET revoked_at = coalesce(revoked_at, now())
        WHERE api_key_id = $1 AND service = $2 RETURNING api_key_id`,
      [context.params.apiKeyId, SERVICE],
    );
    if (revoked.length === 0) throw notFound('API key not found.');
    await audit(context, 'revoked', context.params.apiKeyId as number);
    return { status: 204 };
  },
};
