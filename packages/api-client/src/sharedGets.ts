/**
 * Wraps fetch so that identical GETs in flight are one network request (the specification:
 * "Identical GET calls in flight are shared"). Identical means the same URL and the same
 * Authorization header; each caller receives its own copy of the response.
 */
export function shareGetsInFlight(fetchFn: (request: Request) => Promise<Response>) {
  const inFlight = new Map<string, Promise<Response>>();
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET') return fetchFn(request);
    const key = `${request.url} ${request.headers.get('Authorization') ?? ''}`;
    let shared = inFlight.get(key);
    if (!shared) {
      shared = fetchFn(request).finally(() => inFlight.delete(key));
      inFlight.set(key, shared);
    }
    return (await shared).clone();
  };
}
