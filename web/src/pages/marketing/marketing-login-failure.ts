import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { NoSessionReceivedError } from '../../features/staff-auth/StaffLoginForm';

/**
 * The spec's marketing login messages: the server's refusal in its own words ('Login failed'
 * when it gave none), 'No token received from server' when it answered without a session, and
 * 'An error occurred during login' when it could not be reached.
 */
export function marketingLoginFailure(serverMessage: string | undefined, error: unknown): string {
  if (error instanceof NoSessionReceivedError) return 'No token received from server';
  if (CombinedGraphQLErrors.is(error)) return serverMessage || 'Login failed';
  return 'An error occurred during login';
}
