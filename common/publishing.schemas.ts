/** Input rules for a post's or a job's publishing state, enforced by the api. */
import { z } from 'zod';
import { JOB_STATUSES, POST_STATUSES } from './publishing';

/** GraphQL hands over a Date; absent, null and a cleared field all mean 'none'. */
const moment = (label: string) =>
  z
    .date({ error: `${label} must be a date and time` })
    .nullish()
    .transform((value) => value ?? null);

function statusOf<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z.enum(statuses, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'Status is required'
        : `status must be one of ${statuses.join(', ')}`,
  });
}

/** A schedule needs its moment; whether that moment is still ahead the service checks. */
function requirePublishAt(
  value: { status: string; publishAt: Date | null },
  ctx: z.RefinementCtx,
): void {
  if (value.status === 'SCHEDULED' && !value.publishAt) {
    ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'Choose when to publish' });
  }
}

export const postPublishingSchema = z
  .object({ status: statusOf(POST_STATUSES), publishAt: moment('Publish time') })
  .superRefine(requirePublishAt);
export type PostPublishingInput = z.input<typeof postPublishingSchema>;
export type PostPublishing = z.output<typeof postPublishingSchema>;

export const jobPublishingSchema = z
  .object({
    status: statusOf(JOB_STATUSES),
    publishAt: moment('Publish time'),
    closesAt: moment('Closing date'),
  })
  .superRefine(requirePublishAt);
export type JobPublishingInput = z.input<typeof jobPublishingSchema>;
export type JobPublishing = z.output<typeof jobPublishingSchema>;
