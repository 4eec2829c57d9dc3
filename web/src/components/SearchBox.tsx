import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';

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
  // `values` makes the field follow the address when it changes from outside (back button, a
  // link that clears it); typing leaves the address alone until the search is made.
  const form = useForm({ values: { text: value } });
  const text = useWatch({ control: form.control, name: 'text' });

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
        placeholder={placeholder}
        maxLength={maxLength}
        // The server-rendered page shows the search in effect before the form takes over.
        defaultValue={value}
        {...form.register('text')}
      />
    </form>
  );
}
