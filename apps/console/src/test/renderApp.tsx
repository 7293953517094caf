import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../App';
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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
