import { JOB_SLUG_MAX_LENGTH } from '../../../../common/careers';
import type { ServiceContext } from '../../shared/context';
import { firstFreeSlug, slugify } from '../../shared/slug';
import { Job } from './job.entity';

/** A slug no other job has: 'Senior Node.js Engineer' -> 'senior-node-js-engineer'. */
export async function uniqueJobSlug(
  ctx: Pick<ServiceContext, 'em'>,
  title: string,
): Promise<string> {
  const base = slugify(title, JOB_SLUG_MAX_LENGTH, 'job');
  const taken = await ctx.em.find(
    Job,
    { slug: { $like: `${base}%` } },
    { fields: ['slug'], disableIdentityMap: true },
  );
  return firstFreeSlug(base, new Set(taken.map((job) => job.slug)));
}
