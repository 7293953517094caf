import { describe, expect, it } from 'vitest';
import { parseCookies, strictCookie } from './cookies';

describe('strictCookie', () => {
  it('is HttpOnly and SameSite=Strict, Secure when asked, and lives as long as told', () => {
    expect(strictCookie('bo_refresh', 'a b', { path: '/api/request-token', secure: true })).toBe(
      'bo_refresh=a%20b; Path=/api/request-token; HttpOnly; SameSite=Strict; Secure',
    );
    expect(strictCookie('bo_refresh', '', { path: '/p', maxAgeSeconds: 0, secure: false })).toBe(
      'bo_refresh=; Path=/p; Max-Age=0; HttpOnly; SameSite=Strict',
    );
  });
});

describe('parseCookies', () => {
  it('reads each cookie once, the first of a name winning, and survives bad encoding', () => {
    expect(parseCookies('a=1; bo_refresh=x%2Fy; a=2; broken=%E0; =nameless; flag')).toEqual({
      a: '1',
      bo_refresh: 'x/y',
      broken: '%E0',
    });
    expect(parseCookies(undefined)).toEqual({});
  });
});
