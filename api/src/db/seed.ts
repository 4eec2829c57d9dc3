import { seedDemoJobs } from '../modules/careers/careers.seed';
import { seedDemoBlogPosts } from '../modules/content/blog.seed';
import type { Orm } from './orm';

/** Demo content for an empty database, module by module. Returns what was added. */
export async function seedDemoContent(orm: Orm): Promise<Record<string, number>> {
  const ctx = { em: orm.em.fork() };
  return { blogPosts: await seedDemoBlogPosts(ctx), jobs: await seedDemoJobs(ctx) };
}
