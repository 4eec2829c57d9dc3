import type { RestRoute } from '../../api/src/shared/rest-routes';
import type { SignedInStaff } from './staff';

/** An id no test scenario creates: a call reaches the access check, never a real record. */
export const UNKNOWN_ID = '987654';

/**
 * Calls one route of the REST route table the way an integrator would: its path with every
 * parameter set to UNKNOWN_ID, an empty JSON body on writes, and the caller's Bearer token (a session's or an API token).
 */
export async function callRestRoute(
  baseUrl: string,
  route: Pick<RestRoute, 'method' | 'path'>,
  caller?: Pick<SignedInStaff, 'token'>,
): Promise<Response> {
  const path = route.path.replace(/:(\w+)/g, UNKNOWN_ID);
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: route.method.toUpperCase(),
    headers: {
      ...(caller ? { authorization: `Bearer ${caller.token}` } : {}),
      ...(route.method === 'get' ? {} : { 'content-type': 'application/json' }),
    },
    ...(route.method === 'get' ? {} : { body: '{}' }),
  });
  await response.arrayBuffer();
  return response;
}
