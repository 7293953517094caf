// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  createBrowserTokenStore,
  createMemoryTokenStore,
  toStoredSession,
  type StoredSession,
} from './tokenStore';

const session: StoredSession = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt: 1_000_000,
  userId: 3,
  serviceUserId: 1,
  organisationType: 'service_user',
};
const key = 'backoffice.session';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('createBrowserTokenStore', () => {
  it('keeps a session in sessionStorage without Remember me', () => {
    const store = createBrowserTokenStore();
    store.write(session, false);
    expect(JSON.parse(sessionStorage.getItem(key) ?? 'null')).toEqual(session);
    expect(localStorage.getItem(key)).toBeNull();
    expect(store.read()).toEqual(session);
  });

  it('keeps a session in localStorage with Remember me', () => {
    const store = createBrowserTokenStore();
    store.write(session, true);
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual(session);
    expect(sessionStorage.getItem(key)).toBeNull();
    expect(store.read()).toEqual(session);
  });

  it('keeps a refreshed session where the current one is', () => {
    const store = createBrowserTokenStore();
    store.write(session, true);
    store.write({ ...session, accessToken: 'access-2' });
    expect(localStorage.getItem(key)).toContain('access-2');
    expect(sessionStorage.getItem(key)).toBeNull();

    store.write(session, false);
    store.write({ ...session, accessToken: 'access-3' });
    expect(sessionStorage.getItem(key)).toContain('access-3');
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('reads a session stored by an earlier version of the console', () => {
    sessionStorage.setItem(key, JSON.stringify(session));
    expect(createBrowserTokenStore().read()).toEqual(session);
  });

  it('reads nothing from a damaged entry', () => {
    localStorage.setItem(key, '{not json');
    expect(createBrowserTokenStore().read()).toBeNull();
  });

  it('clears both storages', () => {
    localStorage.setItem(key, JSON.stringify(session));
    sessionStorage.setItem(key, JSON.stringify(session));
    const store = createBrowserTokenStore();
    store.clear();
    expect(store.read()).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('uses the key it is given', () => {
    createBrowserTokenStore({ key: 'merchant.session' }).write(session, false);
    expect(sessionStorage.getItem('merchant.session')).not.toBeNull();
    expect(sessionStorage.getItem(key)).toBeNull();
  });
});

describe('createMemoryTokenStore', () => {
  it('holds the session it starts with, a new one, and then none', () => {
    const store = createMemoryTokenStore(session);
    expect(store.read()).toEqual(session);
    store.write({ ...session, accessToken: 'access-2' }, true);
    expect(store.read()?.accessToken).toBe('access-2');
    expect(store.remembered).toBe(true);
    store.write({ ...session, accessToken: 'access-3' });
    expect(store.remembered).toBe(true);
    store.clear();
    expect(store.read()).toBeNull();
  });
});

describe('toStoredSession', () => {
  it('turns expires_in seconds into an expiry time from now', () => {
    expect(
      toStoredSession(
        {
          access_token: 'a',
          refresh_token: 'r',
          expires_in: 3600,
          expires: '2030-01-01T00:00:00Z',
          user_id: 7,
          service_user_id: null,
          organisation_type: 'lender',
        },
        1000,
      ),
    ).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: 3_601_000,
      userId: 7,
      serviceUserId: null,
      organisationType: 'lender',
    });
  });
});
