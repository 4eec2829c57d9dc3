import { PREVIEW_LINK_TTL_MS, PREVIEW_PARAM } from '../../../../common/publishing';
import type { PreviewSubject } from '../../shared/auth/preview-tokens';
import type { ServiceContext } from '../../shared/context';
import { NotFoundError } from '../../shared/errors';
import type { RevisionSubject } from './content-revision.entity';
import type { PreviewLink } from './publishing.types';

interface Previewable {
  id: number;
  updatedAt: Date;
}

/**
 * The record's own future address with a signed token that opens it for an hour, as it is now:
 * a later save retires the link (its version no longer matches).
 */
export function previewLink(
  ctx: ServiceContext,
  kind: RevisionSubject,
  item: Previewable,
  path: string,
): PreviewLink {
  const subject = { kind, id: item.id, version: item.updatedAt.getTime() };
  const { token, expiresAt } = ctx.previewTokens.sign(subject, PREVIEW_LINK_TTL_MS);
  return { path: `${path}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`, expiresAt };
}

/** The subject of a valid preview token; a bad, expired or foreign one is refused. */
export function previewSubject(
  ctx: ServiceContext,
  kind: RevisionSubject,
  token: string,
): PreviewSubject {
  const subject = ctx.previewTokens.verify(token, kind);
  if (!subject) {
    throw new NotFoundError(
      'This preview link is invalid or has expired: open a new one from the back office',
    );
  }
  return subject;
}

/** Whether the record is still the one the link was made for (same id, not saved since). */
export function matchesPreview(subject: PreviewSubject, item: Previewable): boolean {
  return subject.id === item.id && subject.version === item.updatedAt.getTime();
}
