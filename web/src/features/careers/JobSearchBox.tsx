import { useEffect, useState } from 'react';
import { JOB_SEARCH_MAX_LENGTH } from '../../../../common/careers';

interface JobSearchBoxProps {
  value: string;
  onSearch: (text: string) => void;
}

const DEBOUNCE_MS = 300;

/** Searches job titles as the visitor types, after a short pause, and at once on Enter. */
export function JobSearchBox({ value, onSearch }: JobSearchBoxProps) {
  const [text, setText] = useState(value);
  // Follow the address when it changes from outside (back button, 'View All Positions').
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      className="search-box careers-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor="job-search" className="visually-hidden">
        Search jobs by title
      </label>
      <input
        id="job-search"
        type="search"
        placeholder="Search jobs..."
        value={text}
        maxLength={JOB_SEARCH_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
