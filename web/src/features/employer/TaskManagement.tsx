import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Modal } from '../../components/Modal';
import type { EmployerTaskRowFragment, TaskInput } from '../../graphql/graphql';
import {
  useEmployerAssignTaskMutation,
  useEmployerCreateTaskMutation,
  useEmployerDeleteTaskMutation,
  useEmployerTasksQuery,
  useEmployerUpdateTaskMutation,
} from '../../graphql/hooks';
import { AssignTaskDialog } from './AssignTaskDialog';
import { attemptWrite } from './attempt-write';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { useListSort } from '../../lib/use-list-sort';
import { usePaging } from '../../lib/use-paging';
import { TASK_PAGE_SIZE, TASK_SORT } from '../../../../common/workforce';
import { ReportsWithoutTask } from './ReportsWithoutTask';
import { TaskForm } from './TaskForm';
import { TaskHistoryDialog } from './TaskHistoryDialog';
import { TaskTable } from './TaskTable';
import { closeAfterSuccess, ManagedList } from './ManagedList';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit' | 'delete' | 'assign' | 'history'; task: EmployerTaskRowFragment }
  | null;

const REFETCH = { refetchQueries: ['EmployerTasks', 'EmployerDashboard'] };

/**
 * Task Management: search, sort, add, edit, assign and delete, 10 a page, all on the server;
 * each task's history of reports, and the reports that came without a task.
 */
export function TaskManagement() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const sorting = useListSort(TASK_SORT);
  const paging = usePaging(TASK_PAGE_SIZE, `${search}/${sorting.key}`);
  // The dashboard's New Task link arrives with ?new=1: open the form once, then drop the flag.
  const [dialog, setDialog] = useState<Dialog>(() => (params.has('new') ? { kind: 'add' } : null));
  const result = useEmployerTasksQuery({
    variables: { search: search || null, sort: sorting.sort, ...paging.variables },
    fetchPolicy: 'cache-and-network',
  });
  const [createTask] = useEmployerCreateTaskMutation(REFETCH);
  const [updateTask] = useEmployerUpdateTaskMutation(REFETCH);
  const [deleteTask] = useEmployerDeleteTaskMutation(REFETCH);
  const [assignTask] = useEmployerAssignTaskMutation(REFETCH);
  const close = () => {
    setDialog(null);
    if (!params.has('new')) return;
    // Drop only the flag: the address also keeps the list's order.
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        kept.delete('new');
        return kept;
      },
      { replace: true },
    );
  };
  const closeAfter = closeAfterSuccess(close);
  const save = (input: TaskInput) =>
    closeAfter(
      dialog?.kind === 'edit'
        ? attemptWrite(
            () => updateTask({ variables: { id: dialog.task.id, input } }),
            'Task updated',
            'Failed to update task',
          )
        : attemptWrite(
            () => createTask({ variables: { input } }),
            'Task created',
            'Failed to create task',
          ),
    );

  return (
    <ManagedList
      noun={{ one: 'Task', many: 'Tasks' }}
      search={search}
      onSearch={setSearch}
      onAdd={() => setDialog({ kind: 'add' })}
      result={result}
      pageOf={(data) => data.tasks}
      paging={paging}
      table={(tasks) => (
        <TaskTable
          tasks={tasks}
          onHistory={(task) => setDialog({ kind: 'history', task })}
          onAssign={(task) => setDialog({ kind: 'assign', task })}
          onEdit={(task) => setDialog({ kind: 'edit', task })}
          onDelete={(task) => setDialog({ kind: 'delete', task })}
          sorting={sorting}
        />
      )}
    >
      <Modal
        open={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={dialog?.kind === 'edit' ? 'Edit Task' : 'Add Task'}
      >
        <TaskForm
          key={dialog?.kind === 'edit' ? dialog.task.id : 'new'}
          task={dialog?.kind === 'edit' ? dialog.task : undefined}
          onSubmit={save}
          onCancel={close}
        />
      </Modal>
      <TaskHistoryDialog task={dialog?.kind === 'history' ? dialog.task : null} onClose={close} />
      <AssignTaskDialog
        task={dialog?.kind === 'assign' ? dialog.task : null}
        onClose={close}
        onAssign={(taskId, employeeId) =>
          closeAfter(
            attemptWrite(
              () => assignTask({ variables: { taskId, employeeId } }),
              'Task assigned',
              'Failed to assign task',
            ),
          )
        }
      />
      <ConfirmDeleteDialog
        open={dialog?.kind === 'delete'}
        question="Are you sure you want to delete this task?"
        name={dialog?.kind === 'delete' ? dialog.task.title : ''}
        onClose={close}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          const { id } = dialog.task;
          void closeAfter(
            attemptWrite(
              () => deleteTask({ variables: { id } }),
              'Task deleted',
              'Failed to delete task',
            ),
          );
        }}
      />
      <ReportsWithoutTask />
    </ManagedList>
  );
}
