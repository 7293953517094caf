import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, errorJson, type JsonBody, type RequestJson } from './contract';

type ReportView = components['schemas']['ReportView'];

/** One of user 3's own credit application views, not shared. */
export function makeReportView(overrides: Partial<ReportView> = {}): ReportView {
  return {
    id: 1,
    report: 'credit_application',
    name: 'Referred applications',
    query: 'status[]=REFER',
    shared: false,
    owner: { user_id: 3, username: 'admin' },
    mine: true,
    created_at: '2025-03-04T09:00:00Z',
    ...overrides,
  };
}

/**
 * Saved views as the server keeps them for user 3: listed by report and name, a saved view added
 * (a taken name answers 409), and only the user's own views changed or deleted (403 otherwise).
 */
export function reportViewsHandlers(views: ReportView[] = []) {
  let nextId = Math.max(0, ...views.map((view) => view.id)) + 1;
  return [
    http.get(apiUrl('/report-views'), ({ request }) => {
      const report = new URL(request.url).searchParams.get('report');
      const items = views
        .filter((view) => view.report === report)
        .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
      return HttpResponse.json<JsonBody<'/report-views', 'get'>>({ items });
    }),
    http.post(apiUrl('/report-views'), async ({ request }) => {
      const body = (await request.json()) as RequestJson<'/report-views', 'post'>;
      const name = body.name.trim();
      if (views.some((view) => view.mine && view.report === body.report && view.name === name)) {
        return errorJson(409, 'ERR_CONFLICT', 'A view with this name already exists.');
      }
      const view = makeReportView({
        ...body,
        name,
        id: nextId,
        created_at: new Date().toISOString(),
      });
      nextId += 1;
      views.push(view);
      return HttpResponse.json<JsonBody<'/report-views', 'post', 201>>(view, { status: 201 });
    }),
    http.patch(apiUrl('/report-views/{viewId}'), async ({ params, request }) => {
      const change = (await request.json()) as RequestJson<'/report-views/{viewId}', 'patch'>;
      const index = views.findIndex((view) => view.id === Number(params.viewId));
      const current = views[index];
      if (!current) return errorJson(404, 'ERR_NOT_FOUND', 'This view does not exist.');
      if (!current.mine) {
        return errorJson(403, 'ERR_FORBIDDEN', 'Only the owner of a view can change it.');
      }
      const name = change.name?.trim() ?? current.name;
      if (
        views.some(
          (view) =>
            view.mine && view.report === current.report && view.name === name && view !== current,
        )
      ) {
        return errorJson(409, 'ERR_CONFLICT', 'A view with this name already exists.');
      }
      const updated: ReportView = { ...current, ...change, name };
      views[index] = updated;
      return HttpResponse.json<JsonBody<'/report-views/{viewId}', 'patch'>>(updated);
    }),
    http.delete(apiUrl('/report-views/{viewId}'), ({ params }) => {
      const index = views.findIndex((view) => view.id === Number(params.viewId));
      if (index < 0) return errorJson(404, 'ERR_NOT_FOUND', 'This view does not exist.');
      if (!views[index]!.mine) {
        return errorJson(403, 'ERR_FORBIDDEN', 'Only the owner of a view can delete it.');
      }
      views.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
