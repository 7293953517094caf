import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../App';
import { routes } from '../router';
import type { StoredSession } from '../session/sessionStorage';

export const testSession: StoredSession = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt: Date.now() + 3_600_000,
  userId: 3,
  serviceUserId: 1,
  organisationType: 'service_user',
};

/** Renders the console's routes at `path`, signed in when a session is given. */
export function renderApp(path: string, session?: StoredSession) {
  if (session) sessionStorage.setItem('backoffice.session', JSON.stringify(session));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
