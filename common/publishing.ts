/**
 * Publishing rules shared by the api and the web app: the states a post or a job goes through,
 * and India time for the moments staff enter (a scheduled publication, a closing date).
 */

/** A post: written in private, scheduled, live, then archived (kept, no longer shown). */
export const POST_STATUSES = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'ARCHIVED'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** A job: the same, except that a job that is over is closed (it may also close on a date). */
export const JOB_STATUSES = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'CLOSED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export type PublishingStatus = PostStatus | JobStatus;

/** The one state visitors see. */
export const LIVE_STATUS = 'PUBLISHED' satisfies PublishingStatus;

export const PUBLISHING_STATUS_LABELS: Record<PublishingStatus, string> = {
  DRAFT: 'Draft',
  SCHEDULED: 'Scheduled',
  PUBLISHED: 'Published',
  ARCHIVED: 'Archived',
  CLOSED: 'Closed',
};

/** How long a preview link opens a draft: long enough to share with a reviewer, no longer. */
export const PREVIEW_LINK_TTL_MS = 60 * 60 * 1000;

/** The query parameter that carries a preview link's token on a post's or job's own address. */
export const PREVIEW_PARAM = 'preview';

/** India has had one offset all year since 1945: +05:30, no daylight saving. */
const INDIA_OFFSET_MS = 330 * 60_000;
const DATE_TIME_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * '2026-11-25T18:45' (a datetime-local field's value) read as India time; undefined for text
 * that is not a real moment written that way.
 */
export function fromIndiaDateTimeInput(text: string): Date | undefined {
  const match = DATE_TIME_INPUT.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const asWritten = new Date(utc);
  // Date.UTC rolls 31 February into March: such text names no moment.
  if (asWritten.getUTCDate() !== day || asWritten.getUTCMonth() !== month - 1) return undefined;
  if (hour > 23 || minute > 59) return undefined;
  return new Date(utc - INDIA_OFFSET_MS);
}

/** A moment as a datetime-local field shows it in India time: '2026-11-25T18:45'. */
export function toIndiaDateTimeInput(moment: Date): string {
  return new Date(moment.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}
