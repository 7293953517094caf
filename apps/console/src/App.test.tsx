import { handlers } from '@backoffice/api-client/mocks';
import { render, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders, createConsoleQueries } from './App';
import { tokenStore } from './session/api';
import { sessionHandlers } from './test/handlers';
import { testSession } from './test/renderApp';

const server = setupServer(...handlers, ...sessionHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('AppProviders', () => {
  it("asks for the navigation and the signed-in user while the page's code is still loading", async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    tokenStore.write(testSession);
    const { queryClient, errorBanner } = createConsoleQueries();
    // A page whose code never arrives: the router renders nothing until it has.
    const router = createMemoryRouter([{ path: '/', lazy: () => new Promise(() => undefined) }]);
    render(
      <AppProviders queryClient={queryClient} errorBanner={errorBanner}>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    await waitFor(() =>
      expect(asked).toEqual(
        expect.arrayContaining([
          '/api/navigation',
          `/api/backoffice/users/${String(testSession.userId)}`,
        ]),
      ),
    );
    server.events.removeAllListeners();
  });
});
