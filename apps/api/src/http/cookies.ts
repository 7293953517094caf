/** The cookies of a request's Cookie header, by name (the first of a name wins, as browsers send the most specific first). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';').map((piece) => piece.trim())) {
    const separator = part.indexOf('=');
    if (separator <= 0) continue;
    const name = part.slice(0, separator);
    if (Object.hasOwn(cookies, name)) continue;
    const value = part.slice(separator + 1).trim();
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

export interface CookieOptions {
  path: string;
  /** Seconds the cookie lives; without it, until the browser closes. 0 deletes it. */
  maxAgeSeconds?: number;
  /** Sent over HTTPS only (leave off on plain-HTTP loopback development). */
  secure: boolean;
  /** Left readable by page script: only for a cookie that holds no secret. */
  scriptReadable?: boolean;
}

/** A Set-Cookie value that other sites never send along, and page script cannot read unless asked. */
export function strictCookie(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    ...(options.maxAgeSeconds === undefined ? [] : [`Max-Age=${options.maxAgeSeconds}`]),
    ...(options.scriptReadable ? [] : ['HttpOnly']),
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}
