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
}

export class ValidationError extends AppError {
  constructor(
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message, 'BAD_USER_INPUT', 400);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super(message, 'NOT_FOUND', 404);
  }
}
