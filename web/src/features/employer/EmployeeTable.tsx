import type { EmployeeSortField } from '../../../../common/workforce';
import { DataTable, type DataColumn, type TableSorting } from '../../components/DataTable';
import type { EmployerEmployeeFragment } from '../../graphql/graphql';
import { editAndDelete, RowActions } from './RowActions';

interface EmployeeTableProps {
  employees: EmployerEmployeeFragment[];
  onEdit: (employee: EmployerEmployeeFragment) => void;
  onDelete: (employee: EmployerEmployeeFragment) => void;
  sorting: TableSorting<EmployeeSortField>;
}

const fullName = (employee: EmployerEmployeeFragment) =>
  `${employee.firstName} ${employee.lastName}`;

const EMPLOYEE_COLUMNS: DataColumn<EmployerEmployeeFragment, EmployeeSortField>[] = [
  { header: 'Name', sortKey: 'NAME', cell: fullName },
  { header: 'Email', sortKey: 'EMAIL', cell: (employee) => employee.email },
  { header: 'Phone', sortKey: 'PHONE', cell: (employee) => employee.phone },
  {
    header: 'Status',
    // Online means active within the last minutes: the most recently active sort first.
    sortKey: 'LAST_ACTIVE_AT',
    cell: (employee) => (
      <span
        className={`employer-status employer-status--${employee.online ? 'online' : 'offline'}`}
      >
        {employee.online ? 'Online' : 'Offline'}
      </span>
    ),
  },
];

export function EmployeeTable({ employees, onEdit, onDelete, sorting }: EmployeeTableProps) {
  const actions: DataColumn<EmployerEmployeeFragment, EmployeeSortField> = {
    header: 'Actions',
    cell: (employee) => (
      <RowActions
        name={fullName(employee)}
        actions={editAndDelete(
          () => onEdit(employee),
          () => onDelete(employee),
        )}
      />
    ),
  };
  return (
    <DataTable
      caption="Employees"
      columns={[...EMPLOYEE_COLUMNS, actions]}
      rows={employees}
      rowKey={(employee) => employee.id}
      sorting={sorting}
    />
  );
}
