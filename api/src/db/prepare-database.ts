import type { AppConfig } from '../config';
import { fillMissingPostSummaries } from '../modules/blog/blog-summary-fill';
import { demoStaffSignIns } from '../modules/staff/staff.seed';
import type { AppServices } from '../shared/context';
import type { Logger } from '../shared/logger';
import { migrate, type Orm } from './orm';
import { withSchemaLock } from './schema-lock';
import { seedDemoContent } from './seed';

/**
 * Applies pending migrations, fills in data they leave to the app (older posts' card summaries),
 * and adds demo content to an empty database, under the schema lock so servers starting together
 * do it once between them.
 */
export async function prepareDatabase(
  orm: Orm,
  services: AppServices,
  config: AppConfig,
  logger: Logger,
): Promise<void> {
  await withSchemaLock(config.databaseUrl, async () => {
    const applied = await migrate(orm);
    if (applied.length) logger.info({ migrations: applied }, 'applied migrations');
    const summarised = await fillMissingPostSummaries(orm.em.fork());
    if (summarised) logger.info({ posts: summarised }, "kept the summaries of older posts' cards");
    if (config.demoContent) await seed(orm, services, config, logger);
  });
}

async function seed(
  orm: Orm,
  services: AppServices,
  config: AppConfig,
  logger: Logger,
): Promise<void> {
  const withStaff = !config.isProduction;
  const added = await seedDemoContent(orm, services, { withStaff });
  if (Object.values(added).some((count) => count > 0)) logger.info({ added }, 'added demo content');
  if (withStaff) logger.info({ signIns: demoStaffSignIns() }, 'demo staff accounts');
}
