import { useId, useMemo, useState, type SyntheticEvent } from 'react';
import { nextDateOptions } from './date-options';

export interface TaskSearch {
  query: string;
  /** YYYY-MM-DD, or '' for all dates. */
  date: string;
}

interface TaskSearchFormProps {
  onSearch: (search: TaskSearch) => void;
  onRefresh: () => void;
  busy: boolean;
}

/** Search by task id, optionally on one of the next 7 days; Refresh Task reloads the tables. */
export function TaskSearchForm({ onSearch, onRefresh, busy }: TaskSearchFormProps) {
  const [query, setQuery] = useState('');
  const [date, setDate] = useState('');
  const dates = useMemo(() => nextDateOptions(), []);
  const id = useId();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ query: query.trim(), date });
  };
  return (
    <form className="task-search" role="search" aria-label="Tasks" onSubmit={submit}>
      {/* Labels by id: a wrapping label would add the select's chosen option to its name. */}
      <div className="task-search__field">
        <label htmlFor={`${id}-query`}>Task Id</label>
        <input
          id={`${id}-query`}
          type="search"
          name="query"
          placeholder="T-000123"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div className="task-search__field">
        <label htmlFor={`${id}-date`}>Date</label>
        <select
          id={`${id}-date`}
          name="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        >
          <option value="">All Dates</option>
          {dates.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="marketing-button" disabled={busy}>
        Search
      </button>
      <button
        type="button"
        className="marketing-button marketing-button--secondary"
        disabled={busy}
        onClick={() => {
          setQuery('');
          setDate('');
          onRefresh();
        }}
      >
        Refresh Task
      </button>
    </form>
  );
}
