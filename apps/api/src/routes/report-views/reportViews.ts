import { conflict, forbidden, invalidProperty, notFound } from '../../http/errors';
import { sessionOf, type OperationContext, type OperationHandlers } from '../../http/operations';
import { isoString } from '../credit-applications/access';

interface ReportViewRequest {
  report: string;
  name: string;
  query: string;
  shared: boolean;
}

type ReportViewChange = Partial<Pick<ReportViewRequest, 'name' | 'query' | 'shared'>>;

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

/** A view's name as kept: trimmed, and not blank. */
function checkedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw invalidProperty('name', 'must not be blank');
  return trimmed;
}

function checkQuery(query: string) {
  if (!plainSearch.test(query)) {
    throw invalidProperty('query', "must be a URL search string without '?'");
  }
}

/** A view the user can see, which must be theirs: 404 when they cannot see it, 403 when not theirs. */
async function ownView(context: OperationContext, action: string): Promise<ReportViewRow> {
  const { userId } = sessionOf(context);
  const { viewId } = context.params as { viewId: number };
  const [row] = await context.sql.query<ReportViewRow>(
    `${visibleViews} AND v.report_view_id = $2`,
    [userId, viewId],
  );
  // A view the user cannot see does not exist for them; a group member's shared one is not theirs.
  if (!row) throw notFound('This view does not exist.');
  if (row.owner_id !== userId) throw forbidden(`Only the owner of a view can ${action} it.`);
  return row;
}

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
    const name = checkedName(body.name);
    checkQuery(body.query);
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

  async updateReportView(context) {
    const { userId } = sessionOf(context);
    const change = context.body as ReportViewChange;
    const name = change.name === undefined ? undefined : checkedName(change.name);
    if (change.query !== undefined) checkQuery(change.query);
    const row = await ownView(context, 'change');
    if (name !== undefined && name !== row.name) {
      // Two renames by one owner to the same name would both pass the check: the owner's row is
      // locked first, so the second one sees the first and answers 409.
      await context.sql.query('SELECT 1 FROM users WHERE user_id = $1 FOR UPDATE', [userId]);
      const [taken] = await context.sql.query<{ id: number }>(
        `SELECT report_view_id AS id FROM report_views
          WHERE owner_id = $1 AND report = $2 AND name = $3 AND report_view_id <> $4`,
        [userId, row.report, name, row.id],
      );
      if (taken) throw conflict('A view with this name already exists.');
    }
    await context.sql.query(
      `UPDATE report_views SET name = $2, query = $3, shared = $4 WHERE report_view_id = $1`,
      [row.id, name ?? row.name, change.query ?? row.query, change.shared ?? row.shared],
    );
    const [updated] = await context.sql.query<ReportViewRow>(
      `${visibleViews} AND v.report_view_id = $2`,
      [userId, row.id],
    );
    return { status: 200, body: toView(updated!, userId) };
  },

  async deleteReportView(context) {
    const row = await ownView(context, 'delete');
    await context.sql.query('DELETE FROM report_views WHERE report_view_id = $1', [row.id]);
    return { status: 204 };
  },
};
