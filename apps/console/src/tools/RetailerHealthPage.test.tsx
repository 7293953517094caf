import { handlers, retailerDiagnosticsHandlers } from '@backoffice/api-client/mocks';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionHandlers } from '../test/handlers';
import { renderApp, testSession } from '../test/renderApp';

const server = setupServer(...handlers, ...sessionHandlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Retailer Health page', () => {
  it('says once that a refused diagnosis is not allowed, with nothing to retry', async () => {
    server.use(
      http.get('*/api/backoffice/retailer-diagnostics/17', () =>
        HttpResponse.json(
          { error: { code: 'ERR_FORBIDDEN', message: 'You do not have permission to do this.' } },
          { status: 403 },
        ),
      ),
    );
    renderApp('/tools/retailer-health/17/', testSession);
    expect(
      await screen.findByText('You do not have permission to view this page.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/permission/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows the diagnosis under the merchant name when it loads', async () => {
    server.use(...retailerDiagnosticsHandlers());
    renderApp('/tools/retailer-health/17/', testSession);
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Retailer Health - / }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Products' })).toBeInTheDocument();
  });
});
