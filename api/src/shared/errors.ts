/**
 * Domain errors. Services throw these; the GraphQL and REST adapters turn them into a
 * client-facing answer (code, HTTP status, message) without leaking internals.
 */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly httpStatus: number,
  ) {
    super(message);
  }

  /** graphql-js copies these onto the GraphQLError it wraps around a resolver's error. */
  get extensions(): Record<string, unknown> {
    return { code: this.code };
  }
}

export class ValidationError extends AppError {
  constructor(
    message: string,
    readonly fields: FieldErrors = {},
    /** 400 for most bad input; 413 for an upload over its size limit. */
    httpStatus = 400,
  ) {
    super(message, 'BAD_USER_INPUT', httpStatus);
  }

  override get extensions(): Record<string, unknown> {
    return { code: this.code, fields: this.fields };
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super(message, 'NOT_FOUND', 404);
  }
}

/** How long a client is asked to wait (Retry-After, seconds) before trying again. */
export const RETRY_AFTER_SECONDS = 5;

export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';

/** The request was fine but cannot be served right now (the database is unreachable): 503. */
/** The error code every 'database or storage unreachable' answer carries. */
export const SERVICE_UNAVAILABLE_CODE = 'SERVICE_UNAVAILABLE';

export class ServiceUnavailableError extends AppError {
  constructor() {
    super(SERVICE_UNAVAILABLE_MESSAGE, SERVICE_UNAVAILABLE_CODE, 503);
  }

  /** Apollo Server answers with the status and headers an error carries in `extensions.http`. */
  override get extensions(): Record<string, unknown> {
    return {
      code: this.code,
      http: {
        status: this.httpStatus,
        headers: new Map([['retry-after', `${RETRY_AFTER_SECONDS}`]]),
      },
    };
  }
}

/**
 * Refuses a whole request while its caller is worked out (a revoked API token, a token over its
 * rate limit), before any operation runs. No resolver's error handling applies there, so the
 * error carries its HTTP status and headers: Apollo reads them from `extensions.http`, the REST
 * error handler from `httpHeaders`.
 */
export class RequestRefusedError extends AppError {
  constructor(
    message: string,
    code: string,
    httpStatus: number,
    readonly httpHeaders: Readonly<Record<string, string>> = {},
  ) {
    super(message, code, httpStatus);
  }

  override get extensions(): Record<string, unknown> {
    return {
      code: this.code,
      http: { status: this.httpStatus, headers: new Map(Object.entries(this.httpHeaders)) },
    };
  }
}
