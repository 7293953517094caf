import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, createConsoleQueries } from '../App';
import { routes } from '../router';
import { tokenStore } from '../session/api';
import type { StoredSession } from '../session/sessionStorage';

export const testSession: StoredSession = {
  accessToken: 'access-1',
  expiresAt: Date.now() + 3_600_000,
  userId: 3,
  serviceUserId: 1,
  organisationType: 'service_user',
  refreshable: true,
};

/** Renders the console's routes at `path`, signed in when a session is given. */
export function renderApp(path: string, session?: StoredSession) {
  // The session is in the window's memory, as after a sign-in (or a restore from the cookie).
  if (session) tokenStore.write(session);
  const { queryClient, errorBanner } = createConsoleQueries();
  // A server failure answered by a test's handler fails at once instead of after the retries.
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient} errorBanner={errorBanner}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
