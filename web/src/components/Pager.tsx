import type { Paging } from '../lib/use-paging';

interface PagerProps {
  /** The page shown, counted from 1. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Names the list the buttons page through, for screen readers: '<label> pages'. */
  label: string;
  disabled?: boolean;
  /** An area's own look; the default is the back office's small ghost buttons. */
  className?: string;
  buttonClassName?: string;
}

/** Previous / Page x of y / Next. An empty list still reads 'Page 1 of 1'. */
export function Pager({
  page,
  pageCount,
  onPage,
  label,
  disabled = false,
  className = 'pager',
  buttonClassName = 'button button--small button--ghost',
}: PagerProps) {
  const pages = Math.max(pageCount, 1);
  return (
    <nav className={className} aria-label={`${label} pages`}>
      <button
        type="button"
        className={buttonClassName}
        disabled={disabled || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
      </span>
      <button
        type="button"
        className={buttonClassName}
        disabled={disabled || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

interface ListPagerProps {
  paging: Paging;
  /** Rows in the whole list, from the server's `total`. */
  total: number;
  label: string;
  disabled?: boolean;
  /** Shown even while every row fits on one page ('Page 1 of 1'). */
  always?: boolean;
}

/** The Pager of a `usePaging` list, or nothing while every row fits on one page. */
export function ListPager({ paging, total, label, disabled, always = false }: ListPagerProps) {
  const pageCount = paging.pageCount(total);
  if (pageCount <= 1 && !always) return null;
  return (
    <Pager
      label={label}
      page={paging.page}
      pageCount={pageCount}
      onPage={paging.setPage}
      disabled={disabled}
    />
  );
}
