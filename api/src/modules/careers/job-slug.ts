import { JOB_SLUG_MAX_LENGTH } from '../../../../common/careers';
import type { ServiceContext } from '../../shared/context';
import { Job } from './job.entity';

/** 'Senior Node.js Engineer (Remote)' -> 'senior-node-js-engineer-remote'. */
export function slugify(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // Room is left for a '-123' suffix that tells apart jobs with the same title.
  return base.slice(0, JOB_SLUG_MAX_LENGTH - 8).replace(/-+$/, '') || 'job';
}

/** A slug no other job has: the title's, or the title's with the first free number after it. */
export async function uniqueJobSlug(ctx: ServiceContext, title: string): Promise<string> {
  const base = slugify(title);
  const taken = await ctx.em.find(
    Job,
    { slug: { $like: `${base}%` } },
    { fields: ['slug'], disableIdentityMap: true },
  );
  const slugs = new Set(taken.map((job) => job.slug));
  if (!slugs.has(base)) return base;
  let suffix = 2;
  while (slugs.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}
