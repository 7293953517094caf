import { HttpResponse } from 'msw';
import type { components, paths } from '../generated/schema';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ApiPath = keyof paths;

type OperationOf<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;
type ResponsesOf<P extends ApiPath, M extends Method> =
  OperationOf<P, M> extends { responses: infer Responses } ? Responses : never;

/** The JSON body the contract declares for `method` on `path` answering with `status`. */
export type JsonBody<
  P extends ApiPath,
  M extends Method,
  S extends number = 200,
> = S extends keyof ResponsesOf<P, M>
  ? ResponsesOf<P, M>[S] extends { content: { 'application/json': infer Body } }
    ? Body
    : never
  : never;

/** The JSON request body the contract declares for `method` on `path`. */
export type RequestJson<P extends ApiPath, M extends Method> =
  OperationOf<P, M> extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? Body
    : never;

/**
 * The msw URL pattern of a contract path on any origin: `{name}` becomes `:name`. Taking the
 * contract's own path means a path the contract does not declare fails typecheck.
 */
export function apiUrl(path: ApiPath): string {
  return `*/api${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/**
 * The server's single error shape. Typed as fitting any handler, so that a handler's own answer
 * type (from its first successful return) stays the contract's.
 */
export function errorJson(
  status: number,
  code: string,
  message: string,
  /** The properties a validation error names, for messages beside the fields. */
  properties?: NonNullable<components['schemas']['Error']['error']['properties']>,
): HttpResponse<never> {
  const body: components['schemas']['Error'] = {
    error: { code, message, ...(properties ? { properties } : {}) },
  };
  return HttpResponse.json<components['schemas']['Error']>(body, {
    status,
  }) as unknown as HttpResponse<never>;
}

/** Rows `page` of `perPage`, with the list meta the server sends. */
export function pageOf<Row>(rows: readonly Row[], url: URL, defaultPerPage = 25) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const perPage = Number(url.searchParams.get('perPage') ?? defaultPerPage);
  return {
    items: rows.slice((page - 1) * perPage, page * perPage),
    meta: { page, perPage, total: rows.length },
  };
}
