/** One page of a server-paged list. `pageCount` is at least 1, so 'Page 1 of 1' reads right. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}

export function pageWindow(page: number, size: number): { offset: number; limit: number } {
  return { offset: (page - 1) * size, limit: size };
}

export function toPage<T>(items: T[], total: number, page: number, size: number): Page<T> {
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / size)) };
}

/** Search text split into words; every word must match somewhere ('neha kap' finds Neha Kapoor). */
export function searchTerms(search: string | undefined): string[] {
  return search ? search.split(/\s+/).filter(Boolean).slice(0, 8) : [];
}
