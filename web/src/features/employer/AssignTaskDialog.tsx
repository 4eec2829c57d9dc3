import { useState } from 'react';
import { SEARCH_MAX_LENGTH, taskSchema } from '../../../../common/workforce.schemas';
import { EmptyList } from '../../components/EmptyList';
import { Modal } from '../../components/Modal';
import { SearchBox } from '../../components/SearchBox';
import type { EmployerTaskFragment } from '../../graphql/graphql';
import { useEmployerEmployeesQuery } from '../../graphql/hooks';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { ListPager } from '../../components/Pager';
import { usePaging } from '../../lib/use-paging';
import { EMPLOYEE_PAGE_SIZE } from '../../../../common/workforce';

interface AssignTaskDialogProps {
  task: EmployerTaskFragment | null;
  onAssign: (taskId: string, employeeId: string) => Promise<string | undefined>;
  onClose: () => void;
}

/** The picker checks the choice with the task form's own rule for an assignee. */
const assigneeSchema = taskSchema.pick({ assigneeId: true });

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
  const form = useZodForm(assigneeSchema, {
    defaultValues: { assigneeId: task.assignee?.id ?? '' },
  });
  const chosen = form.watch('assigneeId');
  const busy = form.formState.isSubmitting;
  // Not a <form>: the search box above is one, and forms do not nest.
  const assign = form.handleSubmit(async ({ assigneeId }) => {
    if (assigneeId) await onAssign(task.id, String(assigneeId));
  });
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
        {data && employees.length === 0 && (
          <EmptyList noun="employees" reason={search ? 'search' : 'none'} />
        )}
        {employees.map((employee) => (
          <label key={employee.id} className="employer-assign__option">
            <input type="radio" value={employee.id} {...form.register('assigneeId')} />
            <span>
              {employee.firstName} {employee.lastName}
              <span className="employer-table__note">{employee.email}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {data && (
        <ListPager
          always
          paging={paging}
          total={data.employees.total}
          label="Employees to assign"
        />
      )}
      <div className="employer-form__actions">
        <button
          type="button"
          className="button"
          disabled={!chosen || busy}
          onClick={() => void assign()}
        >
          Assign Task
        </button>
      </div>
    </div>
  );
}
