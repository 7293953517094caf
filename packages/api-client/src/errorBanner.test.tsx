// @vitest-environment jsdom
import { renderHook, act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  bypassErrorBanner,
  createBackofficeQueryClient,
  ErrorBannerChannel,
  ErrorBannerProvider,
  reportToErrorBanner,
  shouldRetry,
  useErrorBanner,
} from './errorBanner';
import { ApiError } from './errors';

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

  it('reports only the calls that ask for it when calls do not report by default', async () => {
    const errorBanner = new ErrorBannerChannel();
    const queryClient = createBackofficeQueryClient({ errorBanner, reportsByDefault: false });
    await queryClient.prefetchQuery(failingQuery(refused()));
    expect(errorBanner.current()).toBeNull();
    await queryClient.prefetchQuery(failingQuery(refused(), reportToErrorBanner));
    expect(errorBanner.current()?.status).toBe(403);
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
