import { LIVE_STATUS, type PublishingStatus } from '../../../../common/publishing';
import { ValidationError } from '../../shared/errors';

/** The publishing fields posts and jobs share. */
export interface PublishingState<S extends PublishingStatus> {
  status: S;
  /** When a scheduled item goes live. */
  publishAt?: Date | null | undefined;
  /** When it first went live; visitors see this date, and lists are ordered by it. */
  publishedAt?: Date | null | undefined;
}

export interface PublishingChange<S extends PublishingStatus> {
  status: S;
  publishAt: Date | null;
}

/** What a change did, for the revision it is kept in and for the 'went live' announcement. */
export interface PublishingOutcome {
  action: 'published' | 'scheduled' | 'unpublished' | 'archived' | 'closed' | 'saved';
  wentLive: boolean;
}

/**
 * Moves a post or a job to the state staff chose. A schedule must lie ahead of `now`; going
 * live now stamps publishedAt (kept from an earlier publication when republished); any state
 * other than scheduled forgets the schedule.
 */
export function applyPublishing<S extends PublishingStatus>(
  item: PublishingState<S>,
  change: PublishingChange<S>,
  now: Date,
): PublishingOutcome {
  const wasLive = item.status === LIVE_STATUS;
  if (change.status === 'SCHEDULED') {
    if (!change.publishAt || change.publishAt.getTime() <= now.getTime()) {
      throw new ValidationError('The publish time must be in the future', {
        publishAt: 'must be in the future',
      });
    }
  }
  item.status = change.status;
  item.publishAt = change.status === 'SCHEDULED' ? change.publishAt : null;
  if (change.status === LIVE_STATUS) item.publishedAt ??= now;
  return {
    action: actionOf(change.status, wasLive),
    wentLive: !wasLive && change.status === LIVE_STATUS,
  };
}

function actionOf(status: PublishingStatus, wasLive: boolean): PublishingOutcome['action'] {
  switch (status) {
    case 'PUBLISHED':
      return wasLive ? 'saved' : 'published';
    case 'SCHEDULED':
      return 'scheduled';
    case 'DRAFT':
      return wasLive ? 'unpublished' : 'saved';
    case 'ARCHIVED':
      return 'archived';
    case 'CLOSED':
      return 'closed';
  }
}

/** A closing date must lie ahead, and after the scheduled start when there is one. */
export function checkClosingDate(closesAt: Date | null, publishAt: Date | null, now: Date): void {
  if (!closesAt) return;
  const earliest = Math.max(now.getTime(), publishAt?.getTime() ?? 0);
  if (closesAt.getTime() <= earliest) {
    throw new ValidationError('The closing date must be after the job goes live', {
      closesAt: 'must be after the job goes live',
    });
  }
}
