import { seedDemoJobs } from '../modules/careers/careers.seed';
import { seedDemoBlogPosts } from '../modules/blog/blog.seed';
import { seedDemoStaff } from '../modules/staff/staff.seed';
import { seedDemoTasks } from '../modules/workforce/workforce.seed';
import { freshServiceContext, type AppServices } from '../shared/context';
import type { Orm } from './orm';

/**
 * Demo content for an empty database, module by module. Returns what was added. Demo staff
 * accounts (with a published password) are never created in production.
 */
export async function seedDemoContent(
  orm: Orm,
  services: AppServices,
  { withStaff }: { withStaff: boolean },
): Promise<Record<string, number>> {
  const ctx = freshServiceContext(orm, services);
  // Staff first: the demo posts name the demo admin as their author.
  const staff = withStaff ? await seedDemoStaff(ctx) : 0;
  return {
    blogPosts: await seedDemoBlogPosts(ctx),
    jobs: await seedDemoJobs(ctx),
    staff,
    tasks: withStaff ? await seedDemoTasks(ctx) : 0,
  };
}
