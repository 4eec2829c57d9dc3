import { AppError } from '../errors';

/** No valid session: missing, expired, tampered, signed out, or the account was disabled. */
export class UnauthenticatedError extends AppError {
  constructor(message = 'Please sign in to continue.') {
    super(message, 'UNAUTHENTICATED', 401);
  }
}

/** A valid session whose role may not do this. */
export class ForbiddenError extends AppError {
  constructor(message = 'Your account is not allowed to do this.') {
    super(message, 'FORBIDDEN', 403);
  }
}
