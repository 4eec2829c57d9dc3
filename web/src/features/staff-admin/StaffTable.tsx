import type { StaffAdminUserFragment } from '../../graphql/graphql';
import { ROLE_LABELS, lastActiveLabel } from './staff-format';

interface StaffTableProps {
  users: readonly StaffAdminUserFragment[];
  /** The signed-in admin, who may not disable their own account. */
  myId: string | undefined;
  onToggleDisabled: (user: StaffAdminUserFragment) => void;
  onResetPassword: (user: StaffAdminUserFragment) => void;
}

export function StaffTable({ users, myId, onToggleDisabled, onResetPassword }: StaffTableProps) {
  return (
    <table className="staff-admin__table">
      <caption className="visually-hidden">Staff accounts, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Phone</th>
          <th scope="col">Role</th>
          <th scope="col">Last active</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const name = `${user.firstName} ${user.lastName}`;
          const isMe = user.id === myId;
          return (
            <tr key={user.id}>
              <td>
                {name}
                {isMe && ' (you)'}
              </td>
              <td>{user.email}</td>
              <td>{user.phone ?? '-'}</td>
              <td>{ROLE_LABELS[user.role]}</td>
              <td>{lastActiveLabel(user.lastActiveAt)}</td>
              <td>{user.disabled ? 'Disabled' : 'Active'}</td>
              <td>
                <div className="staff-admin__actions">
                  {!isMe && (
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      onClick={() => onToggleDisabled(user)}
                    >
                      {user.disabled ? 'Enable' : 'Disable'}
                      <span className="visually-hidden"> {name}</span>
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    onClick={() => onResetPassword(user)}
                  >
                    Reset password<span className="visually-hidden"> of {name}</span>
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
