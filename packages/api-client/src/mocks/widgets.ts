import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, type JsonBody, type RequestJson } from './contract';

type UserWidgets = components['schemas']['UserWidgets'];

export function makeUserWidgets(overrides: Partial<UserWidgets> = {}): UserWidgets {
  return {
    users_widgets_id: 1,
    user_id: 3,
    widgets_configuration: [
      { name: 'announcements', x: 0, y: 0 },
      { name: 'recently-viewed', x: 1, y: 0 },
    ],
    ...overrides,
  };
}

/**
 * The dashboard layout of every user: `saved`, or while that is null (a user who never saved
 * one) the server's default layout `defaults` with a null id; a POST or PUT replaces it and is
 * answered with it.
 */
export function widgetsHandlers(
  saved: UserWidgets | null = null,
  defaults: UserWidgets['widgets_configuration'] = [],
) {
  let layout = saved;
  const save = async (request: Request, userId: number) => {
    const body = (await request.json()) as RequestJson<'/backoffice/users/{userId}/widgets', 'put'>;
    layout = { users_widgets_id: layout?.users_widgets_id ?? 1, user_id: userId, ...body };
    return layout;
  };
  return [
    http.get(apiUrl('/backoffice/users/{userId}/widgets'), ({ params }) =>
      HttpResponse.json<JsonBody<'/backoffice/users/{userId}/widgets', 'get'>>(
        layout ?? {
          users_widgets_id: null,
          user_id: Number(params.userId),
          widgets_configuration: defaults,
        },
      ),
    ),
    http.post(apiUrl('/backoffice/users/{userId}/widgets'), async ({ request, params }) =>
      HttpResponse.json<JsonBody<'/backoffice/users/{userId}/widgets', 'post', 201>>(
        await save(request, Number(params.userId)),
        { status: 201 },
      ),
    ),
    http.put(apiUrl('/backoffice/users/{userId}/widgets'), async ({ request, params }) =>
      HttpResponse.json<JsonBody<'/backoffice/users/{userId}/widgets', 'put'>>(
        await save(request, Number(params.userId)),
      ),
    ),
  ];
}
