import type { StaffSortField } from '../../../../common/staff';
import {
  DataTable,
  RowAction,
  type DataColumn,
  type TableSorting,
} from '../../components/DataTable';
import type { StaffAdminUserFragment } from '../../graphql/graphql';
import { ROLE_LABELS, lastActiveLabel } from './staff-format';

interface StaffTableProps {
  users: readonly StaffAdminUserFragment[];
  /** The signed-in admin, who may not disable their own account. */
  myId: string | undefined;
  onToggleDisabled: (user: StaffAdminUserFragment) => void;
  onResetPassword: (user: StaffAdminUserFragment) => void;
  sorting: TableSorting<StaffSortField>;
}

const fullName = (user: StaffAdminUserFragment) => `${user.firstName} ${user.lastName}`;

export function StaffTable({
  users,
  myId,
  onToggleDisabled,
  onResetPassword,
  sorting,
}: StaffTableProps) {
  const columns: DataColumn<StaffAdminUserFragment, StaffSortField>[] = [
    {
      header: 'Name',
      sortKey: 'NAME',
      cell: (user) => (
        <>
          {fullName(user)}
          {user.id === myId && ' (you)'}
        </>
      ),
    },
    { header: 'Email', sortKey: 'EMAIL', cell: (user) => user.email },
    { header: 'Phone', sortKey: 'PHONE', cell: (user) => user.phone ?? '-' },
    { header: 'Role', sortKey: 'ROLE', cell: (user) => ROLE_LABELS[user.role] },
    {
      header: 'Last active',
      sortKey: 'LAST_ACTIVE_AT',
      cell: (user) => lastActiveLabel(user.lastActiveAt),
    },
    {
      header: 'Status',
      sortKey: 'STATUS',
      cell: (user) => (user.disabled ? 'Disabled' : 'Active'),
    },
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
      caption="Staff accounts"
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      sorting={sorting}
    />
  );
}
