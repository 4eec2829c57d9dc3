import { ListPager } from '../../components/Pager';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { ListState } from '../../components/ListState';
import { serverFieldErrors } from '../../lib/forms/server-errors';
import { useFilterForm } from '../../lib/forms/use-filter-form';
import { refusalOf, writeThenToast } from '../../lib/forms/write-then-toast';
import { usePaging } from '../../lib/use-paging';
import { useListSort } from '../../lib/use-list-sort';
import { useState } from 'react';
import { STAFF_ROLES, STAFF_SORT, type StaffRole } from '../../../../common/staff';
import { Modal } from '../../components/Modal';
import type { StaffAccountInput, StaffAdminUserFragment } from '../../graphql/graphql';
import {
  useStaffAdminCreateUserMutation,
  useStaffAdminResetPasswordMutation,
  useStaffAdminSetDisabledMutation,
  useStaffAdminUsersQuery,
  useStaffMeQuery,
} from '../../graphql/hooks';
import { CreateStaffForm, type CreateStaffRefusal } from './CreateStaffForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { StaffTable } from './StaffTable';
import { ROLE_LABELS } from './staff-format';
import './staff-admin.css';
import { LabelledOptions } from '../../components/LabelledOptions';

const PAGE_SIZE = 20;
const REFETCH = { refetchQueries: ['StaffAdminUsers'] };

/** 'Users': staff accounts of every role; create, disable or enable, reset a password. */
export function StaffAdmin() {
  const { form, values } = useFilterForm<{ role: StaffRole | '' }>({ role: '' });
  const { role } = values;
  const sorting = useListSort(STAFF_SORT);
  const paging = usePaging(PAGE_SIZE, `${role}/${sorting.key}`);
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<StaffAdminUserFragment | null>(null);
  const { data: me } = useStaffMeQuery({ fetchPolicy: 'cache-first' });
  const result = useStaffAdminUsersQuery({
    variables: { role: role || null, sort: sorting.sort, ...paging.variables },
    fetchPolicy: 'cache-and-network',
  });
  const [createUser] = useStaffAdminCreateUserMutation(REFETCH);
  const [setDisabled] = useStaffAdminSetDisabledMutation(REFETCH);
  const [resetPassword] = useStaffAdminResetPasswordMutation();

  // A refused account or password is told in its dialog, not in a toast.
  async function create(input: StaffAccountInput): Promise<CreateStaffRefusal> {
    const outcome = await writeThenToast(() => createUser({ variables: { input } }), {
      success: 'User created',
    });
    if (outcome.ok) {
      setCreating(false);
      return undefined;
    }
    const message = outcome.reason ?? 'Failed to create the user';
    return { fields: serverFieldErrors(outcome.error), message };
  }

  async function toggleDisabled(user: StaffAdminUserFragment) {
    await writeThenToast(
      () => setDisabled({ variables: { id: user.id, disabled: !user.disabled } }),
      {
        success: user.disabled ? 'User enabled' : 'User disabled: their sessions have ended',
        failure: 'Failed to change the user',
        reason: 'instead',
      },
    );
  }

  async function reset(password: string) {
    if (!resetting) return undefined;
    const { id } = resetting;
    const outcome = await writeThenToast(() => resetPassword({ variables: { id, password } }), {
      success: 'Password reset: their sessions have ended',
    });
    if (outcome.ok) setResetting(null);
    return refusalOf(outcome, 'Failed to reset the password');
  }

  return (
    <section className="staff-admin admin-controls" aria-labelledby="staff-admin-title">
      <AdminPageHeader headingId="staff-admin-title" title="Users">
        <button type="button" className="button" onClick={() => setCreating(true)}>
          Add user
        </button>
      </AdminPageHeader>
      <label className="staff-admin__filter">
        <span>Role</span>
        <select {...form.register('role')}>
          <option value="">All roles</option>
          <LabelledOptions values={STAFF_ROLES} labels={ROLE_LABELS} />
        </select>
      </label>
      <ListState
        result={result}
        noun="users"
        emptyReason={role ? 'filters' : 'none'}
        isEmpty={(data) => data.staffUsers.total === 0}
        summary={({ staffUsers: { total } }) => (
          <p>
            {total} {total === 1 ? 'account' : 'accounts'}
          </p>
        )}
      >
        {({ staffUsers: { items, total } }) => (
          <>
            <StaffTable
              users={items}
              myId={me?.me?.id}
              onToggleDisabled={(user) => void toggleDisabled(user)}
              onResetPassword={setResetting}
              sorting={sorting}
            />
            <ListPager paging={paging} total={total} label="User" />
          </>
        )}
      </ListState>
      <Modal open={creating} onOpenChange={setCreating} title="Add user" className="admin-controls">
        <CreateStaffForm onSubmit={create} onCancel={() => setCreating(false)} />
      </Modal>
      <Modal
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        title="Reset password"
        className="admin-controls"
        description={
          resetting ? `For ${resetting.firstName} ${resetting.lastName} (${resetting.email})` : ''
        }
      >
        <ResetPasswordForm onSubmit={reset} onCancel={() => setResetting(null)} />
      </Modal>
    </section>
  );
}
