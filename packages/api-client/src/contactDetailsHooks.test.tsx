// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useUpdateContactDetails } from './contactDetailsHooks';
import { queryKeys, useUser } from './hooks';
import { accountHandlers, makeUser, sessionHandlers } from './mocks';
import { hookWrapper, recordRequests } from './test/hookWrapper';

const server = setupServer();
const requests = recordRequests(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

describe('useUpdateContactDetails', () => {
  it('sends email and mobile and shows the answer as the user without asking again', async () => {
    const user = makeUser({ email: null, mobile: null });
    server.use(...sessionHandlers({ user }), ...accountHandlers(user));
    const { wrapper, queryClient } = hookWrapper();
    const { result } = renderHook(
      () => ({ user: useUser(3), update: useUpdateContactDetails(3) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.user.isSuccess).toBe(true));
    queryClient.setQueryData(queryKeys.userList({}), { items: [], meta: {} });
    await act(() =>
      result.current.update.mutateAsync({ email: 'vera@example.co.uk', mobile: '07700900123' }),
    );
    // React Query tells its observers on a later task; the hook shows the answer once it has.
    await waitFor(() =>
      expect(result.current.user.data).toMatchObject({
        email: 'vera@example.co.uk',
        mobile: '07700900123',
      }),
    );
    expect(queryClient.getQueryState(queryKeys.userList({}))?.isInvalidated).toBe(true);
    expect(requests).toEqual([
      'GET /api/backoffice/users/3',
      'PATCH /api/backoffice/users/3/contact-details',
    ]);
  });
});
