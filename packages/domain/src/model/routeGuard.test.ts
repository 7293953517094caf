import { describe, expect, it } from 'vitest';
import { guardRoute, hasNavigationPermission, normalisePath } from './routeGuard';

describe('normalisePath', () => {
  it('adds the trailing slash', () => expect(normalisePath('/credit-app')).toBe('/credit-app/'));
  it('turns ~2F into a slash', () =>
    expect(normalisePath('/merchants~2F12')).toBe('/merchants/12/'));
  it('keeps the root', () => expect(normalisePath('/')).toBe('/'));
});

describe('guardRoute', () => {
  const signedIn = { hasToken: true, navigationUrls: ['credit-app', 'merchants'] };

  it('redirects to the normalised path first', () => {
    expect(guardRoute({ path: '/credit-app', ...signedIn })).toEqual({
      kind: 'redirect',
      to: '/credit-app/',
      reason: 'normalise',
    });
  });

  it('sends /user-management to the users list', () => {
    expect(guardRoute({ path: '/user-management/', ...signedIn })).toMatchObject({
      to: '/user-management/users/',
    });
  });

  it('sends unknown paths home', () => {
    expect(guardRoute({ path: '/nowhere/', ...signedIn })).toMatchObject({
      kind: 'redirect',
      to: '/',
      reason: 'unknown',
    });
  });

  it('lets anyone reach the password screens', () => {
    for (const path of ['/reset-password/', '/reset-password/abc/', '/password-creation/abc/']) {
      expect(guardRoute({ path, hasToken: false, navigationUrls: undefined })).toEqual({
        kind: 'allow',
      });
    }
  });

  it('sends a signed-in user home from the reset request and password creation screens', () => {
    for (const path of ['/reset-password/', '/password-creation/abc/']) {
      expect(guardRoute({ path, ...signedIn })).toMatchObject({ to: '/', reason: 'home' });
    }
    expect(guardRoute({ path: '/reset-password/abc/', ...signedIn })).toEqual({ kind: 'allow' });
  });

  it('sends a visitor without a token to sign in', () => {
    expect(
      guardRoute({ path: '/credit-policies/', hasToken: false, navigationUrls: [] }),
    ).toMatchObject({
      reason: 'login',
    });
  });

  it.each(['/credit-policies/', '/exports/', '/search/'])(
    'allows the token-only route %s without a navigation permission',
    (path) => {
      expect(guardRoute({ path, hasToken: true, navigationUrls: [] })).toEqual({ kind: 'allow' });
    },
  );

  it('waits while navigation permissions load', () => {
    expect(guardRoute({ path: '/credit-app/', hasToken: true, navigationUrls: undefined })).toEqual(
      {
        kind: 'wait',
      },
    );
  });

  it('allows a permission route when the navigation holds its url', () => {
    expect(guardRoute({ path: '/credit-app/42/', ...signedIn })).toEqual({ kind: 'allow' });
  });

  it('sends the user home when the navigation lacks the permission', () => {
    expect(guardRoute({ path: '/user-management/users/', ...signedIn })).toEqual({
      kind: 'redirect',
      to: '/',
      reason: 'home',
    });
  });

  it('needs the Audit Trail entry for the trail, and only a token for a subject access view', () => {
    expect(guardRoute({ path: '/audit/', ...signedIn })).toMatchObject({ reason: 'home' });
    expect(guardRoute({ path: '/audit/consumers/7/', ...signedIn })).toEqual({ kind: 'allow' });
  });
});

describe('hasNavigationPermission', () => {
  it('accepts item urls written with a hash or slashes', () => {
    expect(hasNavigationPermission(['#/merchants/'], 'merchants')).toBe(true);
    expect(hasNavigationPermission(['merchants-extra'], 'merchants')).toBe(false);
  });
});
