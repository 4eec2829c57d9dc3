import { useEffect, useState } from 'react';

interface BlogSearchBoxProps {
  value: string;
  onSearch: (text: string) => void;
}

const DEBOUNCE_MS = 300;

/** Searches as the visitor types, after a short pause, and at once on Enter. */
export function BlogSearchBox({ value, onSearch }: BlogSearchBoxProps) {
  const [text, setText] = useState(value);
  // Follow the address when it changes from outside (back button, a link).
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
      className="search-box"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor="blog-search" className="visually-hidden">
        Search blog posts
      </label>
      <input
        id="blog-search"
        type="search"
        placeholder="Search blog posts..."
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
