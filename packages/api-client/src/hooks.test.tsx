// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBackofficeClient } from './client';
import {
  BackofficeClientProvider,
  queryKeys,
  useAnnouncements,
  useCreateWidgets,
  useNavigation,
  usePasswordReset,
  useRequestPasswordReset,
  useServiceUserDefaults,
  useServiceUserDefaultsByHost,
  useSetPasswordWithLink,
  useUpdateUser,
  useUpdateWidgets,
  useUser,
  useWidgets,
} from './hooks';
import { createMemoryTokenStore } from './tokenStore';

const user = {
  user_id: 3,
  username: 'viewer',
  first_name: 'Vera',
  last_name: 'Viewer',
  email: 'vera@example.co.uk',
  mobile: '07700900123',
};
const layout = {
  users_widgets_id: 9,
  user_id: 3,
  widgets_configuration: [{ name: 'news', x: 0, y: 0 }],
};
/** What the server answers a user who never saved a layout: its default one, without an id. */
const unsavedLayout = {
  users_widgets_id: null,
  user_id: 3,
  widgets_configuration: [{ name: 'announcements', x: 0, y: 0 }],
};

/** Every request that reached the server, as "METHOD /path Authorization". */
let requests: string[] = [];
let storedUser = { ...user };

const server = setupServer(
  http.get('*/api/navigation', () =>
    HttpResponse.json({
      navigation_sections: [
        { label: 'Merchants', navigation_items: [{ label: 'Merchants', url: 'merchants' }] },
      ],
    }),
  ),
  http.get('*/api/backoffice/users/:userId', () => HttpResponse.json(storedUser)),
  http.patch('*/api/backoffice/users/:userId', async ({ request }) => {
    storedUser = { ...storedUser, ...((await request.json()) as object) };
    return HttpResponse.json(storedUser);
  }),
  http.get('*/api/service-users/by-host', () =>
    HttpResponse.json({
      service_user_default: [{ default_key: 'FAVICON', default_value: 'f.ico' }],
    }),
  ),
  http.get('*/api/service-users/:serviceUserId/announcements', () =>
    HttpResponse.json({
      announcements: [
        {
          announcement_id: 1,
          title: 'Hello',
          content: 'News',
          url: null,
          created_at: '2025-01-01T00:00:00Z',
        },
      ],
    }),
  ),
  http.get('*/api/service-users/:serviceUserId', () =>
    HttpResponse.json({
      service_user_id: 1,
      name: 'Demo Finance',
      service_user_default: [{ default_key: 'SERVICE_USER_FOOTER', default_value: 'Demo Finance' }],
    }),
  ),
  http.get('*/api/backoffice/users/:userId/widgets', () => HttpResponse.json(unsavedLayout)),
  http.post('*/api/backoffice/users/:userId/widgets', async ({ request }) =>
    HttpResponse.json({ ...layout, ...((await request.json()) as object) }, { status: 201 }),
  ),
  http.put('*/api/backoffice/users/:userId/widgets', async ({ request }) =>
    HttpResponse.json({ ...layout, ...((await request.json()) as object) }),
  ),
  http.get('*/api/password-resets/:accessToken', ({ params }) =>
    params.accessToken === 'good'
      ? HttpResponse.json({ user_id: 3 })
      : HttpResponse.json(
          { error: { code: 'ERR_NOT_FOUND', message: 'Unknown link' } },
          { status: 404 },
        ),
  ),
  http.post('*/api/password-resets/', () =>
    HttpResponse.json({ status: 'requested' }, { status: 202 }),
  ),
);
server.events.on('request:start', ({ request }) => {
  requests.push(
    `${request.method} ${new URL(request.url).pathname} ${request.headers.get('Authorization') ?? '-'}`,
  );
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests = [];
  storedUser = { ...user };
});
afterAll(() => server.close());

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createBackofficeClient({
    baseUrl: 'http://localhost/api',
    tokenStore: createMemoryTokenStore({
      accessToken: 'access-1',
      refreshable: true,
      expiresAt: Date.now() + 3_600_000,
      userId: 3,
      serviceUserId: 1,
      organisationType: 'service_user',
    }),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <BackofficeClientProvider client={client}>{children}</BackofficeClientProvider>
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('queryKeys', () => {
  it('names each resource first so a prefix matches every query of it', () => {
    expect(queryKeys.user(3)).toEqual(['backoffice-user', 3]);
    expect(queryKeys.navigation()).toEqual(['navigation']);
    expect(queryKeys.widgets(3)).toEqual(['widgets', 3]);
  });
});

describe('useBackofficeClient', () => {
  it('says what is missing without a provider', () => {
    const queryClient = new QueryClient();
    expect(() =>
      renderHook(() => useNavigation(), {
        wrapper: ({ children }) => (
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        ),
      }),
    ).toThrow('useBackofficeClient needs a BackofficeClientProvider');
  });
});

describe('useNavigation', () => {
  it('gives the navigation sections, asked with the session token', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useNavigation(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.[0]?.label).toBe('Merchants');
    expect(requests).toEqual(['GET /api/navigation Bearer access-1']);
  });

  it('waits while disabled', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useNavigation({ enabled: false }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(requests).toEqual([]);
  });

  it('makes one request for two components asking at once', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => [useNavigation(), useNavigation()] as const, { wrapper });
    await waitFor(() => expect(result.current[1].isSuccess).toBe(true));
    expect(requests).toHaveLength(1);
  });
});

describe('useUser and useUpdateUser', () => {
  it('waits for a user id', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useUser(undefined), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(requests).toEqual([]);
  });

  it('refreshes the user after an update', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => ({ user: useUser(3), update: useUpdateUser() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.user.data?.first_name).toBe('Vera'));
    await act(() =>
      result.current.update.mutateAsync({ userId: 3, update: { first_name: 'Veronica' } }),
    );
    await waitFor(() => expect(result.current.user.data?.first_name).toBe('Veronica'));
    expect(requests.map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual([
      'GET /api/backoffice/users/3',
      'PATCH /api/backoffice/users/3',
      'GET /api/backoffice/users/3',
    ]);
  });

  it('gives the ApiError of a failed update', async () => {
    server.use(
      http.patch('*/api/backoffice/users/:userId', () =>
        HttpResponse.json(
          { error: { code: 'ERR_INVALID_CREDENTIALS', message: 'Current password is wrong' } },
          { status: 400 },
        ),
      ),
    );
    const { wrapper } = setUp();
    const { result } = renderHook(() => useUpdateUser(), { wrapper });
    act(() =>
      result.current.mutate({ userId: 3, update: { password: 'x', current_password: 'y' } }),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({
      status: 400,
      code: 'ERR_INVALID_CREDENTIALS',
      message: 'Current password is wrong',
    });
  });
});

describe('service user hooks', () => {
  it('gives the service user defaults', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useServiceUserDefaults(1), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([
      { default_key: 'SERVICE_USER_FOOTER', default_value: 'Demo Finance' },
    ]);
  });

  it('looks up the defaults by host without the session token', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useServiceUserDefaultsByHost('console.example'), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([{ default_key: 'FAVICON', default_value: 'f.ico' }]);
    expect(requests).toEqual(['GET /api/service-users/by-host -']);
  });

  it('gives the announcements', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useAnnouncements(1), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((announcement) => announcement.title)).toEqual(['Hello']);
  });
});

describe('widgets hooks', () => {
  it("gives the server's default layout while the user has never saved one", async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useWidgets(3), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(unsavedLayout);
  });

  it('puts the created layout in the widgets cache without asking again', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => ({ widgets: useWidgets(3), create: useCreateWidgets() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.widgets.isSuccess).toBe(true));
    const saved = [{ name: 'announcements', x: 1, y: 0 }];
    await act(() => result.current.create.mutateAsync({ userId: 3, widgets: saved }));
    await waitFor(() => expect(result.current.widgets.data?.widgets_configuration).toEqual(saved));
    expect(requests.filter((line) => line.startsWith('GET'))).toHaveLength(1);
  });

  it('puts the replaced layout in the widgets cache', async () => {
    const { wrapper, queryClient } = setUp();
    const { result } = renderHook(() => useUpdateWidgets(), { wrapper });
    const saved = [{ name: 'news', x: 0, y: 1 }];
    await act(() => result.current.mutateAsync({ userId: 3, widgets: saved }));
    expect(queryClient.getQueryData(queryKeys.widgets(3))).toEqual({
      ...layout,
      widgets_configuration: saved,
    });
    expect(requests).toEqual(['PUT /api/backoffice/users/3/widgets Bearer access-1']);
  });
});

describe('password reset hooks', () => {
  it('looks up a valid link without the session token', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => usePasswordReset('good'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ user_id: 3 });
    expect(requests).toEqual(['GET /api/password-resets/good -']);
  });

  it('gives a 404 ApiError for a link that is not valid', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => usePasswordReset('spent'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.status).toBe(404);
  });

  it('requests a reset email', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useRequestPasswordReset(), { wrapper });
    await act(() => result.current.mutateAsync('viewer'));
    expect(requests).toEqual(['POST /api/password-resets/ -']);
  });

  it('sets a password with the link token as the bearer', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useSetPasswordWithLink(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ accessToken: 'link-1', userId: 3, password: 'New-pass-1' }),
    );
    expect(requests).toEqual(['PATCH /api/backoffice/users/3 Bearer link-1']);
  });
});
