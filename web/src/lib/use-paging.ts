import { useState } from 'react';

/** The first row of a page (counted from 1) for the server's offset/limit arguments. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** How many pages `total` rows fill; an empty list still has page 1. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface Paging {
  /** The page shown, counted from 1. */
  page: number;
  setPage: (page: number) => void;
  /** The query's paging variables for this page. */
  variables: { offset: number; limit: number };
  pageCount: (total: number) => number;
}

/**
 * Page-number state for an offset/limit query over `{ items, total }`. Pass the filters as
 * `resetKey`: a new key starts again at page 1 without an extra render or effect.
 */
export function usePaging(pageSize: number, resetKey = ''): Paging {
  const [state, setState] = useState({ page: 1, key: resetKey });
  const page = state.key === resetKey ? state.page : 1;
  return {
    page,
    setPage: (next) => setState({ page: next, key: resetKey }),
    variables: { offset: pageOffset(page, pageSize), limit: pageSize },
    pageCount: (total) => pageCountOf(total, pageSize),
  };
}
