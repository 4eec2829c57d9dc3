/**
 * Pages whose server HTML is a placeholder the browser completes: the payment outcome, which
 * only the browser asks for. They start at load instead of on the visitor's first act
 * (lib/islands/wake-page). Kept apart from the route table so the entry reads it without
 * loading the routes and everything they import.
 */
export const PATHS_STARTING_AT_ONCE: readonly string[] = ['/success', '/failure'];

/** Whether `pathname` is one of them, matched as the router matches: any case, trailing slashes. */
export function startsAtOnce(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return PATHS_STARTING_AT_ONCE.includes(path);
}
