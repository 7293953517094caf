import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { bearer, startTestApi, type TestApi } from '../../test/harness';
import { createPasswordLink } from './session';

const signInBody = (username: string, password: string) => ({
  grant_type: 'password',
  client_id: 'backoffice',
  username,
  password,
});

describe.each(backends())('sessions on $name', (backend) => {
  let api: TestApi;
  // One server per backend: each test works on users of its own, so they do not interfere.
  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
  });
  afterAll(() => api?.close());

  const requestToken = (payload: unknown, headers: Record<string, string> = {}) =>
    api.request({ method: 'POST', url: '/api/request-token', payload: payload as object, headers });

  describe('password grant', () => {
    it('signs admin in and answers the session the contract describes', async () => {
      const response = await requestToken(signInBody('admin', 'Demo-pass-1'));
      expect(response.statusCode).toBe(200);
      const session = response.json();
      expect(session).toMatchObject({
        expires_in: 3600,
        organisation_type: 'service_user',
        service_user_id: 1,
      });
      expect(session.access_token).toHaveLength(43);
      const navigation = await api.request({
        method: 'GET',
        url: '/api/navigation',
        headers: bearer(session.access_token),
      });
      expect(navigation.statusCode).toBe(200);
    });

    it('answers a wrong password with a clear error', async () => {
      const response = await requestToken(signInBody('admin', 'wrong-password'));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: {
          code: 'ERR_INVALID_CREDENTIALS',
          message: 'The username or password is incorrect.',
        },
      });
    });

    it('locks the account on the sixth wrong password in a row', async () => {
      await api.addUser('lock.me');
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await requestToken(signInBody('lock.me', `wrong-${attempt}`))).statusCode).toBe(
          401,
        );
      }
      const sixth = await requestToken(signInBody('lock.me', 'wrong-6'));
      expect(sixth.statusCode).toBe(403);
      expect(sixth.json().error.code).toBe('ERR_ACCOUNT_LOCKED');
      const rightPassword = await requestToken(signInBody('lock.me', 'Demo-pass-1'));
      expect(rightPassword.statusCode).toBe(403);
      expect(rightPassword.json().error.code).toBe('ERR_ACCOUNT_LOCKED');
    });

    it('starts counting again after a successful sign-in', async () => {
      await api.addUser('count.me');
      for (let attempt = 1; attempt <= 5; attempt += 1)
        await requestToken(signInBody('count.me', 'nope'));
      expect((await requestToken(signInBody('count.me', 'Demo-pass-1'))).statusCode).toBe(200);
      expect((await requestToken(signInBody('count.me', 'nope'))).statusCode).toBe(401);
    });

    it('refuses addresses outside the organisation allow-list with DENY_IP_ADDRESS', async () => {
      const lenderOrganisation = `(SELECT organisation_id FROM users WHERE username = 'lender')`;
      const earlier = await api.signIn('lender');
      await api.server.db.query(
        `UPDATE organisations SET ip_allow_list = '{203.0.113.7}' WHERE organisation_id = ${lenderOrganisation}`,
      );
      try {
        const refused = await requestToken(signInBody('lender', 'Demo-pass-1'));
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.code).toBe('DENY_IP_ADDRESS');
        const existingSession = await api.request({
          method: 'GET',
          url: '/api/navigation',
          headers: bearer(earlier.access_token),
        });
        expect(existingSession.statusCode).toBe(403);
        expect(existingSession.json().error.code).toBe('DENY_IP_ADDRESS');
        // Without TRUST_PROXY a client cannot claim an allowed address in X-Forwarded-For.
        const spoofed = await requestToken(signInBody('lender', 'Demo-pass-1'), {
          'x-forwarded-for': '203.0.113.7',
        });
        expect(spoofed.statusCode).toBe(403);
        const allowed = await api.request({
          method: 'POST',
          url: '/api/request-token',
          payload: signInBody('lender', 'Demo-pass-1'),
          remoteAddress: '203.0.113.7',
        });
        expect(allowed.statusCode).toBe(200);
      } finally {
        await api.server.db.query(
          `UPDATE organisations SET ip_allow_list = '{}' WHERE organisation_id = ${lenderOrganisation}`,
        );
      }
    });
  });

  describe('rate limit', () => {
    it('answers 429 to an address after 20 failed sign-ins in five minutes, even with the right password', async () => {
      const fromAddress = (username: string, password: string) =>
        api.request({
          method: 'POST',
          url: '/api/request-token',
          payload: signInBody(username, password),
          remoteAddress: '198.51.100.20',
        });
      // Spread over many usernames, so that no account locks first.
      for (let attempt = 0; attempt < 20; attempt += 1) {
        expect((await fromAddress(`nobody.${attempt}`, 'wrong')).statusCode).toBe(401);
      }
      const limited = await fromAddress('admin', 'Demo-pass-1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('ERR_TOO_MANY_REQUESTS');
      expect((await requestToken(signInBody('admin', 'Demo-pass-1'))).statusCode).toBe(200);
    });
  });

  describe('refresh_token grant', () => {
    it('rotates the refresh token, and a reused one revokes the whole session', async () => {
      const first = await api.signIn('admin');
      const refreshed = await requestToken({
        grant_type: 'refresh_token',
        client_id: 'backoffice',
        refresh_token: first.refresh_token,
      });
      expect(refreshed.statusCode).toBe(200);
      const second = refreshed.json();
      expect(second.refresh_token).not.toBe(first.refresh_token);

      const reuse = await requestToken({
        grant_type: 'refresh_token',
        client_id: 'backoffice',
        refresh_token: first.refresh_token,
      });
      expect(reuse.statusCode).toBe(401);

      for (const token of [first.access_token, second.access_token]) {
        const call = await api.request({
          method: 'GET',
          url: '/api/navigation',
          headers: bearer(token),
        });
        expect(call.statusCode).toBe(401);
      }
      const laterRefresh = await requestToken({
        grant_type: 'refresh_token',
        client_id: 'backoffice',
        refresh_token: second.refresh_token,
      });
      expect(laterRefresh.statusCode).toBe(401);
    });
  });

  describe('revoke', () => {
    it('ends the session of the token', async () => {
      const session = await api.signIn('lender');
      const revoked = await api.request({
        method: 'POST',
        url: '/api/revoke',
        payload: { token: session.access_token },
      });
      expect(revoked.statusCode).toBe(204);
      const call = await api.request({
        method: 'GET',
        url: '/api/navigation',
        headers: bearer(session.access_token),
      });
      expect(call.statusCode).toBe(401);
    });
  });

  describe('password links', () => {
    it('looks a link up, sets the password once, and the new password signs in', async () => {
      const userId = await api.addUser('reset.me');
      const token = await api.server.db.transaction((sql) =>
        createPasswordLink(sql, userId, 'reset'),
      );
      const lookup = await api.request({ method: 'GET', url: `/api/password-resets/${token}` });
      expect(lookup.statusCode).toBe(200);
      expect(lookup.json()).toEqual({ user_id: userId });

      const weak = await api.request({
        method: 'PATCH',
        url: `/api/backoffice/users/${userId}`,
        headers: bearer(token),
        payload: { password: 'alllowercase' },
      });
      expect(weak.statusCode).toBe(400);

      const set = await api.request({
        method: 'PATCH',
        url: `/api/backoffice/users/${userId}`,
        headers: bearer(token),
        payload: { password: 'New-pass-22' },
      });
      expect(set.statusCode).toBe(200);
      expect(
        (await api.request({ method: 'GET', url: `/api/password-resets/${token}` })).statusCode,
      ).toBe(404);
      expect((await requestToken(signInBody('reset.me', 'New-pass-22'))).statusCode).toBe(200);
    });

    it('answers 404 for an unknown link', async () => {
      const response = await api.request({
        method: 'GET',
        url: '/api/password-resets/not-a-token',
      });
      expect(response.statusCode).toBe(404);
    });

    it('accepts a reset request without telling whether the username exists', async () => {
      for (const username of ['admin', 'nobody-here']) {
        const response = await api.request({
          method: 'POST',
          url: '/api/password-resets/',
          payload: { user: { username } },
        });
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({ status: 'requested' });
      }
    });
  });

  describe('bad input', () => {
    const cases = [
      [
        'an unknown field',
        { ...signInBody('bad.input', 'x'), colour: 'red' },
        'colour',
        'is not allowed',
      ],
      [
        'a missing field',
        { grant_type: 'password', username: 'bad.input' },
        'client_id',
        'is required',
      ],
      [
        'a wrong type',
        { ...signInBody('bad.input', 'x'), remember: 'yes' },
        'remember',
        'must be boolean',
      ],
      [
        'over-long text',
        signInBody('a'.repeat(101), 'x'),
        'username',
        'must NOT have more than 100 characters',
      ],
    ] as const;

    it.each(cases)(
      'answers %s with 400 naming the property and writes nothing',
      async (_, payload, property, message) => {
        const response = await requestToken(payload);
        expect(response.statusCode).toBe(400);
        const body = response.json();
        expect(body.error.code).toBe('ERR_SCHEMA_VALIDATION_ERROR');
        expect(body.error.properties).toContainEqual({ property, message });
        const [attempts] = await api.server.db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM sign_in_attempts WHERE username = $1`,
          [(payload as { username?: string }).username ?? ''],
        );
        expect(attempts!.count).toBe(0);
      },
    );
  });
});
