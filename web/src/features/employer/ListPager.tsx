interface ListPagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Names the list, so screen readers know what the buttons page through. */
  label: string;
}

/** Previous / Page x of y / Next. */
export function ListPager({ page, pageCount, onPage, label }: ListPagerProps) {
  const pages = Math.max(pageCount, 1);
  return (
    <nav className="employer-pager" aria-label={`${label} pages`}>
      <button
        type="button"
        className="button button--small button--ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
      </span>
      <button
        type="button"
        className="button button--small button--ghost"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
