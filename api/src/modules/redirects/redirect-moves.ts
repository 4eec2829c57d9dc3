import type { Em } from '../../db/orm';
import { normalizeRedirectPath } from '../../../../common/redirects';
import { Redirect } from './redirect.entity';

/**
 * Content moved from one address to another (a post's slug or category changed): the old
 * address answers 301 with the new one, in the caller's transaction. Redirects that led to
 * the old address now lead straight to the new one, and a redirect away from the new address
 * (the content lived there before) goes, or it would hide the content. Written through the
 * ORM, so the audit trail and the page cache see each change.
 */
export async function recordMove(em: Em, from: string, to: string): Promise<void> {
  const fromPath = normalizeRedirectPath(from);
  const toPath = normalizeRedirectPath(to);
  if (fromPath === toPath) return;
  // Everything is read before anything changes: a query after a pending removal would flush.
  const blocking = await em.find(Redirect, { fromPath: toPath });
  const chained = await em.find(Redirect, { toPath: fromPath, fromPath: { $ne: toPath } });
  const existing = await em.findOne(Redirect, { fromPath });
  em.remove(blocking);
  for (const redirect of chained) redirect.toPath = toPath;
  if (existing) {
    existing.toPath = toPath;
    existing.automatic = true;
  } else {
    em.create(Redirect, { fromPath, toPath, automatic: true });
  }
  await em.flush();
}

/**
 * Content at this address is gone for good: the redirects made for it automatically go too,
 * so old links answer 404 instead of leading to a 404. Admins' own redirects stay. The removal
 * is written with the caller's next flush.
 */
export async function forgetMovesTo(em: Em, path: string): Promise<void> {
  em.remove(await em.find(Redirect, { toPath: normalizeRedirectPath(path), automatic: true }));
}
