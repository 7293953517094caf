export interface ErrorProperty {
  property: string;
  message: string;
}

/** An error answered in the contract's single error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly properties?: ErrorProperty[],
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'HttpError';
  }

  toBody() {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.properties ? { properties: this.properties } : {}),
      },
    };
  }
}

export const unauthorised = (message = 'You need to sign in.') =>
  new HttpError(401, 'ERR_UNAUTHORISED', message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new HttpError(403, 'ERR_FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'ERR_NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'ERR_CONFLICT', message);
export const invalid = (message: string, properties?: ErrorProperty[]) =>
  new HttpError(400, 'ERR_FRONT_END_VALIDATION_ERROR', message, properties);
/** The contract's schema error naming the properties that failed it. */
export const invalidProperties = (properties: ErrorProperty[]) =>
  new HttpError(400, 'ERR_SCHEMA_VALIDATION_ERROR', 'The request is not valid.', properties);
/** The contract's schema error naming one property (a query value the contract cannot check). */
export const invalidProperty = (property: string, message: string) =>
  invalidProperties([{ property, message }]);
