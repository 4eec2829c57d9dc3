import { useEffect, useState } from 'react';

interface SearchBoxProps {
  /** The search in effect (usually read from the address). */
  value: string;
  onSearch: (text: string) => void;
  id: string;
  /** Read by screen readers; the placeholder is not a label. */
  label: string;
  placeholder: string;
  maxLength: number;
  className?: string;
}

const DEBOUNCE_MS = 300;

/** Searches as the visitor types, after a short pause, and at once on Enter. */
export function SearchBox({
  value,
  onSearch,
  id,
  label,
  placeholder,
  maxLength,
  className,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  // The field follows the address when it changes from outside (back button, a link that
  // clears it); typing leaves the address alone until the search is made.
  const [followed, setFollowed] = useState(value);
  if (value !== followed) {
    setFollowed(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      className={`search-box ${className ?? ''}`.trim()}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="text"
        placeholder={placeholder}
        maxLength={maxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
