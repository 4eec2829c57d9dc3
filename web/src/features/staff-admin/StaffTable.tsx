import { DataTable, type DataColumn } from '../../components/DataTable';
import type { StaffAdminUserFragment } from '../../graphql/graphql';
import { ROLE_LABELS, lastActiveLabel } from './staff-format';

interface StaffTableProps {
  users: readonly StaffAdminUserFragment[];
  /** The signed-in admin, who may not disable their own account. */
  myId: string | undefined;
  onToggleDisabled: (user: StaffAdminUserFragment) => void;
  onResetPassword: (user: StaffAdminUserFragment) => void;
}

const fullName = (user: StaffAdminUserFragment) => `${user.firstName} ${user.lastName}`;

export function StaffTable({ users, myId, onToggleDisabled, onResetPassword }: StaffTableProps) {
  const columns: DataColumn<StaffAdminUserFragment>[] = [
    {
      header: 'Name',
      cell: (user) => (
        <>
          {fullName(user)}
          {user.id === myId && ' (you)'}
        </>
      ),
    },
    { header: 'Email', cell: (user) => user.email },
    { header: 'Phone', cell: (user) => user.phone ?? '-' },
    { header: 'Role', cell: (user) => ROLE_LABELS[user.role] },
    { header: 'Last active', cell: (user) => lastActiveLabel(user.lastActiveAt) },
    { header: 'Status', cell: (user) => (user.disabled ? 'Disabled' : 'Active') },
    {
      header: 'Actions',
      cell: (user) => (
        <div className="staff-admin__actions">
          {user.id !== myId && (
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => onToggleDisabled(user)}
            >
              {user.disabled ? 'Enable' : 'Disable'}
              <span className="visually-hidden"> {fullName(user)}</span>
            </button>
          )}
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => onResetPassword(user)}
          >
            Reset password<span className="visually-hidden"> of {fullName(user)}</span>
          </button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption="Staff accounts, newest first"
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
    />
  );
}
