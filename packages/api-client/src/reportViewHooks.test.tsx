// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeReportView, reportViewsHandlers } from './mocks';
import { useCreateReportView, useDeleteReportView, useReportViews } from './reportViewHooks';
import { hookWrapper, recordRequests } from './test/hookWrapper';

const server = setupServer();
const requests = recordRequests(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

const sharedByColleague = makeReportView({
  id: 2,
  name: 'Flagged',
  query: 'credit_sentry_flagged=true',
  shared: true,
  mine: false,
  owner: { user_id: 9, username: 'colleague' },
});

describe('useReportViews', () => {
  it("lists the report's views by name", async () => {
    server.use(
      ...reportViewsHandlers([
        makeReportView(),
        sharedByColleague,
        makeReportView({ id: 3, report: 'retailer', name: 'Merchants' }),
      ]),
    );
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useReportViews('credit_application'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((view) => view.name)).toEqual([
      'Flagged',
      'Referred applications',
    ]);
    expect(requests).toEqual(['GET /api/report-views?report=credit_application']);
  });
});

describe('useCreateReportView', () => {
  it('saves the view, then refreshes the list', async () => {
    server.use(...reportViewsHandlers([]));
    const { wrapper } = hookWrapper();
    const { result } = renderHook(
      () => ({ views: useReportViews('credit_application'), create: useCreateReportView() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.views.isSuccess).toBe(true));
    await act(() =>
      result.current.create.mutateAsync({
        report: 'credit_application',
        name: 'Historic',
        query: 'historic=true',
        shared: true,
      }),
    );
    await waitFor(() =>
      expect(result.current.views.data?.map((view) => view.name)).toEqual(['Historic']),
    );
  });

  it('gives the server’s message for a taken name', async () => {
    server.use(...reportViewsHandlers([makeReportView()]));
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useCreateReportView(), { wrapper });
    await expect(
      result.current.mutateAsync({
        report: 'credit_application',
        name: 'Referred applications',
        query: '',
        shared: false,
      }),
    ).rejects.toMatchObject({ status: 409, message: 'A view with this name already exists.' });
  });
});

describe('useDeleteReportView', () => {
  it('deletes the view, then refreshes the list', async () => {
    server.use(...reportViewsHandlers([makeReportView(), sharedByColleague]));
    const { wrapper } = hookWrapper();
    const { result } = renderHook(
      () => ({ views: useReportViews('credit_application'), remove: useDeleteReportView() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.views.isSuccess).toBe(true));
    await act(() => result.current.remove.mutateAsync(1));
    await waitFor(() =>
      expect(result.current.views.data?.map((view) => view.name)).toEqual(['Flagged']),
    );
    expect(requests).toContain('DELETE /api/report-views/1');
  });
});
