import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, errorJson, pageOf, type JsonBody, type RequestJson } from './contract';

type Schemas = components['schemas'];
type ExportJob = Schemas['Export'];
type ExportRequest = Schemas['ExportRequest'];
type ExportSchedule = Schemas['ExportSchedule'];
type ExportScheduleRequest = Schemas['ExportScheduleRequest'];

export function makeExportJob(overrides: Partial<ExportJob> = {}): ExportJob {
  const id = overrides.id ?? 1;
  const status = overrides.status ?? 'COMPLETED';
  return {
    id,
    report: 'credit_application',
    status,
    row_count: status === 'COMPLETED' ? 1024 : null,
    created_at: '2026-11-20T14:05:09Z',
    file: status === 'COMPLETED' ? { url: `/api/exports/${id}/file` } : null,
    error: status === 'FAILED' ? 'The export could not be written. Please try again.' : null,
    ...overrides,
  };
}

export function makeExportSchedule(overrides: Partial<ExportSchedule> = {}): ExportSchedule {
  return {
    id: 1,
    report: 'credit_application',
    fields: ['credit_application_id', 'consumer', 'current_status.status'],
    order: ['-timestamp'],
    frequency: 'weekly',
    date_range: { kind: 'last_7_days' },
    send_time: '06:00',
    paused: false,
    recipients: ['vera.jones@example.com'],
    next_run_at: '2026-11-23T06:00:00Z',
    last_run_at: null,
    last_export_id: null,
    created_at: '2026-11-20T14:05:09Z',
    ...overrides,
  };
}

/** What the export handlers serve and record. */
export interface ExportMockStore {
  exports: ExportJob[];
  schedules: ExportSchedule[];
  /** GET /exports/{id} answers PENDING this many times before the job finishes. */
  pendingPolls: number;
  /** How a job finishes. */
  outcome: { status: 'COMPLETED'; rowCount: number } | { status: 'FAILED'; error: string };
  /** When set, POST /exports is refused with this error (the row limit, for example). */
  refusal: { status: number; code: string; message: string } | null;
  /** The CSV every completed export serves. */
  csv: string;
  exportRequests: ExportRequest[];
  scheduleRequests: ExportScheduleRequest[];
}

export function createExportStore(overrides: Partial<ExportMockStore> = {}): ExportMockStore {
  return {
    exports: [],
    schedules: [],
    pendingPolls: 2,
    outcome: { status: 'COMPLETED', rowCount: 2 },
    refusal: null,
    csv: 'credit_application_id,consumer\r\n100001,Mr Tom Baker\r\n100002,Ms Ava Patel\r\n',
    exportRequests: [],
    scheduleRequests: [],
    ...overrides,
  };
}

/**
 * The export endpoints as the server answers them: POST /exports starts a PENDING job that
 * finishes as the store says after `pendingPolls` reads, GET /exports lists newest first, the
 * file is the store's CSV, and schedules are kept, listed newest first and deleted.
 */
export function exportsHandlers(store = createExportStore()) {
  const polls = new Map<number, number>();
  // A watch list's file is named after the list, as the server names it.
  const fileNames = new Map<number, string>();
  const nextId = (items: readonly { id: number }[]) =>
    items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
  return [
    http.get(apiUrl('/exports'), ({ request }) =>
      HttpResponse.json<JsonBody<'/exports', 'get'>>(
        pageOf(store.exports, new URL(request.url), 25),
      ),
    ),
    http.post(apiUrl('/exports'), async ({ request }) => {
      const body = (await request.json()) as RequestJson<'/exports', 'post'>;
      store.exportRequests.push(body);
      if (store.refusal) {
        return errorJson(store.refusal.status, store.refusal.code, store.refusal.message);
      }
      const job = makeExportJob({
        id: nextId(store.exports),
        report: body.report,
        status: 'PENDING',
        created_at: new Date().toISOString(),
      });
      store.exports.unshift(job);
      const listId = body.filters?.fraud_watch_list_id;
      fileNames.set(
        job.id,
        body.report === 'watch_list'
          ? `watch-list-${String(listId)}.csv`
          : `${body.report}-${job.id}.csv`,
      );
      return HttpResponse.json<JsonBody<'/exports', 'post', 202>>(job, { status: 202 });
    }),
    http.get(apiUrl('/exports/{exportId}'), ({ params }) => {
      const id = Number(params.exportId);
      const index = store.exports.findIndex((job) => job.id === id);
      const job = store.exports[index];
      if (!job) return errorJson(404, 'ERR_NOT_FOUND', 'Export not found.');
      const seen = (polls.get(id) ?? 0) + 1;
      polls.set(id, seen);
      if (job.status === 'PENDING' && seen > store.pendingPolls) {
        const { outcome } = store;
        store.exports[index] =
          outcome.status === 'COMPLETED'
            ? {
                ...job,
                status: 'COMPLETED',
                row_count: outcome.rowCount,
                file: { url: `/api/exports/${id}/file` },
              }
            : { ...job, status: 'FAILED', error: outcome.error };
      }
      return HttpResponse.json<JsonBody<'/exports/{exportId}', 'get'>>(
        store.exports[index] as ExportJob,
      );
    }),
    http.get(apiUrl('/exports/{exportId}/file'), ({ params }) => {
      const job = store.exports.find((item) => item.id === Number(params.exportId));
      if (!job) return errorJson(404, 'ERR_NOT_FOUND', 'Export not found.');
      if (job.status !== 'COMPLETED') {
        return errorJson(409, 'ERR_CONFLICT', 'The export has not completed.');
      }
      return new HttpResponse(store.csv, {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': `attachment; filename="${
            fileNames.get(job.id) ?? `${job.report}-${job.id}.csv`
          }"`,
        },
      });
    }),
    http.get(apiUrl('/export-schedules'), () =>
      HttpResponse.json<JsonBody<'/export-schedules', 'get'>>({ items: store.schedules }),
    ),
    http.post(apiUrl('/export-schedules'), async ({ request }) => {
      const body = (await request.json()) as RequestJson<'/export-schedules', 'post'>;
      store.scheduleRequests.push(body);
      // The contract declares a schedule's filters as an object of no known keys, so the
      // recorded request keeps them and the answer leaves them out.
      const schedule = makeExportSchedule({
        id: nextId(store.schedules),
        report: body.report,
        fields: body.fields,
        order: body.order ?? [],
        frequency: body.frequency,
        recipients: body.recipients,
        date_range: body.date_range ?? null,
        send_time: body.send_time ?? '06:00',
        created_at: new Date().toISOString(),
      });
      store.schedules.unshift(schedule);
      return HttpResponse.json<JsonBody<'/export-schedules', 'post', 201>>(schedule, {
        status: 201,
      });
    }),
    http.patch(apiUrl('/export-schedules/{scheduleId}'), async ({ params, request }) => {
      const change = (await request.json()) as RequestJson<
        '/export-schedules/{scheduleId}',
        'patch'
      >;
      const index = store.schedules.findIndex((item) => item.id === Number(params.scheduleId));
      const current = store.schedules[index];
      if (!current) return errorJson(404, 'ERR_NOT_FOUND', 'Scheduled report not found.');
      const updated: ExportSchedule = { ...current, ...change };
      store.schedules[index] = updated;
      return HttpResponse.json<JsonBody<'/export-schedules/{scheduleId}', 'patch'>>(updated);
    }),
    ...(['pause', 'resume'] as const).map((action) =>
      http.post(apiUrl(`/export-schedules/{scheduleId}/${action}`), ({ params }) => {
        const index = store.schedules.findIndex((item) => item.id === Number(params.scheduleId));
        const current = store.schedules[index];
        if (!current) return errorJson(404, 'ERR_NOT_FOUND', 'Scheduled report not found.');
        if (current.paused === (action === 'pause')) {
          return errorJson(409, 'ERR_CONFLICT', `The scheduled report is already ${action}d.`);
        }
        const updated: ExportSchedule = { ...current, paused: action === 'pause' };
        store.schedules[index] = updated;
        return HttpResponse.json<ExportSchedule>(updated);
      }),
    ),
    http.delete(apiUrl('/export-schedules/{scheduleId}'), ({ params }) => {
      const id = Number(params.scheduleId);
      if (!store.schedules.some((schedule) => schedule.id === id)) {
        return errorJson(404, 'ERR_NOT_FOUND', 'Schedule not found.');
      }
      store.schedules = store.schedules.filter((schedule) => schedule.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
