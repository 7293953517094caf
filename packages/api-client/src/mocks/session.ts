import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, errorJson, type JsonBody, type RequestJson } from './contract';
import { makeUser } from './users';

type Schemas = components['schemas'];

export function makeNavigationSection(
  overrides: Partial<Schemas['NavigationSection']> = {},
): Schemas['NavigationSection'] {
  return {
    label: 'Applications',
    navigation_items: [{ label: 'Credit Applications', url: 'credit-app' }],
    ...overrides,
  };
}

export function makeServiceUser(
  overrides: Partial<Schemas['ServiceUser']> = {},
): Schemas['ServiceUser'] {
  return {
    service_user_id: 1,
    name: 'Demo Finance',
    service_user_default: [{ default_key: 'SERVICE_USER_FOOTER', default_value: 'Demo Finance' }],
    ...overrides,
  };
}

/** A session for user 3 of service user 1, an hour long. */
export function makeTokenResponse(
  overrides: Partial<Schemas['TokenResponse']> = {},
): Schemas['TokenResponse'] {
  return {
    access_token: 'access-1',
    expires_in: 3600,
    expires: '2025-03-04T11:00:00Z',
    user_id: 3,
    service_user_id: 1,
    organisation_type: 'service_user',
    ...overrides,
  };
}

/**
 * Before sign-in: the branding of the service user serving this host (none by default), and no
 * refresh cookie, so that a window restoring its session finds none (401). A password sign-in
 * falls through to signInHandlers.
 */
export function guestHandlers(branding: Schemas['ServiceUserDefault'][] = []) {
  return [
    http.get(apiUrl('/service-users/by-host'), () =>
      HttpResponse.json<JsonBody<'/service-users/by-host', 'get'>>({
        service_user_default: branding,
      }),
    ),
    http.post(apiUrl('/request-token'), async ({ request }) => {
      const grant = (await request.clone().json()) as RequestJson<'/request-token', 'post'>;
      if (grant.grant_type !== 'refresh_token') return undefined;
      return errorJson(401, 'ERR_UNAUTHORISED', 'Your session has ended. Please sign in again.');
    }),
  ];
}

export interface SessionMockOptions {
  /**
   * The signed-in user; GET /backoffice/users/{userId} answers with it under the asked id, and
   * accountHandlers given the same object change it.
   */
  user?: Schemas['User'];
  navigation?: Schemas['NavigationSection'][];
  serviceUser?: Schemas['ServiceUser'];
  branding?: Schemas['ServiceUserDefault'][];
}

/** A signed-in user's shell: branding by host, navigation, the user and their service user. */
export function sessionHandlers(options: SessionMockOptions = {}) {
  const user = options.user ?? makeUser();
  const navigation = options.navigation ?? [makeNavigationSection()];
  const serviceUser = options.serviceUser ?? makeServiceUser();
  return [
    // Before /service-users/{serviceUserId}, which would otherwise take "by-host" for an id.
    ...guestHandlers(options.branding),
    http.get(apiUrl('/navigation'), () =>
      HttpResponse.json<JsonBody<'/navigation', 'get'>>({ navigation_sections: navigation }),
    ),
    http.get(apiUrl('/backoffice/users/{userId}'), ({ params }) =>
      HttpResponse.json<JsonBody<'/backoffice/users/{userId}', 'get'>>({
        ...user,
        user_id: Number(params.userId),
      }),
    ),
    http.get(apiUrl('/service-users/{serviceUserId}'), () =>
      HttpResponse.json<JsonBody<'/service-users/{serviceUserId}', 'get'>>(serviceUser),
    ),
  ];
}

/** Sign-in and refresh answered with `token`, and logout. */
export function signInHandlers(token: Schemas['TokenResponse'] = makeTokenResponse()) {
  return [
    http.post(apiUrl('/request-token'), () =>
      HttpResponse.json<JsonBody<'/request-token', 'post'>>(token),
    ),
    http.post(apiUrl('/revoke'), () => new HttpResponse(null, { status: 204 })),
  ];
}

/** My Account and Please Confirm Your Details: the changes are made to `user` itself. */
export function accountHandlers(user: Schemas['User']) {
  return [
    http.patch(apiUrl('/backoffice/users/{userId}'), async ({ request }) => {
      const body = (await request.json()) as RequestJson<'/backoffice/users/{userId}', 'patch'>;
      const { password: _password, current_password: _current, ...fields } = body;
      Object.assign(user, fields);
      return HttpResponse.json<JsonBody<'/backoffice/users/{userId}', 'patch'>>(user);
    }),
    http.patch(apiUrl('/backoffice/users/{userId}/contact-details'), async ({ request }) => {
      const body = (await request.json()) as RequestJson<
        '/backoffice/users/{userId}/contact-details',
        'patch'
      >;
      Object.assign(user, body);
      return HttpResponse.json<JsonBody<'/backoffice/users/{userId}/contact-details', 'patch'>>(
        user,
      );
    }),
  ];
}
