import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { STAFF_AREAS, type StaffRole } from '../../../../common/staff';
import { StaffMeDocument, type StaffMeQuery } from '../../graphql/graphql';
import { useStaffLogoutMutation, useStaffMeQuery } from '../../graphql/hooks';

export type StaffMe = NonNullable<StaffMeQuery['me']>;

/** Who is signed in, asked of the server (the session cookie is invisible to scripts). */
export function useStaffSession(): { me: StaffMe | null; loading: boolean } {
  const { data, loading, error } = useStaffMeQuery({ fetchPolicy: 'cache-first' });
  return { me: error ? null : (data?.me ?? null), loading };
}

/** Ends the session on the server, forgets every cached answer and goes to the area's login. */
export function useSignOut(role: StaffRole): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useStaffLogoutMutation();
  return useCallback(async () => {
    await logout().catch(() => undefined);
    await client.clearStore();
    client.writeQuery({ query: StaffMeDocument, data: { me: null } });
    await navigate(STAFF_AREAS[role].loginPath, { replace: true });
  }, [client, logout, navigate, role]);
}

/**
 * Ends the session and stays on the page: a login page that said someone else is signed in.
 * Its only question, who is signed in, is asked again, so it shows its form. (Leaving an area
 * clears the cache without asking again instead: the area's own queries would be refused.)
 */
export function useSignOutHere(): () => Promise<void> {
  const client = useApolloClient();
  const [logout] = useStaffLogoutMutation();
  return useCallback(async () => {
    await logout().catch(() => undefined);
    await client.resetStore();
  }, [client, logout]);
}

/**
 * Asks the server again who is signed in, past the cache: another tab may have signed in since
 * the page asked. The page's own session question sees the answer too.
 */
export function useAskWhoIsSignedIn(): () => Promise<StaffMe | null> {
  const client = useApolloClient();
  return useCallback(async () => {
    const { data } = await client.query({ query: StaffMeDocument, fetchPolicy: 'network-only' });
    return data?.me ?? null;
  }, [client]);
}
