import { Pager } from '../../components/Pager';
import { useState } from 'react';
import { toast } from 'sonner';
import { STAFF_ROLES, type StaffRole } from '../../../../common/staff';
import { Modal } from '../../components/Modal';
import type { StaffAccountInput, StaffAdminUserFragment } from '../../graphql/graphql';
import {
  useStaffAdminCreateUserMutation,
  useStaffAdminResetPasswordMutation,
  useStaffAdminSetDisabledMutation,
  useStaffAdminUsersQuery,
  useStaffMeQuery,
} from '../../graphql/hooks';
import { CreateStaffForm } from './CreateStaffForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { StaffTable } from './StaffTable';
import { ROLE_LABELS, errorMessage } from './staff-format';
import './staff-admin.css';

const PAGE_SIZE = 20;
const REFETCH = { refetchQueries: ['StaffAdminUsers'] };

/** 'Users': staff accounts of every role; create, disable or enable, reset a password. */
export function StaffAdmin() {
  const [role, setRole] = useState<StaffRole | ''>('');
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<StaffAdminUserFragment | null>(null);
  const { data: me } = useStaffMeQuery({ fetchPolicy: 'cache-first' });
  const {
    data: current,
    previousData,
    loading,
    error,
  } = useStaffAdminUsersQuery({
    variables: { role: role || null, offset: page * PAGE_SIZE, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // The page shown stays on screen while the next one loads, pager and all.
  const data = current ?? previousData;
  const [createUser] = useStaffAdminCreateUserMutation(REFETCH);
  const [setDisabled] = useStaffAdminSetDisabledMutation(REFETCH);
  const [resetPassword] = useStaffAdminResetPasswordMutation();
  const total = data?.staffUsers.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  async function create(input: StaffAccountInput) {
    try {
      await createUser({ variables: { input } });
      toast.success('User created');
      setCreating(false);
      return undefined;
    } catch (caught) {
      return errorMessage(caught, 'Failed to create the user');
    }
  }

  async function toggleDisabled(user: StaffAdminUserFragment) {
    try {
      await setDisabled({ variables: { id: user.id, disabled: !user.disabled } });
      toast.success(user.disabled ? 'User enabled' : 'User disabled: their sessions have ended');
    } catch (caught) {
      toast.error(errorMessage(caught, 'Failed to change the user'));
    }
  }

  async function reset(password: string) {
    if (!resetting) return undefined;
    try {
      await resetPassword({ variables: { id: resetting.id, password } });
      toast.success('Password reset: their sessions have ended');
      setResetting(null);
      return undefined;
    } catch (caught) {
      return errorMessage(caught, 'Failed to reset the password');
    }
  }

  return (
    <section className="staff-admin" aria-labelledby="staff-admin-title">
      <header className="staff-admin__head">
        <h1 id="staff-admin-title" className="admin-page__title">
          Users
        </h1>
        <button type="button" className="button" onClick={() => setCreating(true)}>
          Add user
        </button>
      </header>
      <label className="staff-admin__filter">
        <span>Role</span>
        <select
          value={role}
          onChange={(event) => {
            const value = event.target.value;
            setRole(STAFF_ROLES.find((item) => item === value) ?? '');
            setPage(0);
          }}
        >
          <option value="">All roles</option>
          {STAFF_ROLES.map((item) => (
            <option key={item} value={item}>
              {ROLE_LABELS[item]}
            </option>
          ))}
        </select>
      </label>
      <p aria-live="polite">
        {loading && !data ? 'Loading users...' : `${total} ${total === 1 ? 'account' : 'accounts'}`}
      </p>
      {error && <p role="alert">Failed to fetch users</p>}
      {data && data.staffUsers.items.length > 0 && (
        <StaffTable
          users={data.staffUsers.items}
          myId={me?.me?.id}
          onToggleDisabled={(user) => void toggleDisabled(user)}
          onResetPassword={setResetting}
        />
      )}
      {pages > 1 && (
        <Pager
          label="User"
          page={page + 1}
          pageCount={pages}
          onPage={(next) => setPage(next - 1)}
        />
      )}
      <Modal open={creating} onOpenChange={setCreating} title="Add user">
        <CreateStaffForm onSubmit={create} onCancel={() => setCreating(false)} />
      </Modal>
      <Modal
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        title="Reset password"
        description={
          resetting ? `For ${resetting.firstName} ${resetting.lastName} (${resetting.email})` : ''
        }
      >
        <ResetPasswordForm onSubmit={reset} onCancel={() => setResetting(null)} />
      </Modal>
    </section>
  );
}
