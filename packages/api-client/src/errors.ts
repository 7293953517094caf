import type { components } from './generated/schema';

type ErrorBody = components['schemas']['Error'];
export type ErrorProperty = NonNullable<ErrorBody['error']['properties']>[number];

/** The code of an ApiError raised when no answer arrived at all (status 0). */
export const networkErrorCode = 'ERR_NETWORK';

/** A failed call in one shape: the server's message and code, and the properties it names. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The contract's error code (ERR_SCHEMA_VALIDATION_ERROR, DENY_IP_ADDRESS, …) when sent. */
    readonly code: string | undefined,
    /** The properties a validation error names, for messages beside the fields. */
    readonly properties: ErrorProperty[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The message of a failed answer with neither an error body nor a status text. */
export const requestFailedMessage = 'Request failed';

/** The ApiError of a failed answer and its parsed body; a body not in the Error shape gives the status text. */
export function apiErrorFromResponse(response: Response, body: unknown): ApiError {
  const error = (body as Partial<ErrorBody> | null | undefined)?.error;
  return new ApiError(
    error?.message ?? (response.statusText || requestFailedMessage),
    response.status,
    error?.code,
    error?.properties,
  );
}

/**
 * A thrown failure as an ApiError: a fetch that got no answer becomes status 0 with a message a
 * person can act on. A cancelled call stays an AbortError so that React Query and callers can
 * tell a cancellation from a failure.
 */
export function toApiError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && error.name === 'AbortError') return error;
  return new ApiError(
    'The server could not be reached. Check your connection and try again.',
    0,
    networkErrorCode,
  );
}

/** The answer of an openapi-fetch call, or an ApiError carrying the server's message. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch (error) {
    throw toApiError(error);
  }
  const { data, error, response } = result;
  if (response.ok) return data as T;
  throw apiErrorFromResponse(response, error);
}
