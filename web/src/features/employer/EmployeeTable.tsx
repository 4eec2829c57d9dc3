import type { EmployerEmployeeFragment } from '../../graphql/graphql';
import { editAndDelete, RowActions } from './RowActions';

interface EmployeeTableProps {
  employees: EmployerEmployeeFragment[];
  onEdit: (employee: EmployerEmployeeFragment) => void;
  onDelete: (employee: EmployerEmployeeFragment) => void;
}

export function EmployeeTable({ employees, onEdit, onDelete }: EmployeeTableProps) {
  return (
    <table className="employer-table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Phone</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {employees.map((employee) => {
          const name = `${employee.firstName} ${employee.lastName}`;
          return (
            <tr key={employee.id}>
              <td>{name}</td>
              <td>{employee.email}</td>
              <td>{employee.phone}</td>
              <td>
                <span
                  className={`employer-status employer-status--${employee.online ? 'online' : 'offline'}`}
                >
                  {employee.online ? 'Online' : 'Offline'}
                </span>
              </td>
              <td>
                <RowActions
                  name={name}
                  actions={editAndDelete(
                    () => onEdit(employee),
                    () => onDelete(employee),
                  )}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
