/**
 * The cookie the server sets beside the HttpOnly refresh cookie, readable by page script and
 * holding no secret: while it is missing there is no session to restore, so a window does not ask
 * (and the browser logs no refused request on every visit to the sign-in page).
 */
export const SESSION_HINT_COOKIE = 'bo_session';

/** Whether a Cookie header (or `document.cookie`) holds the session hint. */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${SESSION_HINT_COOKIE}=1`);
}
