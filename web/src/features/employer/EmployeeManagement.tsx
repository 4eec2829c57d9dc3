import { useState } from 'react';
import { Modal } from '../../components/Modal';
import type { EmployeeInput, EmployerEmployeeFragment } from '../../graphql/graphql';
import {
  useEmployerCreateEmployeeMutation,
  useEmployerDeleteEmployeeMutation,
  useEmployerEmployeesQuery,
  useEmployerUpdateEmployeeMutation,
} from '../../graphql/hooks';
import { attemptWrite } from './attempt-write';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { EmployeeForm } from './EmployeeForm';
import { EmployeeTable } from './EmployeeTable';
import { closeAfterSuccess, ManagedList } from './ManagedList';
import { usePaging } from '../../lib/use-paging';
import { useListSort } from '../../lib/use-list-sort';
import { EMPLOYEE_PAGE_SIZE, EMPLOYEE_SORT } from '../../../../common/workforce';

type Dialog =
  { kind: 'add' } | { kind: 'edit' | 'delete'; employee: EmployerEmployeeFragment } | null;

/** A write changes the list (and the dashboard): ask again for whatever is shown. */
const REFETCH = { refetchQueries: ['EmployerEmployees', 'EmployerDashboard'] };

/** Employee Management: search, sort, add, edit and delete, 10 a page, all on the server. */
export function EmployeeManagement() {
  const [search, setSearch] = useState('');
  const sorting = useListSort(EMPLOYEE_SORT);
  const paging = usePaging(EMPLOYEE_PAGE_SIZE, `${search}/${sorting.key}`);
  const [dialog, setDialog] = useState<Dialog>(null);
  const result = useEmployerEmployeesQuery({
    variables: { search: search || null, sort: sorting.sort, ...paging.variables },
    fetchPolicy: 'cache-and-network',
  });
  const [createEmployee] = useEmployerCreateEmployeeMutation(REFETCH);
  const [updateEmployee] = useEmployerUpdateEmployeeMutation(REFETCH);
  const [deleteEmployee] = useEmployerDeleteEmployeeMutation(REFETCH);
  const close = () => setDialog(null);
  const closeAfter = closeAfterSuccess(close);

  const save = (input: EmployeeInput) =>
    dialog?.kind === 'edit'
      ? closeAfter(
          attemptWrite(
            () => updateEmployee({ variables: { id: dialog.employee.id, input } }),
            'Employee updated',
            'Error updating employee',
          ),
        )
      : closeAfter(
          attemptWrite(
            () => createEmployee({ variables: { input } }),
            'Employee added',
            'Error adding employee',
          ),
        );

  return (
    <ManagedList
      noun={{ one: 'Employee', many: 'Employees' }}
      search={search}
      onSearch={setSearch}
      onAdd={() => setDialog({ kind: 'add' })}
      result={result}
      pageOf={(data) => data.employees}
      paging={paging}
      table={(employees) => (
        <EmployeeTable
          employees={employees}
          onEdit={(employee) => setDialog({ kind: 'edit', employee })}
          onDelete={(employee) => setDialog({ kind: 'delete', employee })}
          sorting={sorting}
        />
      )}
    >
      <Modal
        open={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={dialog?.kind === 'edit' ? 'Edit Employee' : 'Add Employee'}
      >
        <EmployeeForm
          key={dialog?.kind === 'edit' ? dialog.employee.id : 'new'}
          employee={dialog?.kind === 'edit' ? dialog.employee : undefined}
          onSubmit={save}
          onCancel={close}
        />
      </Modal>
      <ConfirmDeleteDialog
        open={dialog?.kind === 'delete'}
        question="Are you sure you want to delete this employee?"
        name={
          dialog?.kind === 'delete'
            ? `${dialog.employee.firstName} ${dialog.employee.lastName}`
            : ''
        }
        onClose={close}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          const { id } = dialog.employee;
          void closeAfter(
            attemptWrite(
              () => deleteEmployee({ variables: { id } }),
              'Employee deleted',
              'Error deleting employee',
            ),
          );
        }}
      />
    </ManagedList>
  );
}
