import {
  MutationCache,
  QueryCache,
  QueryClient,
  type Mutation,
  type Query,
} from '@tanstack/react-query';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { ApiError } from './errors';

/**
 * React Query `meta` of a call whose screen shows its own error (a form's refusal beside its
 * fields, a page's load failure): the global banner leaves it alone (platform-shell.md section 8,
 * the bypass flag). Every other failed call is broadcast to the banner.
 */
export const bypassErrorBanner = { errorBanner: 'bypass' } as const;

type ErrorBannerMeta = Record<string, unknown> | undefined;

function sameError(a: ApiError, b: ApiError): boolean {
  return a.status === b.status && a.code === b.code && a.message === b.message;
}

/**
 * The one global error banner's state: the latest HTTP error not yet dismissed. An error equal
 * to the one shown (same status, code and message: a retry, or two calls refused alike) keeps
 * the banner as it is instead of stacking copies.
 */
export class ErrorBannerChannel {
  private shown: ApiError | null = null;
  private readonly listeners = new Set<() => void>();

  readonly current = (): ApiError | null => this.shown;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  report(error: ApiError) {
    if (this.shown && sameError(this.shown, error)) return;
    this.shown = error;
    this.listeners.forEach((listener) => listener());
  }

  readonly dismiss = () => {
    if (!this.shown) return;
    this.shown = null;
    this.listeners.forEach((listener) => listener());
  };
}

/**
 * Whether a failed call belongs in the banner: every HTTP or network failure unless its call
 * bypasses the banner. Validation errors are shown beside the form's fields, and a 401 or
 * DENY_IP_ADDRESS ends the session instead (platform-shell.md sections 6 and 8).
 */
export function belongsInErrorBanner(error: unknown, meta: ErrorBannerMeta): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (meta?.errorBanner === bypassErrorBanner.errorBanner) return false;
  if (error.code === 'ERR_SCHEMA_VALIDATION_ERROR') return false;
  return error.status !== 401 && error.code !== 'DENY_IP_ADDRESS';
}

/** A refusal (4xx) will be refused again: only a server or network failure is worth a retry. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !refused && failureCount < 3;
}

export interface BackofficeQueryClientOptions {
  errorBanner: ErrorBannerChannel;
}

/**
 * The QueryClient of a portal: failed queries and mutations are broadcast to the error banner
 * unless their `meta` bypasses it, and no query is retried after a 4xx answer.
 */
export function createBackofficeQueryClient({
  errorBanner,
}: BackofficeQueryClientOptions): QueryClient {
  const report = (error: unknown, meta: ErrorBannerMeta) => {
    if (belongsInErrorBanner(error, meta)) errorBanner.report(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query: Query<unknown, unknown, unknown>) => report(error, query.meta),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation: Mutation<unknown, unknown, unknown>) =>
        report(error, mutation.meta),
    }),
    defaultOptions: { queries: { retry: shouldRetry }, mutations: { retry: false } },
  });
}

const ErrorBannerContext = createContext<ErrorBannerChannel | null>(null);

/** Gives useErrorBanner the channel the QueryClient reports to. */
export function ErrorBannerProvider({
  channel,
  children,
}: {
  channel: ErrorBannerChannel;
  children: ReactNode;
}) {
  return <ErrorBannerContext.Provider value={channel}>{children}</ErrorBannerContext.Provider>;
}

/** The error the banner shows (null when none) and the function that dismisses it. */
export function useErrorBanner(): { error: ApiError | null; dismiss: () => void } {
  const channel = useContext(ErrorBannerContext);
  if (!channel) throw new Error('useErrorBanner needs an ErrorBannerProvider');
  const error = useSyncExternalStore(channel.subscribe, channel.current, channel.current);
  return { error, dismiss: channel.dismiss };
}
