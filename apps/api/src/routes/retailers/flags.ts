import { flagSchema } from '@backoffice/domain/model';
import { notFound } from '../../http/errors';
import { sessionOf, type OperationContext } from '../../http/operations';
import {
  auditRetailer,
  isoString,
  parseBody,
  requireProviderStaff,
  visibleRetailer,
} from './access';

interface FlagRow {
  id: number;
  message: string;
  type: 'retailer';
  resolved: boolean;
  created_at: Date | string;
}

const flagColumns = 'flag_id AS id, message, type, resolved, created_at';
const toFlag = (row: FlagRow) => ({ ...row, created_at: isoString(row.created_at) });

/** Flags are the provider's risk markers: its service users add and resolve them. */
export async function createRetailerFlag(context: OperationContext) {
  const principal = sessionOf(context);
  const retailerId = Number(context.params.retailerId);
  requireProviderStaff(principal);
  const flag = parseBody(flagSchema, context.body);
  await visibleRetailer(context, retailerId, { forUpdate: true });
  const [row] = (await context.sql.query<FlagRow>(
    `INSERT INTO retailer_flags (retailer_id, message, type, created_by) VALUES ($1, $2, $3, $4)
     RETURNING ${flagColumns}`,
    [retailerId, flag.message, flag.type, principal.userId],
  )) as [FlagRow];
  await auditRetailer(context, retailerId, 'flag_created', { flag_id: row.id });
  return { status: 201, body: toFlag(row) };
}

/** Resolves a flag (the console's Delete Flag, 'Flag Deleted'), or opens it again. */
export async function updateRetailerFlag(context: OperationContext) {
  const retailerId = Number(context.params.retailerId);
  const flagId = Number(context.params.flagId);
  requireProviderStaff(sessionOf(context));
  const { resolved } = context.body as { resolved: boolean };
  await visibleRetailer(context, retailerId, { forUpdate: true });
  const [row] = await context.sql.query<FlagRow>(
    `UPDATE retailer_flags SET resolved = $3 WHERE retailer_id = $1 AND flag_id = $2
     RETURNING ${flagColumns}`,
    [retailerId, flagId, resolved],
  );
  if (!row) throw notFound('Flag not found.');
  await auditRetailer(context, retailerId, resolved ? 'flag_resolved' : 'flag_reopened', {
    flag_id: flagId,
  });
  return { status: 200, body: toFlag(row) };
}

export const flagHandlers = { createRetailerFlag, updateRetailerFlag };
