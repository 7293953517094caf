import { verify } from '@node-rs/argon2';
import { SESSION_HINT_COOKIE } from '@backoffice/domain/model';
import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { backends } from '../../test/backends';
import { bearer, cookieHeaderOf, startTestApi, testClock, type TestApi } from '../../test/harness';
import { LOCKOUT, REFRESH_COOKIE, SESSION_LIFETIMES, createPasswordLink } from './session';

// Every argon2id verification the server makes, counted (the real one still runs).
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof Argon2>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

const signInBody = (username: string, password: string) => ({
  grant_type: 'password',
  client_id: 'backoffice',
  username,
  password,
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe.each(backends())('sessions on $name', (backend) => {
  let api: TestApi;
  // Time moves on only when a test says so: expiry and lockout are tested without waiting.
  const clock = testClock();
  // One server per backend: each test works on users of its own, so they do not interfere.
  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase(), clock });
  });
  afterAll(() => api?.close());

  const requestToken = (payload: unknown, headers: Record<string, string> = {}) =>
    api.request({ method: 'POST', url: '/api/request-token', payload: payload as object, headers });
  /** The refresh grant as a browser sends it: the cookie, no token in the body. */
  const refresh = (cookie: string) =>
    requestToken({ grant_type: 'refresh_token', client_id: 'backoffice' }, { cookie });
  const navigationWith = async (accessToken: string) =>
    (await api.request({ method: 'GET', url: '/api/navigation', headers: bearer(accessToken) }))
      .statusCode;

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
      expect(session).not.toHaveProperty('refresh_token');
      const [cookie, hint] = response.headers['set-cookie'] as string[];
      expect(cookie).toMatch(new RegExp(`^${REFRESH_COOKIE}=[\\w-]{43}; `));
      // The hint page script reads to know there is a session to restore holds no secret.
      expect(hint).toBe(`${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Strict`);
      expect(cookie).toContain('; Path=/api/request-token; HttpOnly; SameSite=Strict');
      // Without Remember me the cookie goes with the browser; over plain HTTP it is not Secure.
      expect(cookie).not.toContain('Max-Age');
      expect(cookie).not.toContain('Secure');
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

  describe('sign-in without enumeration or lockout abuse', () => {
    const verifications = () => vi.mocked(verify).mock.calls.length;
    beforeEach(() => {
      vi.mocked(verify).mockClear();
    });

    it('answers an unknown user, a wrong password, a locked account and a user without a password alike, each after one argon2id check', async () => {
      await api.addUser('locked.by.admin');
      await api.server.db.query(
        `UPDATE users SET locked = true WHERE username = 'locked.by.admin'`,
      );
      await api.addUser('no.password.yet');
      await api.server.db.query(
        `UPDATE users SET password_hash = NULL WHERE username = 'no.password.yet'`,
      );
      const answers = [];
      for (const attempt of [
        signInBody('nobody.at.all', 'Demo-pass-1'),
        signInBody('admin', 'Not-the-password-1'),
        signInBody('locked.by.admin', 'Demo-pass-1'),
        signInBody('no.password.yet', 'Demo-pass-1'),
      ]) {
        const before = verifications();
        const response = await requestToken(attempt);
        // The same work whatever the case: one verification against a hash of the same cost.
        expect(verifications() - before, attempt.username).toBe(1);
        answers.push(JSON.stringify({ status: response.statusCode, body: response.json() }));
      }
      const costs = vi.mocked(verify).mock.calls.map(([hash]) => String(hash).split('$')[3]);
      expect(new Set(costs)).toEqual(new Set(['m=19456,t=2,p=1']));
      expect(new Set(answers)).toEqual(
        new Set([
          JSON.stringify({
            status: 401,
            body: {
              error: {
                code: 'ERR_INVALID_CREDENTIALS',
                message: 'The username or password is incorrect.',
              },
            },
          }),
        ]),
      );
    });

    it('locks a username for one address after five failures, for a time that doubles, and answers the lockout like a wrong password', async () => {
      await api.addUser('guessed.at');
      const from = (address: string, password: string) =>
        api.request({
          method: 'POST',
          url: '/api/request-token',
          payload: signInBody('guessed.at', password),
          remoteAddress: address,
        });
      for (let attempt = 1; attempt <= LOCKOUT.failures; attempt += 1) {
        expect((await from('203.0.113.50', `Wrong-guess-${attempt}`)).statusCode).toBe(401);
      }
      const before = verifications();
      const duringLock = await from('203.0.113.50', 'Demo-pass-1');
      expect(duringLock.statusCode).toBe(401);
      expect(duringLock.json().error.code).toBe('ERR_INVALID_CREDENTIALS');
      expect(verifications() - before).toBe(1);
      // A colleague at another address is not locked out by the attacker's guesses.
      expect((await from('192.0.2.77', 'Demo-pass-1')).statusCode).toBe(200);
      // The try during the lock counted: six failures lock for two minutes from it, and a try
      // one minute on (the seventh) for four.
      clock.advance(LOCKOUT.firstLockMs + 1);
      expect((await from('203.0.113.50', 'Demo-pass-1')).statusCode).toBe(401);
      clock.advance(4 * LOCKOUT.firstLockMs - 1000);
      expect((await from('203.0.113.50', 'Demo-pass-1')).statusCode).toBe(401);
      clock.advance(8 * LOCKOUT.firstLockMs + 1);
      expect((await from('203.0.113.50', 'Demo-pass-1')).statusCode).toBe(200);
      // A success starts the count again.
      expect((await from('203.0.113.50', 'Wrong-again-1')).statusCode).toBe(401);
      expect((await from('203.0.113.50', 'Demo-pass-1')).statusCode).toBe(200);
      const [{ n }] = (await api.server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log WHERE action = 'sign_in.locked_out'
            AND subject = (SELECT 'user:' || user_id FROM users WHERE username = 'guessed.at')`,
      )) as [{ n: number }];
      expect(n).toBe(1);
    });

    it('never locks the account itself, so no one can lock a colleague out for good', async () => {
      await api.addUser('targeted');
      for (let attempt = 0; attempt < 3 * LOCKOUT.failures; attempt += 1) {
        await api.request({
          method: 'POST',
          url: '/api/request-token',
          payload: signInBody('targeted', `Wrong-${attempt}`),
          remoteAddress: `198.51.100.${100 + (attempt % 3)}`,
        });
      }
      const [user] = await api.server.db.query<{ locked: boolean }>(
        `SELECT locked FROM users WHERE username = 'targeted'`,
      );
      expect(user!.locked).toBe(false);
      expect((await requestToken(signInBody('targeted', 'Demo-pass-1'))).statusCode).toBe(200);
    });

    it('lets an office behind one address sign in while others there mistype (no address-wide limit)', async () => {
      const fromOffice = (username: string, password: string) =>
        api.request({
          method: 'POST',
          url: '/api/request-token',
          payload: signInBody(username, password),
          remoteAddress: '198.51.100.20',
        });
      for (let attempt = 0; attempt < 30; attempt += 1) {
        expect((await fromOffice(`nobody.${attempt}`, 'wrong')).statusCode).toBe(401);
      }
      expect((await fromOffice('admin', 'Demo-pass-1')).statusCode).toBe(200);
    });
  });

  describe('refresh_token grant', () => {
    it('reads the cookie, rotates it, and a reused one revokes the whole session', async () => {
      const first = await api.signIn('admin');
      const refreshed = await refresh(first.refreshCookie);
      expect(refreshed.statusCode).toBe(200);
      const secondCookie = cookieHeaderOf(refreshed);
      expect(secondCookie).not.toBe(first.refreshCookie);
      const second = refreshed.json();

      const reuse = await refresh(first.refreshCookie);
      expect(reuse.statusCode).toBe(401);
      expect(String(reuse.headers['set-cookie'])).toContain(
        `${REFRESH_COOKIE}=; Path=/api/request-token; Max-Age=0`,
      );
      for (const token of [first.access_token, second.access_token]) {
        expect(await navigationWith(token)).toBe(401);
      }
      expect((await refresh(secondCookie)).statusCode).toBe(401);
    });

    it('answers 401 without a cookie', async () => {
      const response = await requestToken({ grant_type: 'refresh_token', client_id: 'backoffice' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('session lifetimes', () => {
    it('ends a session unused for two hours (idle), whatever its absolute end', async () => {
      await api.addUser('idle.user');
      const session = await api.signIn('idle.user');
      clock.advance(SESSION_LIFETIMES.idleMs.session - MINUTE);
      const kept = await refresh(session.refreshCookie);
      expect(kept.statusCode).toBe(200);
      clock.advance(SESSION_LIFETIMES.idleMs.session + 1);
      expect((await refresh(cookieHeaderOf(kept))).statusCode).toBe(401);
    });

    it('ends a session 12 hours after sign-in however often it is refreshed', async () => {
      await api.addUser('busy.user');
      let { refreshCookie, access_token } = await api.signIn('busy.user');
      for (let hour = 1; hour < 12; hour += 1) {
        clock.advance(HOUR);
        const response = await refresh(refreshCookie);
        expect(response.statusCode, `hour ${hour}`).toBe(200);
        refreshCookie = cookieHeaderOf(response);
        access_token = response.json().access_token;
      }
      clock.advance(HOUR);
      expect((await refresh(refreshCookie)).statusCode).toBe(401);
      // No token outlives the session: the last access token ended with it.
      expect(await navigationWith(access_token)).toBe(401);
    });

    it('keeps a Remember me session in a cookie that outlives the browser, for 30 days at most', async () => {
      await api.addUser('remembered');
      const response = await requestToken({
        ...signInBody('remembered', 'Demo-pass-1'),
        remember: true,
      });
      expect(String(response.headers['set-cookie'])).toMatch(
        new RegExp(
          `Max-Age=${SESSION_LIFETIMES.absoluteMs.remember / 1000 - 1}|Max-Age=${SESSION_LIFETIMES.absoluteMs.remember / 1000}`,
        ),
      );
      let cookie = cookieHeaderOf(response);
      for (let week = 1; week <= 4; week += 1) {
        clock.advance(6 * DAY);
        const refreshed = await refresh(cookie);
        expect(refreshed.statusCode, `week ${week}`).toBe(200);
        cookie = cookieHeaderOf(refreshed);
      }
      clock.advance(6 * DAY);
      expect((await refresh(cookie)).statusCode).toBe(401);
    });
  });

  describe('a new password', () => {
    it('set by the user ends every other session of theirs, not the one it was set in', async () => {
      const userId = await api.addUser('changes.own');
      const here = await api.signIn('changes.own');
      const elsewhere = await api.signIn('changes.own');
      const changed = await api.request({
        method: 'PATCH',
        url: `/api/backoffice/users/${userId}`,
        headers: bearer(here.access_token),
        payload: { password: 'Changed-pass-2', current_password: 'Demo-pass-1' },
      });
      expect(changed.statusCode).toBe(200);
      expect(await navigationWith(here.access_token)).toBe(200);
      expect(await navigationWith(elsewhere.access_token)).toBe(401);
      expect((await refresh(elsewhere.refreshCookie)).statusCode).toBe(401);
      expect((await refresh(here.refreshCookie)).statusCode).toBe(200);
    });

    it('set with a reset link or by a user manager ends every session of the user', async () => {
      const userId = await api.addUser('forgot.it');
      const before = await api.signIn('forgot.it');
      const token = await api.server.db.transaction((sql) =>
        createPasswordLink(sql, userId, 'reset'),
      );
      const reset = await api.request({
        method: 'PATCH',
        url: `/api/backoffice/users/${userId}`,
        headers: bearer(token),
        payload: { password: 'Reset-pass-3' },
      });
      expect(reset.statusCode).toBe(200);
      expect(await navigationWith(before.access_token)).toBe(401);

      const again = await api.signIn('forgot.it', 'Reset-pass-3');
      const admin = await api.signIn('admin');
      const setByManager = await api.request({
        method: 'PATCH',
        url: `/api/backoffice/users/${userId}`,
        headers: bearer(admin.access_token),
        payload: { password: 'Managed-pass-4' },
      });
      expect(setByManager.statusCode).toBe(200);
      expect(await navigationWith(again.access_token)).toBe(401);
      expect((await refresh(again.refreshCookie)).statusCode).toBe(401);
    });
  });

  describe('revoke', () => {
    it('ends the session of the token and deletes its refresh cookie', async () => {
      const session = await api.signIn('lender');
      const revoked = await api.request({
        method: 'POST',
        url: '/api/revoke',
        payload: { token: session.access_token },
      });
      expect(revoked.statusCode).toBe(204);
      expect(String(revoked.headers['set-cookie'])).toContain(
        `${REFRESH_COOKIE}=; Path=/api/request-token; Max-Age=0`,
      );
      expect(String(revoked.headers['set-cookie'])).toContain(
        `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`,
      );
      expect(await navigationWith(session.access_token)).toBe(401);
      expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
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
