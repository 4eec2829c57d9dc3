import { useId, useState, type SyntheticEvent } from 'react';
import { TASK_PRIORITIES, TASK_PRIORITY_LABELS } from '../../../../common/workforce';
import { taskSchema } from '../../../../common/workforce.schemas';
import type { EmployerTaskFragment, TaskInput, TaskPriority } from '../../graphql/graphql';
import { formProblem } from './form-errors';

const DEFAULT_PRIORITY: TaskPriority = 'MEDIUM';

interface TaskFormProps {
  task?: EmployerTaskFragment | undefined;
  onSubmit: (input: TaskInput) => Promise<string | undefined>;
  onCancel: () => void;
}

/** Add or edit a task: title, description and due date required; priority Medium by default. */
export function TaskForm({ task, onSubmit, onCancel }: TaskFormProps) {
  const [values, setValues] = useState({
    title: task?.title ?? '',
    description: task?.description ?? '',
    customerName: task?.customerName ?? '',
    dueDate: task?.dueDate ?? '',
    priority: task?.priority ?? DEFAULT_PRIORITY,
  });
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);
  const priorityId = useId();
  const set = (name: keyof typeof values) => (value: string) =>
    setValues({ ...values, [name]: value });

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = formProblem(taskSchema, values);
    setProblem(invalid);
    if (invalid) return;
    setSaving(true);
    const refusal = await onSubmit(values);
    setSaving(false);
    setProblem(refusal);
  };

  return (
    <form className="employer-form" onSubmit={(event) => void submit(event)} noValidate>
      {problem && (
        <p className="employer-form__problem" role="alert">
          {problem}
        </p>
      )}
      <label className="employer-form__field">
        Title
        <input
          name="title"
          value={values.title}
          onChange={(event) => set('title')(event.target.value)}
          disabled={saving}
        />
      </label>
      <label className="employer-form__field">
        Description
        <textarea
          name="description"
          rows={3}
          value={values.description}
          onChange={(event) => set('description')(event.target.value)}
          disabled={saving}
        />
      </label>
      <label className="employer-form__field">
        Customer Name
        <input
          name="customerName"
          value={values.customerName}
          onChange={(event) => set('customerName')(event.target.value)}
          disabled={saving}
        />
      </label>
      <label className="employer-form__field">
        Due Date
        <input
          name="dueDate"
          type="date"
          value={values.dueDate}
          onChange={(event) => set('dueDate')(event.target.value)}
          disabled={saving}
        />
      </label>
      {/* Labelled by id: a wrapping label would add the chosen option to the select's name. */}
      <div className="employer-form__field">
        <label htmlFor={priorityId}>Priority</label>
        <select
          id={priorityId}
          name="priority"
          value={values.priority}
          onChange={(event) => set('priority')(event.target.value)}
          disabled={saving}
        >
          {TASK_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {TASK_PRIORITY_LABELS[priority]}
            </option>
          ))}
        </select>
      </div>
      <div className="employer-form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={saving}>
          {task ? 'Update' : 'Save'}
        </button>
      </div>
    </form>
  );
}
