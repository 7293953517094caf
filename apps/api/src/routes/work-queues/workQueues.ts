import {
  isStandardQueueStatus,
  newWorkQueueProblems,
  PERMISSIONS,
  serviceLevelProblems,
  workQueueMessages,
  type ServiceLevel,
} from '@backoffice/domain/model';
import type { SessionPrincipal } from '../../auth/principal';
import {
  conflict,
  forbidden,
  invalidProperties,
  notFound,
  type ErrorProperty,
} from '../../http/errors';
import { audit } from '../../http/audit';
import { sessionOf, type OperationContext, type OperationHandlers } from '../../http/operations';
import { applicationLenderScope, auditApplication, isoString } from '../credit-applications/access';

const QUEUE_NOT_FOUND = 'This work queue does not exist.';
const ITEM_NOT_FOUND = 'This application is not waiting in a work queue.';

/**
 * The lender whose queues the user works, or null for the provider's staff (every lender).
 * A merchant's user never works a lender's queue, whatever its group holds.
 */
function queueScope(principal: SessionPrincipal): number | null {
  if (principal.organisationType === 'retailer') throw forbidden();
  return applicationLenderScope(principal);
}

interface QueueRow {
  queue_id: number;
  lender_id: number;
  lender_name: string;
  status: string;
  amber_after_hours: number;
  red_after_hours: number;
  item_count: number;
  unassigned_count: number;
  oldest_entered_at: Date | string | null;
}

const queueSelect = `
  SELECT q.work_queue_id AS queue_id, q.lender_id, l.name AS lender_name, q.status,
         q.amber_after_hours, q.red_after_hours,
         count(a.credit_application_id)::int AS item_count,
         count(a.credit_application_id) FILTER (WHERE a.queue_holder_id IS NULL)::int AS unassigned_count,
         min(a.status_timestamp) AS oldest_entered_at
    FROM work_queues q
    JOIN lenders l ON l.lender_id = q.lender_id
    LEFT JOIN credit_applications a ON a.lender_id = q.lender_id AND a.current_status = q.status
   WHERE ($1::int IS NULL OR q.lender_id = $1)`;
const queueGroupBy = `GROUP BY q.work_queue_id, l.name`;

const toQueue = (row: QueueRow) => ({
  queue_id: row.queue_id,
  lender: { lender_id: row.lender_id, display_name: row.lender_name },
  status: row.status,
  standard: isStandardQueueStatus(row.status),
  amber_after_hours: row.amber_after_hours,
  red_after_hours: row.red_after_hours,
  item_count: row.item_count,
  unassigned_count: row.unassigned_count,
  oldest_entered_at: row.oldest_entered_at === null ? null : isoString(row.oldest_entered_at),
});

interface ItemRow {
  credit_application_id: number;
  queue_id: number;
  status: string;
  lender_id: number;
  lender_name: string;
  retailer_name: string;
  advance_pence: number;
  status_timestamp: Date | string;
  amber_after_hours: number;
  red_after_hours: number;
  holder_id: number | null;
  holder_name: string | null;
  held_at: Date | string | null;
}

/** An application as a queue item: only applications of a lender's queue status are items. */
const itemSelect = `
  SELECT a.credit_application_id::int AS credit_application_id, q.work_queue_id AS queue_id,
         a.current_status AS status, a.lender_id, l.name AS lender_name, r.name AS retailer_name,
         a.advance_pence, a.status_timestamp, q.amber_after_hours, q.red_after_hours,
         a.queue_holder_id AS holder_id, u.first_name || ' ' || u.last_name AS holder_name,
         a.queue_held_at AS held_at
    FROM credit_applications a
    JOIN work_queues q ON q.lender_id = a.lender_id AND q.status = a.current_status
    JOIN lenders l ON l.lender_id = a.lender_id
    JOIN retailers r ON r.retailer_id = a.retailer_id
    LEFT JOIN users u ON u.user_id = a.queue_holder_id`;
const oldestFirst = `ORDER BY a.status_timestamp, a.credit_application_id`;

const toItem = (row: ItemRow) => ({
  credit_application_id: row.credit_application_id,
  queue_id: row.queue_id,
  status: row.status,
  lender: { lender_id: row.lender_id, display_name: row.lender_name },
  retailer_name: row.retailer_name,
  advance_pence: row.advance_pence,
  entered_status_at: isoString(row.status_timestamp),
  amber_after_hours: row.amber_after_hours,
  red_after_hours: row.red_after_hours,
  holder:
    row.holder_id === null || row.held_at === null
      ? null
      : { user_id: row.holder_id, name: row.holder_name ?? '', held_at: isoString(row.held_at) },
});

async function visibleQueue(context: OperationContext): Promise<QueueRow> {
  const scope = queueScope(sessionOf(context));
  const { queueId } = context.params as { queueId: number };
  const [row] = await context.sql.query<QueueRow>(
    `${queueSelect} AND q.work_queue_id = $2 ${queueGroupBy}`,
    [scope, queueId],
  );
  if (!row) throw notFound(QUEUE_NOT_FOUND);
  return row;
}

async function itemOf(context: OperationContext, applicationId: number): Promise<ItemRow> {
  const scope = queueScope(sessionOf(context));
  const [row] = await context.sql.query<ItemRow>(
    `${itemSelect} WHERE a.credit_application_id = $1 AND ($2::int IS NULL OR a.lender_id = $2)`,
    [applicationId, scope],
  );
  if (!row) throw notFound(ITEM_NOT_FOUND);
  return row;
}

/** A 400 naming each field the shared rules refuse, with their words. */
function checkProblems(problems: Partial<Record<string, string>>) {
  const properties = Object.entries(problems).map(([property, message]): ErrorProperty => ({
    property,
    message: message ?? '',
  }));
  if (properties.length > 0) throw invalidProperties(properties);
}

/**
 * The people who may hold an item of a lender's queue: unlocked users whose group works the
 * queues, from the provider's staff or from that lender.
 */
const assigneeSelect = `
  SELECT u.user_id, u.first_name || ' ' || u.last_name AS name
    FROM users u
    JOIN organisations o ON o.organisation_id = u.organisation_id
   WHERE NOT u.locked
     AND EXISTS (SELECT 1 FROM group_permissions p
                  WHERE p.group_id = u.group_id AND p.category_id = 200 AND p.rule_id = 20)
     AND ((o.organisation_type = 'service_user' AND u.user_type = 'service_user')
          OR (u.user_type = 'lender' AND u.lender_id = $1))`;

const auditQueueItem = (
  context: OperationContext,
  applicationId: number,
  action: string,
  detail: object,
) => auditApplication(context, applicationId, action, detail, 'work_queue');

/** Who holds the application in its work queue, for the application's detail answer. */
export async function queueHolderOf(context: OperationContext, applicationId: number) {
  const [row] = await context.sql.query<ItemRow>(
    `${itemSelect} WHERE a.credit_application_id = $1`,
    [applicationId],
  );
  return row ? toItem(row).holder : null;
}

export const workQueueHandlers: OperationHandlers = {
  async listWorkQueues(context) {
    const scope = queueScope(sessionOf(context));
    const rows = await context.sql.query<QueueRow>(
      `${queueSelect} ${queueGroupBy} ORDER BY l.name, q.lender_id, q.status`,
      [scope],
    );
    return { status: 200, body: { items: rows.map(toQueue) } };
  },

  async createWorkQueue(context) {
    const scope = queueScope(sessionOf(context));
    const body = context.body as ServiceLevel & { lender_id: number; status: string };
    checkProblems(newWorkQueueProblems(body));
    const [lender] = await context.sql.query<{ lender_id: number; name: string }>(
      'SELECT lender_id, name FROM lenders WHERE lender_id = $1 AND ($2::int IS NULL OR lender_id = $2)',
      [body.lender_id, scope],
    );
    if (!lender) throw notFound('This lender does not exist.');
    const [created] = await context.sql.query<{ id: number }>(
      `INSERT INTO work_queues (lender_id, status, amber_after_hours, red_after_hours)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (lender_id, status) DO NOTHING
       RETURNING work_queue_id AS id`,
      [body.lender_id, body.status, body.amber_after_hours, body.red_after_hours],
    );
    if (!created) throw conflict(workQueueMessages.exists(lender.name, body.status));
    await audit(context.sql, {
      userId: sessionOf(context).userId,
      action: 'work_queue.created',
      subject: `work_queue:${created.id}`,
      detail: body,
      ip: context.ip,
    });
    const [row] = await context.sql.query<QueueRow>(
      `${queueSelect} AND q.work_queue_id = $2 ${queueGroupBy}`,
      [scope, created.id],
    );
    return { status: 201, body: toQueue(row!) };
  },

  async updateWorkQueue(context) {
    const queue = await visibleQueue(context);
    const level = context.body as ServiceLevel;
    checkProblems(serviceLevelProblems(level));
    await context.sql.query(
      `UPDATE work_queues SET amber_after_hours = $2, red_after_hours = $3 WHERE work_queue_id = $1`,
      [queue.queue_id, level.amber_after_hours, level.red_after_hours],
    );
    await audit(context.sql, {
      userId: sessionOf(context).userId,
      action: 'work_queue.service_level_changed',
      subject: `work_queue:${queue.queue_id}`,
      detail: level,
      ip: context.ip,
    });
    return { status: 200, body: toQueue({ ...queue, ...level }) };
  },

  async deleteWorkQueue(context) {
    const queue = await visibleQueue(context);
    if (isStandardQueueStatus(queue.status)) {
      throw conflict(`Every lender keeps its ${queue.status} queue.`);
    }
    // Its items are no longer queue items, so nobody holds them any more.
    await context.sql.query(
      `UPDATE credit_applications SET queue_holder_id = NULL, queue_held_at = NULL
        WHERE lender_id = $1 AND current_status = $2 AND queue_holder_id IS NOT NULL`,
      [queue.lender_id, queue.status],
    );
    await context.sql.query('DELETE FROM work_queues WHERE work_queue_id = $1', [queue.queue_id]);
    await audit(context.sql, {
      userId: sessionOf(context).userId,
      action: 'work_queue.deleted',
      subject: `work_queue:${queue.queue_id}`,
      detail: { lender_id: queue.lender_id, status: queue.status },
      ip: context.ip,
    });
    return { status: 204 };
  },

  async listWorkQueueItems(context) {
    const queue = await visibleQueue(context);
    const { limit = 100 } = context.query as { limit?: number };
    const rows = await context.sql.query<ItemRow>(
      `${itemSelect} WHERE q.work_queue_id = $1 ${oldestFirst} LIMIT $2`,
      [queue.queue_id, limit],
    );
    return { status: 200, body: { items: rows.map(toItem), total: queue.item_count } };
  },

  async listMyWorkQueueItems(context) {
    const principal = sessionOf(context);
    const scope = queueScope(principal);
    const rows = await context.sql.query<ItemRow>(
      `${itemSelect} WHERE a.queue_holder_id = $1 AND ($2::int IS NULL OR a.lender_id = $2)
       ${oldestFirst}`,
      [principal.userId, scope],
    );
    return { status: 200, body: { items: rows.map(toItem) } };
  },

  async takeNextWorkQueueItem(context) {
    const queue = await visibleQueue(context);
    const { userId } = sessionOf(context);
    // SKIP LOCKED passes over an item another session is claiming at this moment; a row claimed
    // and committed since this statement began is re-read under its lock, fails the
    // queue_holder_id IS NULL test and is passed over too, so no item goes to two people.
    const [taken] = await context.sql.query<{ id: number }>(
      `UPDATE credit_applications SET queue_holder_id = $3, queue_held_at = now()
        WHERE queue_holder_id IS NULL
          AND credit_application_id = (
                SELECT credit_application_id FROM credit_applications
                 WHERE lender_id = $1 AND current_status = $2 AND queue_holder_id IS NULL
                 ORDER BY status_timestamp, credit_application_id
                 LIMIT 1
                   FOR UPDATE SKIP LOCKED)
        RETURNING credit_application_id::int AS id`,
      [queue.lender_id, queue.status, userId],
    );
    if (!taken) return { status: 200, body: { item: null } };
    await auditQueueItem(context, taken.id, 'taken', { queue_id: queue.queue_id });
    return { status: 200, body: { item: toItem(await itemOf(context, taken.id)) } };
  },

  async listWorkQueueAssignees(context) {
    const queue = await visibleQueue(context);
    const rows = await context.sql.query<{ user_id: number; name: string }>(
      `${assigneeSelect} ORDER BY name, u.user_id`,
      [queue.lender_id],
    );
    return { status: 200, body: { items: rows } };
  },

  async assignWorkQueueItem(context) {
    const principal = sessionOf(context);
    const applicationId = Number(context.params.creditAppId);
    const { user_id: assigneeId } = context.body as { user_id: number };
    if (
      assigneeId !== principal.userId &&
      !principal.permissions.has(PERMISSIONS.workQueueSettings)
    ) {
      throw forbidden('Only a queue admin assigns items to someone else.');
    }
    const item = await itemOf(context, applicationId);
    const isQueueAdmin = principal.permissions.has(PERMISSIONS.workQueueSettings);
    if (item.holder_id !== null && item.holder_id !== principal.userId && !isQueueAdmin) {
      throw conflict(`${item.holder_name ?? 'Someone else'} already holds this application.`);
    }
    const [assignee] = await context.sql.query<{ user_id: number }>(
      `${assigneeSelect} AND u.user_id = $2`,
      [item.lender_id, assigneeId],
    );
    if (!assignee) throw conflict('This person cannot hold items of this queue.');
    const [assigned] = await context.sql.query<{ id: number }>(
      `UPDATE credit_applications SET queue_holder_id = $2, queue_held_at = now()
        WHERE credit_application_id = $1 AND current_status = $3
        RETURNING credit_application_id::int AS id`,
      [applicationId, assigneeId, item.status],
    );
    if (!assigned) throw conflict('This application has just left its queue.');
    await auditQueueItem(context, applicationId, 'assigned', {
      user_id: assigneeId,
      previous_user_id: item.holder_id,
    });
    return { status: 200, body: toItem(await itemOf(context, applicationId)) };
  },

  async releaseWorkQueueItem(context) {
    const principal = sessionOf(context);
    const applicationId = Number(context.params.creditAppId);
    const item = await itemOf(context, applicationId);
    if (
      item.holder_id !== null &&
      item.holder_id !== principal.userId &&
      !principal.permissions.has(PERMISSIONS.workQueueSettings)
    ) {
      throw forbidden('Only a queue admin releases an item someone else holds.');
    }
    await context.sql.query(
      `UPDATE credit_applications SET queue_holder_id = NULL, queue_held_at = NULL
        WHERE credit_application_id = $1`,
      [applicationId],
    );
    if (item.holder_id !== null) {
      await auditQueueItem(context, applicationId, 'released', { user_id: item.holder_id });
    }
    return {
      status: 200,
      body: toItem({ ...item, holder_id: null, holder_name: null, held_at: null }),
    };
  },
};
