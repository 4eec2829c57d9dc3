import { useId, useMemo } from 'react';
import type { z } from 'zod';
import { taskSearchSchema } from '../../../../common/workforce.schemas';
import { InputField, SelectField } from '../../lib/forms/fields';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { nextDateOptions } from './date-options';

/** The search asked for: task id text and/or a day (YYYY-MM-DD); absent means any. */
export type TaskSearch = z.output<typeof taskSearchSchema>;

interface TaskSearchFormProps {
  onSearch: (search: TaskSearch) => void;
  onRefresh: () => void;
  busy: boolean;
}

const EMPTY_SEARCH = { query: '', date: '' };

/** Search by task id, optionally on one of the next 7 days; Refresh Task reloads the tables. */
export function TaskSearchForm({ onSearch, onRefresh, busy }: TaskSearchFormProps) {
  const form = useZodForm(taskSearchSchema, { defaultValues: EMPTY_SEARCH });
  const dates = useMemo(() => nextDateOptions(), []);
  const id = useId();
  const field = (name: keyof typeof EMPTY_SEARCH, label: string) => ({
    control: form.control,
    name,
    label,
    id: `${id}-${name}`,
    className: 'task-search__field',
  });
  return (
    <form
      className="task-search"
      role="search"
      aria-label="Tasks"
      onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
    >
      {/* Labels by id: a wrapping label would add the select's chosen option to its name. */}
      <InputField {...field('query', 'Task Id')} type="search" placeholder="T-000123" />
      <SelectField {...field('date', 'Date')}>
        <option value="">All Dates</option>
        {dates.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="marketing-button" disabled={busy}>
        Search
      </button>
      <button
        type="button"
        className="marketing-button marketing-button--secondary"
        disabled={busy}
        onClick={() => {
          form.reset(EMPTY_SEARCH);
          onRefresh();
        }}
      >
        Refresh Task
      </button>
    </form>
  );
}
