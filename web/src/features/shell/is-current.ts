/** True when `to` is the page at `pathname` or a page below it (a blog post below its list). */
export function isCurrent(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
