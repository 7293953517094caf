import { describe, expect, it } from 'vitest';
import { createMemoryTokenStore, toStoredSession, type StoredSession } from './tokenStore';

const session: StoredSession = {
  accessToken: 'access-1',
  expiresAt: 1_000_000,
  userId: 3,
  serviceUserId: 1,
  organisationType: 'service_user',
  refreshable: true,
};

describe('createMemoryTokenStore', () => {
  it('holds the session it starts with, a new one, and then none', () => {
    const store = createMemoryTokenStore(session);
    expect(store.read()).toEqual(session);
    store.write({ ...session, accessToken: 'access-2' });
    expect(store.read()?.accessToken).toBe('access-2');
    store.clear();
    expect(store.read()).toBeNull();
  });
});

describe('toStoredSession', () => {
  it('turns expires_in seconds into an expiry time from now, refreshable unless said', () => {
    const token = {
      access_token: 'a',
      expires_in: 3600,
      expires: '2030-01-01T00:00:00Z',
      user_id: 7,
      service_user_id: null,
      organisation_type: 'lender' as const,
    };
    expect(toStoredSession(token, 0, { refreshable: false }).refreshable).toBe(false);
    expect(
      toStoredSession(
        {
          access_token: 'a',
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
      expiresAt: 3_601_000,
      userId: 7,
      serviceUserId: null,
      organisationType: 'lender',
      refreshable: true,
    });
  });
});
