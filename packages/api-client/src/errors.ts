import type { components } from './generated/schema';

type ErrorBody = components['schemas']['Error'];
export type ErrorProperty = NonNullable<ErrorBody['error']['properties']>[number];

/** A failed call in one shape: the server's message and code, and the properties it names. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly properties: ErrorProperty[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The answer of an openapi-fetch call, or an ApiError carrying the server's message. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch {
    throw new ApiError(
      'The server could not be reached. Check your connection and try again.',
      0,
      'ERR_NETWORK',
    );
  }
  const { data, error, response } = result;
  if (response.ok) return data as T;
  const body = error as Partial<ErrorBody> | undefined;
  throw new ApiError(
    body?.error?.message ?? (response.statusText || 'Request failed'),
    response.status,
    body?.error?.code,
    body?.error?.properties,
  );
}
