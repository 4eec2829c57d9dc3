import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** True when the server answered that the requested thing does not exist. */
export function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((item) => item.extensions?.['code'] === 'NOT_FOUND')
  );
}
