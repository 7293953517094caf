import { conflict, forbidden, invalidProperty, notFound } from '../../http/errors';
import { sessionOf, type OperationHandlers } from '../../http/operations';
import { isoString } from '../credit-applications/access';

interface ReportViewRequest {
  report: string;
  name: string;
  query: string;
  shared: boolean;
}

interface ReportViewRow {
  id: number;
  report: string;
  name: string;
  query: string;
  shared: boolean;
  owner_id: number;
  username: string;
  created_at: Date | string;
}

/**
 * A report's URL search string as the console writes it: no leading '?', no fragment, no spaces
 * or control characters (they arrive percent-encoded), so that applying it only sets the search.
 */
const plainSearch = /^(?!\?)[^#\s\p{Cc}]*$/u;

/** The views the user may use: their own, and those members of their group share. */
const visibleViews = `
  SELECT v.report_view_id AS id, v.report, v.name, v.query, v.shared, v.owner_id, u.username,
         v.created_at
    FROM report_views v
    JOIN users u ON u.user_id = v.owner_id
   WHERE (v.owner_id = $1
          OR (v.shared AND u.group_id = (SELECT me.group_id FROM users me WHERE me.user_id = $1)))`;

const toView = (row: ReportViewRow, userId: number) => ({
  id: row.id,
  report: row.report,
  name: row.name,
  query: row.query,
  shared: row.shared,
  owner: { user_id: row.owner_id, username: row.username },
  mine: row.owner_id === userId,
  created_at: isoString(row.created_at),
});

export const reportViewHandlers: OperationHandlers = {
  async listReportViews(context) {
    const { userId } = sessionOf(context);
    const { report } = context.query as { report: string };
    const rows = await context.sql.query<ReportViewRow>(
      `${visibleViews} AND v.report = $2
       ORDER BY lower(v.name), v.name, v.report_view_id`,
      [userId, report],
    );
    return { status: 200, body: { items: rows.map((row) => toView(row, userId)) } };
  },

  async createReportView(context) {
    const { userId } = sessionOf(context);
    const body = context.body as ReportViewRequest;
    const name = body.name.trim();
    if (!name) throw invalidProperty('name', 'must not be blank');
    if (!plainSearch.test(body.query)) {
      throw invalidProperty('query', "must be a URL search string without '?'");
    }
    // ON CONFLICT keeps a simultaneous save of the same name a 409 rather than a failed insert.
    const [created] = await context.sql.query<{ id: number }>(
      `INSERT INTO report_views (owner_id, report, name, query, shared)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (owner_id, report, name) DO NOTHING
       RETURNING report_view_id AS id`,
      [userId, body.report, name, body.query, body.shared],
    );
    if (!created) throw conflict('A view with this name already exists.');
    const [row] = await context.sql.query<ReportViewRow>(
      `${visibleViews} AND v.report_view_id = $2`,
      [userId, created.id],
    );
    return { status: 201, body: toView(row!, userId) };
  },

  async deleteReportView(context) {
    const { userId } = sessionOf(context);
    const { viewId } = context.params as { viewId: number };
    const [row] = await context.sql.query<ReportViewRow>(
      `${visibleViews} AND v.report_view_id = $2`,
      [userId, viewId],
    );
    // A view the user cannot see does not exist for them; a group member's shared one is not theirs.
    if (!row) throw notFound('This view does not exist.');
    if (row.owner_id !== userId) throw forbidden('Only the owner of a view can delete it.');
    await context.sql.query('DELETE FROM report_views WHERE report_view_id = $1', [viewId]);
    return { status: 204 };
  },
};
