// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiUrl } from './mocks/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  attachmentFileName,
  creditApplicationExportScope,
  creditApplicationScheduleScope,
  exportFileName,
  useCreateExport,
  useCreateExportSchedule,
  useDeleteExportSchedule,
  useDownloadExportFile,
  useExport,
  useExports,
  useExportSchedules,
  useExportToFile,
  type ExportRequest,
} from './exportHooks';
import {
  createExportStore,
  exportsHandlers,
  makeExportJob,
  makeExportSchedule,
} from './mocks/exports';
import { hookWrapper, recordRequests } from './test/hookWrapper';

const server = setupServer();
const requests = recordRequests(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

// The credit application report, which can also be scheduled (the audit trail cannot).
const exportRequest = {
  report: 'credit_application',
  type: 'csv',
  fields: ['credit_application_id', 'consumer'],
} satisfies ExportRequest;

describe('creditApplicationExportScope', () => {
  it('names the list filters without [] and keeps the order', () => {
    expect(
      creditApplicationExportScope({
        page: 3,
        perPage: 25,
        'fields[]': ['status_logs'],
        'order[]': ['-timestamp'],
        date_from: '2026-10-01',
        date_to: '2026-12-01',
        'status[]': ['ACCEPT', 'REFER'],
        historic: false,
        credit_sentry_flagged: true,
        retailer_name: 'Sofa',
        'product_package_id[]': [2],
        after: 'cursor',
      }),
    ).toEqual({
      filters: {
        date_from: '2026-10-01',
        date_to: '2026-12-01',
        status: ['ACCEPT', 'REFER'],
        historic: false,
        credit_sentry_flagged: true,
        retailer_name: 'Sofa',
        product_package_id: [2],
      },
      order: ['-timestamp'],
    });
  });

  it('leaves out the order when the list has none', () => {
    expect(creditApplicationExportScope({ 'decision_policy_id[]': [1] })).toEqual({
      filters: { decision_policy_id: [1] },
    });
  });
});

describe('creditApplicationScheduleScope', () => {
  it("keeps the list's dates apart from the schedule's filters and order", () => {
    expect(
      creditApplicationScheduleScope({
        'order[]': ['-timestamp'],
        date_from: '2026-10-01',
        'status[]': ['ACCEPT'],
      }),
    ).toEqual({
      scope: { filters: { status: ['ACCEPT'] }, order: ['-timestamp'] },
      listDates: { date_from: '2026-10-01' },
    });
  });
});

describe('useExportToFile', () => {
  it('starts, waits while PENDING and saves the file once it completes', async () => {
    server.use(...exportsHandlers(createExportStore({ pendingPolls: 1 })));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { wrapper } = hookWrapper();
    const steps: string[] = [];
    const { result } = renderHook(
      () => {
        const exportToFile = useExportToFile();
        if (steps.at(-1) !== exportToFile.progress.step) steps.push(exportToFile.progress.step);
        return exportToFile;
      },
      { wrapper },
    );
    act(() => result.current.start(exportRequest));
    await waitFor(() => expect(result.current.progress.step).toBe('done'));
    expect(steps).toEqual(['idle', 'working', 'done']);
    expect(result.current.progress).toMatchObject({ fileName: saved[0] });
    expect(saved).toHaveLength(1);
    act(() => result.current.reset());
    await waitFor(() => expect(result.current.progress).toEqual({ step: 'idle' }));
  });

  it("gives the server's limit refusal as the limit step", async () => {
    const message = 'Export limit of 100000 exceeded, please reduce selection and try again.';
    server.use(
      ...exportsHandlers(
        createExportStore({ refusal: { status: 400, code: 'ERR_EXPORT_LIMIT', message } }),
      ),
    );
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useExportToFile(), { wrapper });
    act(() => result.current.start(exportRequest));
    await waitFor(() => expect(result.current.progress).toEqual({ step: 'limit', message }));
  });
});

describe('useCreateExport and useExport', () => {
  it('starts a job and polls it every second until it completes', async () => {
    const store = createExportStore({ pendingPolls: 2 });
    server.use(...exportsHandlers(store));
    const { wrapper } = hookWrapper();
    const create = renderHook(() => useCreateExport(), { wrapper });
    let id = 0;
    await act(async () => {
      id = (await create.result.current.mutateAsync(exportRequest)).id;
    });
    expect(store.exportRequests).toEqual([exportRequest]);
    const job = renderHook(() => useExport(id), { wrapper });
    await waitFor(() => expect(job.result.current.data?.status).toBe('COMPLETED'));
    expect(job.result.current.data?.file?.url).toBe(`/api/exports/${id}/file`);
    const polls = requests.filter((line) => line === `GET /api/exports/${id}`);
    expect(polls.length).toBeGreaterThanOrEqual(3);
    const settled = polls.length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(requests.filter((line) => line === `GET /api/exports/${id}`)).toHaveLength(settled);
  });

  it("gives a failed job's error", async () => {
    const store = createExportStore({
      pendingPolls: 0,
      outcome: { status: 'FAILED', error: 'The database went away.' },
      exports: [makeExportJob({ id: 4, status: 'PENDING' })],
    });
    server.use(...exportsHandlers(store));
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useExport(4), { wrapper });
    await waitFor(() => expect(result.current.data?.status).toBe('FAILED'));
    expect(result.current.data?.error).toBe('The database went away.');
  });

  it("raises the server's limit refusal with its code and message", async () => {
    const message = 'Export limit of 100000 exceeded, please reduce selection and try again.';
    server.use(
      ...exportsHandlers(
        createExportStore({ refusal: { status: 400, code: 'ERR_EXPORT_LIMIT', message } }),
      ),
    );
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useCreateExport(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync(exportRequest).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ code: 'ERR_EXPORT_LIMIT', message });
  });

  it('does not ask without an id', () => {
    server.use(...exportsHandlers());
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useExport(undefined), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(requests).toEqual([]);
  });
});

describe('useExports', () => {
  it("lists the user's exports newest first", async () => {
    const store = createExportStore({
      exports: [makeExportJob({ id: 2 }), makeExportJob({ id: 1, status: 'FAILED' })],
    });
    server.use(...exportsHandlers(store));
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useExports({ perPage: 10 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.items.map((item) => item.id)).toEqual([2, 1]);
    expect(requests[0]).toBe('GET /api/exports?perPage=10');
  });
});

describe('useDownloadExportFile', () => {
  it('fetches the file with the bearer token and saves it as credit_application-<id>.csv', async () => {
    const store = createExportStore({ exports: [makeExportJob({ id: 7 })] });
    server.use(...exportsHandlers(store));
    let authorization: string | null = null;
    server.events.on('request:start', ({ request }) => {
      authorization ??= request.headers.get('Authorization');
    });
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:export-7';
      }),
      revokeObjectURL: vi.fn(),
    });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useDownloadExportFile(), { wrapper });
    let fileName = '';
    await act(async () => {
      fileName = await result.current.mutateAsync(store.exports[0]!);
    });
    expect(fileName).toBe('credit_application-7.csv');
    expect(exportFileName({ id: 7, report: 'credit_application' })).toBe(fileName);
    expect(authorization).toBe('Bearer access-1');
    expect(await created[0]?.text()).toBe(store.csv);
    expect(clicked).toEqual([{ href: 'blob:export-7', download: 'credit_application-7.csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it("saves a file under the name the server gives it (a watch list's is watch-list-{id}.csv)", async () => {
    server.use(
      http.get(apiUrl('/exports/{exportId}/file'), () =>
        HttpResponse.text('Number,Postcode\r\n', {
          headers: { 'Content-Disposition': 'attachment; filename="watch-list-3.csv"' },
        }),
      ),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useDownloadExportFile(), { wrapper });
    const fileName = await act(() =>
      result.current.mutateAsync(makeExportJob({ id: 8, report: 'watch_list' })),
    );
    expect(fileName).toBe('watch-list-3.csv');
    expect(attachmentFileName(null)).toBeUndefined();
  });

  it('refuses an export that has not completed', async () => {
    server.use(...exportsHandlers());
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useDownloadExportFile(), { wrapper });
    await act(async () => {
      await result.current
        .mutateAsync(makeExportJob({ id: 3, status: 'PENDING' }))
        .catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(requests).toEqual([]);
  });
});

describe('export schedules', () => {
  it('creates a schedule, lists it and deletes it', async () => {
    const store = createExportStore({ schedules: [makeExportSchedule({ id: 1 })] });
    server.use(...exportsHandlers(store));
    const { wrapper } = hookWrapper();
    const list = renderHook(() => useExportSchedules(), { wrapper });
    await waitFor(() => expect(list.result.current.data).toHaveLength(1));
    const create = renderHook(() => useCreateExportSchedule(), { wrapper });
    await act(async () => {
      await create.result.current.mutateAsync({
        ...exportRequest,
        frequency: 'daily',
        recipients: ['ops@example.com'],
      });
    });
    await waitFor(() => expect(list.result.current.data?.map((item) => item.id)).toEqual([2, 1]));
    expect(store.scheduleRequests[0]?.recipients).toEqual(['ops@example.com']);
    const remove = renderHook(() => useDeleteExportSchedule(), { wrapper });
    await act(async () => {
      await remove.result.current.mutateAsync(1);
    });
    await waitFor(() => expect(list.result.current.data?.map((item) => item.id)).toEqual([2]));
  });
});
