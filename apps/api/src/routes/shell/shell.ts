import { navigationFor } from '@backoffice/domain/model';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Sql } from '../../db/database';
import { ormFor, schema } from '../../db/orm';
import { conflict, forbidden, notFound } from '../../http/errors';
import { sessionOf, type OperationContext, type OperationHandlers } from '../../http/operations';

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
    if (!row) throw notFound('No dashboard layout saved yet.');
    return { status: 200, body: row };
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
