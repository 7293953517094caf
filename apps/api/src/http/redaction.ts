/**
 * What must not be written where others read it (the outbox, server logs): the tokens of
 * password links, the terms people search for (names, emails, postcodes) and the signatures of
 * signed addresses.
 */

export const WITHHELD = '[withheld]';

/** Console and API paths whose last segment is a secret or personal: a link token or a search. */
const secretPathSegment =
  /(\/(?:api\/)?(?:password-creation|reset-password|password-resets|search)\/)[^/?#\s]+/g;

/** Query parameters that carry a secret or personal data. */
const secretQueryKey = /token|signature|secret|password|key|^q$|search|name|email|postcode/i;

/** Text with the token of every password link in it withheld. */
export function withholdLinkTokens(text: string): string {
  return text.replace(secretPathSegment, `$1${WITHHELD}`);
}

/** A request URL as it may be logged: secret path segments and query values withheld. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = withholdLinkTokens(queryStart < 0 ? url : url.slice(0, queryStart));
  if (queryStart < 0) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const [rawKey = '', ...value] = pair.split('=');
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey);
      } catch {
        // A key that does not decode is logged as it came.
      }
      return value.length > 0 && secretQueryKey.test(key) ? `${rawKey}=${WITHHELD}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** A client-supplied request id is used only when it is short and plain, never to forge logs. */
export const safeRequestId = /^[A-Za-z0-9._:-]{1,64}$/;
