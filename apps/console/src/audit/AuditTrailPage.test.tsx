import { auditHandlers, handlers, makeUser, sessionHandlers } from '@backoffice/api-client/mocks';
import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionHandlers as viewerSession } from '../test/handlers';
import { renderApp, testSession } from '../test/renderApp';

const server = setupServer(...handlers, ...viewerSession);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The audit trail, for a user whose group holds the trail's permission and these. */
function openTrail(...permissions: { category_id: number; rule_id: number }[]) {
  server.use(
    ...auditHandlers(),
    ...sessionHandlers({
      user: makeUser({
        group: {
          group_id: 1,
          group_name: 'Auditors',
          permissions: [{ category_id: 200, rule_id: 50 }, ...permissions],
        },
      }),
      navigation: [{ label: 'Audit', navigation_items: [{ label: 'Audit Trail', url: 'audit' }] }],
    }),
  );
  return renderApp('/audit/', testSession);
}

describe('Export Report on the audit trail', () => {
  it('is offered only to a user whose group may export', async () => {
    const readOnly = openTrail();
    await screen.findByRole('button', { name: 'Print' });
    await screen.findByRole('table', { name: 'Audit Trail' });
    expect(screen.queryByRole('button', { name: /Export Report/ })).toBeNull();
    readOnly.unmount();

    openTrail({ category_id: 200, rule_id: 11 });
    expect(await screen.findByRole('button', { name: /Export Report/ })).toBeInTheDocument();
  });
});
