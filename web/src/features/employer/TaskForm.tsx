import { LabelledOptions } from '../../components/LabelledOptions';
import { FormActions } from '../../lib/forms/FormActions';
import { useId, useState } from 'react';
import { TASK_PRIORITIES, TASK_PRIORITY_LABELS } from '../../../../common/workforce';
import { REQUIRED_FIELDS_MESSAGE, taskSchema } from '../../../../common/workforce.schemas';
import type { EmployerTaskFragment, TaskInput, TaskPriority } from '../../graphql/graphql';
import { firstErrorMessage } from '../../lib/forms/first-error';
import { useZodForm } from '../../lib/forms/use-zod-form';

const DEFAULT_PRIORITY: TaskPriority = 'MEDIUM';

interface TaskFormProps {
  task?: EmployerTaskFragment | undefined;
  onSubmit: (input: TaskInput) => Promise<string | undefined>;
  onCancel: () => void;
}

/** Add or edit a task: title, description and due date required; priority Medium by default. */
export function TaskForm({ task, onSubmit, onCancel }: TaskFormProps) {
  const form = useZodForm(taskSchema, {
    defaultValues: {
      title: task?.title ?? '',
      description: task?.description ?? '',
      customerName: task?.customerName ?? '',
      dueDate: task?.dueDate ?? '',
      priority: task?.priority ?? DEFAULT_PRIORITY,
    },
  });
  const [refusal, setRefusal] = useState<string>();
  const saving = form.formState.isSubmitting;
  const priorityId = useId();

  const submit = form.handleSubmit(async (input) => {
    // The form has no assignee field: the Assign Task dialog sets that (GraphQL ids are strings).
    setRefusal(await onSubmit({ ...input, assigneeId: input.assigneeId?.toString() }));
  });
  // One message at a time, missing fields first, as the original told them.
  const problem = firstErrorMessage(form.formState.errors, REQUIRED_FIELDS_MESSAGE) ?? refusal;

  return (
    <form className="employer-form" onSubmit={(event) => void submit(event)} noValidate>
      {problem && (
        <p className="employer-form__problem" role="alert">
          {problem}
        </p>
      )}
      <label className="employer-form__field">
        Title
        <input {...form.register('title')} disabled={saving} />
      </label>
      <label className="employer-form__field">
        Description
        <textarea {...form.register('description')} rows={3} disabled={saving} />
      </label>
      <label className="employer-form__field">
        Customer Name
        <input {...form.register('customerName')} disabled={saving} />
      </label>
      <label className="employer-form__field">
        Due Date
        <input {...form.register('dueDate')} type="date" disabled={saving} />
      </label>
      {/* Labelled by id: a wrapping label would add the chosen option to the select's name. */}
      <div className="employer-form__field">
        <label htmlFor={priorityId}>Priority</label>
        <select id={priorityId} {...form.register('priority')} disabled={saving}>
          <LabelledOptions values={TASK_PRIORITIES} labels={TASK_PRIORITY_LABELS} />
        </select>
      </div>
      <FormActions
        className="employer-form__actions"
        onCancel={onCancel}
        busy={saving}
        submitLabel={task ? 'Update' : 'Save'}
      />
    </form>
  );
}
