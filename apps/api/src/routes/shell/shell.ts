import {
  BROWSING_HISTORY_LIMIT,
  defaultLayout,
  navigationFor,
  widgetDefinition,
} from '@backoffice/domain/model';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Sql } from '../../db/database';
import { ormFor, schema } from '../../db/orm';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import { withholdLinkTokens } from '../../http/redaction';
import { sessionOf, type OperationContext, type OperationHandlers } from '../../http/operations';
import type { SessionPrincipal } from '../../auth/principal';
import { mayReadMerchants, queryParams, retailerScopeSql } from '../retailers/access';

/** Defaults that may be shown before sign-in: branding only. */
const PUBLIC_DEFAULT_KEYS = ['RETAILER_LOGO', 'FAVICON', 'SERVICE_USER_FOOTER', 'RETAILER_FOOTER'];

async function serviceUserDefaults(sql: Sql, serviceUserId: number, keys?: string[]) {
  const defaults = schema.serviceUserDefaults;
  return ormFor(sql)
    .select({ default_key: defaults.defaultKey, default_value: defaults.defaultValue })
    .from(defaults)
    .where(
      and(
        eq(defaults.serviceUserId, serviceUserId),
        keys ? inArray(defaults.defaultKey, keys) : undefined,
      ),
    )
    .orderBy(asc(defaults.defaultKey));
}

/** A user may read their own service user; staff of the provider may read any. */
function canReadServiceUser(context: OperationContext, serviceUserId: number) {
  const principal = sessionOf(context);
  return principal.serviceUserId === serviceUserId || principal.userType === 'service_user';
}

function ownWidgets(context: OperationContext): number {
  const userId = Number(context.params.userId);
  if (sessionOf(context).userId !== userId) throw forbidden();
  const body = context.body as { widgets_configuration?: { name: string }[] } | undefined;
  const unknown = (body?.widgets_configuration ?? []).findIndex(
    (widget) => !widgetDefinition(widget.name),
  );
  if (unknown >= 0) {
    throw invalid('There is no such widget.', [
      { property: `widgets_configuration.${unknown}.name`, message: 'is not a known widget' },
    ]);
  }
  return userId;
}

interface WidgetsRow {
  users_widgets_id: number;
  user_id: number;
  widgets_configuration: unknown;
}

export const shellHandlers: OperationHandlers = {
  async getNavigation(context) {
    return {
      status: 200,
      body: { navigation_sections: navigationFor(sessionOf(context).permissions) },
    };
  },

  async getServiceUser(context) {
    const serviceUserId = Number(context.params.serviceUserId);
    if (!canReadServiceUser(context, serviceUserId)) throw forbidden();
    const [serviceUser] = await context.sql.query<{ service_user_id: number; name: string }>(
      'SELECT service_user_id, name FROM service_users WHERE service_user_id = $1',
      [serviceUserId],
    );
    if (!serviceUser) throw notFound('Service user not found.');
    return {
      status: 200,
      body: {
        ...serviceUser,
        service_user_default: await serviceUserDefaults(context.sql, serviceUserId),
      },
    };
  },

  async getServiceUserByHost({ sql, query }) {
    const [serviceUser] = await sql.query<{ service_user_id: number }>(
      `SELECT service_user_id FROM service_users WHERE host = $1
       UNION ALL (SELECT service_user_id FROM service_users ORDER BY service_user_id LIMIT 1)
       LIMIT 1`,
      [String(query.host)],
    );
    return {
      status: 200,
      body: {
        service_user_default: serviceUser
          ? await serviceUserDefaults(sql, serviceUser.service_user_id, PUBLIC_DEFAULT_KEYS)
          : [],
      },
    };
  },

  async listAnnouncements(context) {
    const serviceUserId = Number(context.params.serviceUserId);
    if (!canReadServiceUser(context, serviceUserId)) throw forbidden();
    const { announcements } = schema;
    const rows = await ormFor(context.sql)
      .select({
        announcement_id: announcements.announcementId,
        title: announcements.title,
        content: announcements.content,
        url: announcements.url,
        created_at: announcements.createdAt,
      })
      .from(announcements)
      .where(eq(announcements.serviceUserId, serviceUserId))
      .orderBy(desc(announcements.createdAt))
      .limit(50);
    return {
      status: 200,
      body: {
        announcements: rows.map((row) => ({
          ...row,
          created_at: new Date(row.created_at).toISOString(),
        })),
      },
    };
  },

  async getUserWidgets(context) {
    const userId = ownWidgets(context);
    const [row] = await context.sql.query<WidgetsRow>(
      'SELECT users_widgets_id, user_id, widgets_configuration FROM users_widgets WHERE user_id = $1',
      [userId],
    );
    // A user who never arranged their dashboard gets the default layout, not an error.
    const layout = row ?? {
      users_widgets_id: null,
      user_id: userId,
      widgets_configuration: defaultLayout(),
    };
    return { status: 200, body: layout };
  },

  async createUserWidgets(context) {
    const userId = ownWidgets(context);
    const { widgets_configuration } = context.body as { widgets_configuration: unknown[] };
    const [row] = await context.sql.query<WidgetsRow>(
      `INSERT INTO users_widgets (user_id, widgets_configuration) VALUES ($1, $2)
       ON CONFLICT (user_id) DO NOTHING
       RETURNING users_widgets_id, user_id, widgets_configuration`,
      [userId, JSON.stringify(widgets_configuration)],
    );
    if (!row) throw conflict('A dashboard layout already exists; replace it with PUT.');
    return { status: 201, body: row };
  },

  async replaceUserWidgets(context) {
    const userId = ownWidgets(context);
    const { widgets_configuration } = context.body as { widgets_configuration: unknown[] };
    const [row] = (await context.sql.query<WidgetsRow>(
      `INSERT INTO users_widgets (user_id, widgets_configuration) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET widgets_configuration = EXCLUDED.widgets_configuration
       RETURNING users_widgets_id, user_id, widgets_configuration`,
      [userId, JSON.stringify(widgets_configuration)],
    )) as [WidgetsRow];
    return { status: 200, body: row };
  },
};

interface HistoryRow {
  credit_application_id: string | null;
  consumer_name: string | null;
  retailer_id: number | null;
  retailer_name: string | null;
  viewed_at: Date;
}

/** Consumer names are personal data: shown only with permission 100:10 and when not hidden. */
const VIEW_CONSUMER_DATA = '100:10';

function toHistoryEvent(row: HistoryRow, mayViewConsumer: boolean) {
  return {
    credit_application_id:
      row.credit_application_id === null ? null : Number(row.credit_application_id),
    consumer_name: mayViewConsumer ? row.consumer_name : null,
    retailer_id: row.retailer_id,
    retailer_name: row.retailer_name,
    timestamp: new Date(row.viewed_at).toISOString(),
  };
}

const historySelect = `
  SELECT h.credit_application_id,
         CASE WHEN a.data_protection_hidden THEN NULL ELSE c.forename || ' ' || c.surname END AS consumer_name,
         coalesce(a.retailer_id, h.retailer_id) AS retailer_id, r.name AS retailer_name, h.viewed_at
    FROM browsing_history h
    LEFT JOIN credit_applications a ON a.credit_application_id = h.credit_application_id
    LEFT JOIN consumers c ON c.credit_application_id = h.credit_application_id
    JOIN retailers r ON r.retailer_id = coalesce(a.retailer_id, h.retailer_id)`;

/** The merchant, when the user may open it: one of the merchant lists, within the user's scope. */
async function visibleMerchant(principal: SessionPrincipal, sql: Sql, retailerId: number) {
  if (!mayReadMerchants(principal)) return [];
  const { values, param } = queryParams();
  return sql.query(
    `SELECT 1 FROM retailers r
      WHERE r.retailer_id = ${param(retailerId)} AND ${retailerScopeSql(principal, 'r', param)}`,
    values,
  );
}

export const historyHandlers: OperationHandlers = {
  async getBrowsingHistory(context) {
    const userId = Number(context.params.userId);
    const principal = sessionOf(context);
    if (principal.userId !== userId) throw forbidden();
    const rows = await context.sql.query<HistoryRow>(
      `(${historySelect} WHERE h.user_id = $1 AND h.credit_application_id IS NOT NULL
         ORDER BY h.viewed_at DESC LIMIT $2)
       UNION ALL
       (${historySelect} WHERE h.user_id = $1 AND h.credit_application_id IS NULL
         ORDER BY h.viewed_at DESC LIMIT $2)
       ORDER BY viewed_at DESC`,
      [userId, BROWSING_HISTORY_LIMIT],
    );
    const mayViewConsumer = principal.permissions.has(VIEW_CONSUMER_DATA);
    return {
      status: 200,
      body: { items: rows.map((row) => toHistoryEvent(row, mayViewConsumer)) },
    };
  },

  async recordBrowsingHistory(context) {
    const userId = Number(context.params.userId);
    const principal = sessionOf(context);
    if (principal.userId !== userId) throw forbidden();
    const visit = context.body as { credit_application_id?: number; retailer_id?: number };
    const [visible] = visit.credit_application_id
      ? await context.sql.query(
          `SELECT 1 FROM credit_applications
            WHERE credit_application_id = $1 AND ($2::int IS NULL OR lender_id = $2)`,
          [visit.credit_application_id, principal.lenderId],
        )
      : await visibleMerchant(principal, context.sql, visit.retailer_id!);
    if (!visible) throw notFound('Nothing to record: no such record.');
    // A second visit moves the item to the top instead of adding a copy.
    const column = visit.credit_application_id ? 'credit_application_id' : 'retailer_id';
    const id = visit.credit_application_id ?? visit.retailer_id;
    await context.sql.query(
      `DELETE FROM browsing_history WHERE user_id = $1 AND ${column} = $2
         AND (${column === 'retailer_id' ? 'credit_application_id IS NULL' : 'true'})`,
      [userId, id],
    );
    const [row] = (await context.sql.query<{ browsing_history_id: string }>(
      `INSERT INTO browsing_history (user_id, ${column}) VALUES ($1, $2) RETURNING browsing_history_id`,
      [userId, id],
    )) as [{ browsing_history_id: string }];
    // Keep the table small: only what the dropdown can show survives.
    await context.sql.query(
      `DELETE FROM browsing_history WHERE user_id = $1 AND browsing_history_id IN (
         SELECT browsing_history_id FROM browsing_history
          WHERE user_id = $1 AND (credit_application_id IS NULL) = ($2 = 'retailer_id')
          ORDER BY viewed_at DESC OFFSET $3)`,
      [userId, column, BROWSING_HISTORY_LIMIT],
    );
    const [event] = (await context.sql.query<HistoryRow>(
      `${historySelect} WHERE h.browsing_history_id = $1`,
      [row.browsing_history_id],
    )) as [HistoryRow];
    return {
      status: 201,
      body: toHistoryEvent(event, principal.permissions.has(VIEW_CONSUMER_DATA)),
    };
  },

  async listOutboxMessages(context) {
    const principal = sessionOf(context);
    const query = context.query as { page?: number; perPage?: number; recipient?: string };
    const page = query.page ?? 1;
    const perPage = query.perPage ?? 25;
    const values: unknown[] = [principal.organisationId, query.recipient ?? null];
    const filter = 'organisation_id = $1 AND ($2::text IS NULL OR lower(recipient) = lower($2))';
    const [{ total }] = (await context.sql.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM outbox_messages WHERE ${filter}`,
      values,
    )) as [{ total: number }];
    const rows = await context.sql.query<{
      message_id: number;
      recipient: string;
      subject: string;
      body: string;
      created_at: Date;
      sent_at: Date | null;
    }>(
      `SELECT message_id, recipient, subject, body, created_at, sent_at FROM outbox_messages
        WHERE ${filter} ORDER BY created_at DESC, message_id DESC
        LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
      values,
    );
    return {
      status: 200,
      body: {
        items: rows.map((row) => ({
          ...row,
          // Messages recorded before links were withheld at sending keep none either.
          body: withholdLinkTokens(row.body),
          created_at: new Date(row.created_at).toISOString(),
          sent_at: row.sent_at ? new Date(row.sent_at).toISOString() : null,
        })),
        meta: { page, perPage, total },
      },
    };
  },
};
