import { useState } from 'react';
import { SEARCH_MAX_LENGTH } from '../../../../common/workforce.schemas';
import { Modal } from '../../components/Modal';
import { SearchBox } from '../../components/SearchBox';
import type { EmployerTaskFragment } from '../../graphql/graphql';
import { useEmployerEmployeesQuery } from '../../graphql/hooks';
import { Pager } from '../../components/Pager';
import { usePaging } from '../../lib/use-paging';
import { EMPLOYEE_PAGE_SIZE } from '../../../../common/workforce';

interface AssignTaskDialogProps {
  task: EmployerTaskFragment | null;
  onAssign: (taskId: string, employeeId: string) => Promise<string | undefined>;
  onClose: () => void;
}

/** Assign Task: the real employees, searchable and paged on the server; pick one, then assign. */
export function AssignTaskDialog({ task, onAssign, onClose }: AssignTaskDialogProps) {
  return (
    <Modal
      open={task !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Assign Task"
      description={task ? `Choose who visits for '${task.title}'.` : undefined}
    >
      {task && <EmployeePicker key={task.id} task={task} onAssign={onAssign} />}
    </Modal>
  );
}

function EmployeePicker({
  task,
  onAssign,
}: {
  task: EmployerTaskFragment;
  onAssign: AssignTaskDialogProps['onAssign'];
}) {
  const [search, setSearch] = useState('');
  const paging = usePaging(EMPLOYEE_PAGE_SIZE, search);
  const [chosen, setChosen] = useState<string | undefined>(task.assignee?.id);
  const [busy, setBusy] = useState(false);
  const { data, loading } = useEmployerEmployeesQuery({
    variables: { search: search || null, ...paging.variables },
    fetchPolicy: 'cache-and-network',
  });
  const employees = data?.employees.items ?? [];
  return (
    <div className="employer-assign">
      <SearchBox
        id="assign-search"
        label="Search employees"
        placeholder="Search employees..."
        value={search}
        maxLength={SEARCH_MAX_LENGTH}
        onSearch={(text) => setSearch(text.trim())}
      />
      <fieldset className="employer-assign__list">
        <legend className="visually-hidden">Employees</legend>
        {loading && !data && <p>Loading employees...</p>}
        {data && employees.length === 0 && <p>No employees found.</p>}
        {employees.map((employee) => (
          <label key={employee.id} className="employer-assign__option">
            <input
              type="radio"
              name="assignee"
              value={employee.id}
              checked={chosen === employee.id}
              onChange={() => setChosen(employee.id)}
            />
            <span>
              {employee.firstName} {employee.lastName}
              <span className="employer-table__note">{employee.email}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {data && (
        <Pager
          page={paging.page}
          pageCount={paging.pageCount(data.employees.total)}
          onPage={paging.setPage}
          label="Employees to assign"
        />
      )}
      <div className="employer-form__actions">
        <button
          type="button"
          className="button"
          disabled={chosen === undefined || busy}
          onClick={() => {
            if (chosen === undefined) return;
            setBusy(true);
            void onAssign(task.id, chosen).finally(() => setBusy(false));
          }}
        >
          Assign Task
        </button>
      </div>
    </div>
  );
}
