import type { Em } from '../../db/orm';
import { normalizeRedirectPath } from '../../../../common/redirects';
import { Redirect } from './redirect.entity';

/**
 * Content moved from one address to another (a post's slug or category changed): the old
 * address answers 301 with the new one, in the caller's transaction. Redirects that led to
 * the old address now lead straight to the new one, and a redirect away from the new address
 * (the content lived there before) goes, or it would hide the content.
 */
export async function recordMove(em: Em, from: string, to: string): Promise<void> {
  const fromPath = normalizeRedirectPath(from);
  const toPath = normalizeRedirectPath(to);
  if (fromPath === toPath) return;
  await releasePath(em, toPath);
  await em.nativeUpdate(Redirect, { toPath: fromPath }, { toPath, updatedAt: new Date() });
  const existing = await em.findOne(Redirect, { fromPath });
  if (existing) {
    existing.toPath = toPath;
    existing.automatic = true;
  } else {
    em.create(Redirect, { fromPath, toPath, automatic: true });
  }
  await em.flush();
}

/** New content lives at this address: no redirect may send its visitors away. */
export async function releasePath(em: Em, path: string): Promise<void> {
  await em.nativeDelete(Redirect, { fromPath: normalizeRedirectPath(path) });
}

/**
 * Content at this address is gone for good: the redirects made for it automatically go too,
 * so old links answer 404 instead of leading to a 404. Admins' own redirects stay.
 */
export async function forgetMovesTo(em: Em, path: string): Promise<void> {
  await em.nativeDelete(Redirect, { toPath: normalizeRedirectPath(path), automatic: true });
}
