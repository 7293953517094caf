// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useRecordVisit } from './browsingHistoryHooks';
import { useCreateCreditPolicy, useCreditPolicies } from './creditPolicyHooks';
import {
  bypassErrorBanner,
  createBackofficeQueryClient,
  ErrorBannerChannel,
  ErrorBannerProvider,
  shouldRetry,
  useErrorBanner,
} from './errorBanner';
import { ApiError } from './errors';
import { makeCreditPolicy } from './mocks/creditPolicies';
import { hookWrapper } from './test/hookWrapper';

const refused = () => new ApiError('You do not have permission to do this.', 403, 'ERR_FORBIDDEN');

function failingQuery(error: Error, meta?: Record<string, unknown>) {
  return {
    queryKey: ['failing', Math.random()],
    queryFn: () => Promise.reject(error),
    retry: false,
    meta,
  };
}

describe('createBackofficeQueryClient', () => {
  it('broadcasts a failed query to the banner, once for the same error', async () => {
    const errorBanner = new ErrorBannerChannel();
    const queryClient = createBackofficeQueryClient({ errorBanner });
    let changes = 0;
    errorBanner.subscribe(() => changes++);
    await queryClient.prefetchQuery(failingQuery(refused()));
    await queryClient.prefetchQuery(failingQuery(refused()));
    expect(errorBanner.current()?.message).toBe('You do not have permission to do this.');
    expect(changes).toBe(1);
  });

  it('broadcasts a failed mutation unless it bypasses the banner', async () => {
    const errorBanner = new ErrorBannerChannel();
    const queryClient = createBackofficeQueryClient({ errorBanner });
    const fail = () => Promise.reject(new ApiError('Conflict', 409, 'ERR_CONFLICT'));
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: fail, meta: bypassErrorBanner })
      .execute(undefined)
      .catch(() => undefined);
    expect(errorBanner.current()).toBeNull();
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: fail })
      .execute(undefined)
      .catch(() => undefined);
    expect(errorBanner.current()?.message).toBe('Conflict');
  });

  it('leaves validation errors to the form and 401s to the forced logout', async () => {
    const errorBanner = new ErrorBannerChannel();
    const queryClient = createBackofficeQueryClient({ errorBanner });
    await queryClient.prefetchQuery(
      failingQuery(new ApiError('Invalid', 400, 'ERR_SCHEMA_VALIDATION_ERROR')),
    );
    await queryClient.prefetchQuery(failingQuery(new ApiError('Signed out', 401, 'ERR_AUTH')));
    expect(errorBanner.current()).toBeNull();
  });

  it('leaves a query that bypasses the banner out of it', async () => {
    const errorBanner = new ErrorBannerChannel();
    const queryClient = createBackofficeQueryClient({ errorBanner });
    await queryClient.prefetchQuery(failingQuery(refused(), bypassErrorBanner));
    expect(errorBanner.current()).toBeNull();
  });

  it('shows an error again after it was dismissed and the call failed anew', async () => {
    const errorBanner = new ErrorBannerChannel();
    const queryClient = createBackofficeQueryClient({ errorBanner });
    await queryClient.prefetchQuery(failingQuery(refused()));
    errorBanner.dismiss();
    expect(errorBanner.current()).toBeNull();
    await queryClient.prefetchQuery(failingQuery(refused()));
    expect(errorBanner.current()?.status).toBe(403);
  });
});

describe('the hooks and the banner', () => {
  const server = setupServer(
    http.get('*/api/credit-policies', () =>
      HttpResponse.json(
        { error: { message: 'You may not see credit policies.', code: 'ERR_FORBIDDEN' } },
        { status: 403 },
      ),
    ),
    http.post('*/api/credit-policies', () =>
      HttpResponse.json(
        { error: { message: 'Policy name taken', code: 'ERR_CONFLICT' } },
        { status: 409 },
      ),
    ),
    http.post('*/api/backoffice/users/3/browsing-history', () =>
      HttpResponse.json(
        { error: { message: 'Server down', code: 'ERR_INTERNAL' } },
        { status: 503 },
      ),
    ),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  const { name, lender_id, regulated, stages } = makeCreditPolicy();
  const policyInput = { name, lender_id, regulated, stages };

  function bannerWrapper() {
    const errorBanner = new ErrorBannerChannel();
    const { wrapper } = hookWrapper(createBackofficeQueryClient({ errorBanner }));
    return { errorBanner, wrapper };
  }

  it('a list whose page shows its own load failure bypasses the banner', async () => {
    const { errorBanner, wrapper } = bannerWrapper();
    const { result } = renderHook(() => useCreditPolicies({}), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(errorBanner.current()).toBeNull();
  });

  it('a form save whose dialog shows the refusal bypasses the banner', async () => {
    const { errorBanner, wrapper } = bannerWrapper();
    const { result } = renderHook(() => useCreateCreditPolicy(), { wrapper });
    await act(() => result.current.mutateAsync(policyInput).catch(() => undefined));
    await waitFor(() => expect(result.current.error?.message).toBe('Policy name taken'));
    expect(errorBanner.current()).toBeNull();
  });

  it('a caller that shows nothing can take the banner back with its own meta', async () => {
    const { errorBanner, wrapper } = bannerWrapper();
    const { result } = renderHook(() => useCreditPolicies({}, { meta: {} }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(errorBanner.current()?.message).toBe('You may not see credit policies.');
  });

  it('a background call no screen shows (recording a visit) reaches the banner', async () => {
    const { errorBanner, wrapper } = bannerWrapper();
    const { result } = renderHook(() => useRecordVisit(3), { wrapper });
    act(() => result.current.mutate({ retailer_id: 1 }));
    await waitFor(() => expect(errorBanner.current()?.status).toBe(503));
    expect(errorBanner.current()?.message).toBe('Server down');
  });
});

describe('shouldRetry', () => {
  it('never retries a refusal (4xx)', () => {
    expect(shouldRetry(0, new ApiError('Forbidden', 403, undefined))).toBe(false);
    expect(shouldRetry(0, new ApiError('Not found', 404, undefined))).toBe(false);
  });
  it('retries a server or network failure up to three times', () => {
    expect(shouldRetry(0, new ApiError('Boom', 500, undefined))).toBe(true);
    expect(shouldRetry(2, new ApiError('Offline', 0, 'ERR_NETWORK'))).toBe(true);
    expect(shouldRetry(3, new ApiError('Boom', 500, undefined))).toBe(false);
  });
});

describe('useErrorBanner', () => {
  it('shows the reported error until it is dismissed', () => {
    const channel = new ErrorBannerChannel();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ErrorBannerProvider channel={channel}>{children}</ErrorBannerProvider>
    );
    const { result } = renderHook(() => useErrorBanner(), { wrapper });
    expect(result.current.error).toBeNull();
    act(() => channel.report(refused()));
    expect(result.current.error?.message).toBe('You do not have permission to do this.');
    act(() => result.current.dismiss());
    expect(result.current.error).toBeNull();
  });
});
