interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Names the list the buttons page through, for screen readers. */
  label: string;
  disabled?: boolean;
}

/** Previous / Page x of y / Next. An empty list still reads 'Page 1 of 1'. */
export function Pager({ page, pageCount, onPage, label, disabled = false }: PagerProps) {
  const pages = Math.max(pageCount, 1);
  return (
    <nav className="task-pager" aria-label={`${label} pages`}>
      <button
        type="button"
        className="task-pager__button"
        disabled={disabled || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className="task-pager__status" aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
      </span>
      <button
        type="button"
        className="task-pager__button"
        disabled={disabled || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
