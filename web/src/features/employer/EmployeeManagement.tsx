import { useState } from 'react';
import { SEARCH_MAX_LENGTH } from '../../../../common/workforce.schemas';
import { Modal } from '../../components/Modal';
import { SearchBox } from '../../components/SearchBox';
import { QueryState } from '../../components/QueryState';
import { Spinner } from '../../components/Spinner';
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
import { ListPager } from '../../components/Pager';
import { usePaging } from '../../lib/use-paging';
import { EMPLOYEE_PAGE_SIZE } from '../../../../common/workforce';

type Dialog =
  { kind: 'add' } | { kind: 'edit' | 'delete'; employee: EmployerEmployeeFragment } | null;

/** A write changes the list (and the dashboard): ask again for whatever is shown. */
const REFETCH = { refetchQueries: ['EmployerEmployees', 'EmployerDashboard'] };

/** Employee Management: search, add, edit and delete, 10 a page, all on the server. */
export function EmployeeManagement() {
  const [search, setSearch] = useState('');
  const paging = usePaging(EMPLOYEE_PAGE_SIZE, search);
  const [dialog, setDialog] = useState<Dialog>(null);
  const result = useEmployerEmployeesQuery({
    variables: { search: search || null, ...paging.variables },
    fetchPolicy: 'cache-and-network',
  });
  const [createEmployee] = useEmployerCreateEmployeeMutation(REFETCH);
  const [updateEmployee] = useEmployerUpdateEmployeeMutation(REFETCH);
  const [deleteEmployee] = useEmployerDeleteEmployeeMutation(REFETCH);
  const close = () => setDialog(null);
  const closeAfter = async (write: Promise<string | undefined>) => {
    const refusal = await write;
    if (!refusal) close();
    return refusal;
  };

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
    <section className="employer-screen" aria-labelledby="employees-heading">
      <div className="employer-screen__head">
        <h1 id="employees-heading">Employee Management</h1>
        <button type="button" className="button" onClick={() => setDialog({ kind: 'add' })}>
          Add Employee
        </button>
      </div>
      <SearchBox
        id="employee-search"
        label="Search employees"
        placeholder="Search employees..."
        value={search}
        maxLength={SEARCH_MAX_LENGTH}
        onSearch={(text) => setSearch(text.trim())}
      />
      <QueryState
        result={result}
        loading={<Spinner label="Loading employees" />}
        failure={(error) => <p role="alert">Failed to fetch employees: {error.message}</p>}
      >
        {({ employees: list }) => (
          <>
            {list.items.length === 0 ? (
              <p>No employees found.</p>
            ) : (
              <EmployeeTable
                employees={list.items}
                onEdit={(employee) => setDialog({ kind: 'edit', employee })}
                onDelete={(employee) => setDialog({ kind: 'delete', employee })}
              />
            )}
            <ListPager always paging={paging} total={list.total} label="Employees" />
          </>
        )}
      </QueryState>
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
    </section>
  );
}
