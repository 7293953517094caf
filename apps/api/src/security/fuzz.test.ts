/**
 * Contract fuzzing: for every operation of openapi.yaml, fast-check makes requests from the
 * contract's schemas, then puts a hostile value (NUL, 1e309, 1e20, -0, ids past int32, huge or
 * odd text, wrong types) into one of their inputs, and sends them as an administrator. No request
 * may get a 5xx (501 is an operation not built yet), and every 400 must name the property at
 * fault. Bounded runs with a fixed seed: the same requests every time.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApi, type TestApi } from '../test/harness';
import {
  contractOperations,
  hostileText,
  hostileValues,
  requestArbitrary,
  toInject,
  type ContractOperation,
  type RequestParts,
} from './contractRequests';

const RUNS_PER_OPERATION = 12;
const SEED = 20261124;

/** Every place in a value a hostile value can go, as a path of keys. */
function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return [path, ...value.flatMap((item, index) => leafPaths(item, [...path, index]))];
  }
  if (typeof value === 'object' && value !== null) {
    return [
      path,
      ...Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...path, key])),
    ];
  }
  return [path];
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaceAt(copy[head!], rest, replacement);
  return copy;
}

/** The request with one of its inputs (a path or query parameter, or a place in the body) made hostile. */
function hostileRequest(operation: ContractOperation) {
  return fc.noShrink(requestArbitrary(operation)).chain((parts) => {
    const places = [
      ...Object.keys(parts.params).map((name) => ({ part: 'params' as const, path: [name] })),
      ...operation.parameters
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => ({ part: 'query' as const, path: [parameter.name] })),
      ...(operation.body && operation.body.mediaType === 'application/json'
        ? leafPaths(parts.body).map((path) => ({ part: 'body' as const, path }))
        : []),
    ];
    if (places.length === 0) return fc.constant({ parts, place: 'nothing to change' });
    return fc
      .record({ place: fc.constantFrom(...places), value: fc.constantFrom(...hostileValues) })
      .map(({ place, value }) => {
        const hostile: RequestParts = { ...parts };
        if (place.part === 'body') hostile.body = replaceAt(parts.body, place.path, value);
        else hostile[place.part] = { ...parts[place.part], [place.path[0]!]: hostileText(value) };
        return { parts: hostile, place: `${place.part} ${place.path.join('.')}` };
      });
  });
}

describe('contract fuzzing', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({});
    admin = (await api.signIn('admin')).access_token;
  });
  afterAll(() => api?.close());

  it('gets no server error and a 400 that names the property, from any operation', async () => {
    const failures: string[] = [];
    for (const operation of contractOperations) {
      await fc.assert(
        fc.asyncProperty(hostileRequest(operation), async ({ parts, place }) => {
          const request = toInject(operation, parts, bearer(admin));
          const response = await api.request(request);
          const status = response.statusCode;
          let failure: string | null = null;
          if (status >= 500 && status !== 501) failure = `answered ${status}`;
          if (status === 400) {
            const properties = (response.json() as { error?: { properties?: unknown[] } }).error
              ?.properties;
            if (!properties?.length) failure = `answered 400 naming no property`;
          }
          if (failure) {
            failures.push(
              `${operation.operationId} with ${place} (${request.method} ${request.url}): ${failure}: ${response.body.slice(0, 200)}`,
            );
          }
        }),
        { numRuns: RUNS_PER_OPERATION, seed: SEED, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
  });
});
