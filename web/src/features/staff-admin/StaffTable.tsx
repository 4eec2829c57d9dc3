import { DataTable, RowAction, type DataColumn } from '../../components/DataTable';
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
            <RowAction
              label={user.disabled ? 'Enable' : 'Disable'}
              target={fullName(user)}
              onClick={() => onToggleDisabled(user)}
            />
          )}
          <RowAction
            label="Reset password"
            target={`of ${fullName(user)}`}
            onClick={() => onResetPassword(user)}
          />
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
