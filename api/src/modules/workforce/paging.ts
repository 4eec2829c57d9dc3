import {
  pageSchema,
  pageWindowSchema,
  type PageWindowInput,
} from '../../../../common/workforce.schemas';
import { parseInput } from '../../shared/validation';

/** One page of a server-paged list and the count across all pages (GraphQL's `PageOf`). */
export interface Page<T> {
  items: T[];
  total: number;
}

export interface PageWindow {
  offset: number;
  limit: number;
}

/** The offset/limit a list query asked for, checked; `limit` defaults to the list's page size. */
export function parsePageWindow(input: PageWindowInput, defaultLimit: number): PageWindow {
  return parseInput(pageWindowSchema(defaultLimit), { offset: input.offset, limit: input.limit });
}

/** The original REST clients page by number (from 1): their page as an offset window. */
export function restPageWindow(page: unknown, limit: number): PageWindow {
  const pageNumber = parseInput(pageSchema, page);
  return { offset: (pageNumber - 1) * limit, limit };
}

/** The REST clients' page numbers for a page of rows. `pageCount` is at least 1. */
export function restPageNumbers(page: Page<unknown>, window: PageWindow) {
  return {
    page: Math.floor(window.offset / window.limit) + 1,
    pageCount: Math.max(1, Math.ceil(page.total / window.limit)),
  };
}

/** Search text split into words; every word must match somewhere ('neha kap' finds Neha Kapoor). */
export function searchTerms(search: string | undefined): string[] {
  return search ? search.split(/\s+/).filter(Boolean).slice(0, 8) : [];
}
