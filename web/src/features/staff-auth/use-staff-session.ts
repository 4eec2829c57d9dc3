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
