import type { ServerConfig } from '../../config';
import type { Sql } from '../../db/database';

/**
 * The email domains a user's scheduled reports may go to: EXPORT_RECIPIENT_DOMAINS, or else the
 * domain of the user's own address (none when they have none). A report must not leave the house.
 */
export async function allowedRecipientDomains(
  sql: Sql,
  config: ServerConfig,
  userId: number,
): Promise<readonly string[]> {
  if (config.exportRecipientDomains) return config.exportRecipientDomains;
  const [user] = await sql.query<{ email: string | null }>(
    'SELECT email FROM users WHERE user_id = $1',
    [userId],
  );
  const domain = user?.email?.split('@')[1]?.trim().toLowerCase();
  return domain ? [domain] : [];
}

/** Whether the address is at one of the allowed domains. */
export const isAllowedRecipient = (email: string, allowed: readonly string[]) =>
  allowed.includes(email.trim().toLowerCase().split('@').pop() ?? '');
