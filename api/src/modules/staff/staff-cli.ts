/**
 * `npm run staff:create -- --role admin --email E --password P [--name "First Last"]`
 * Creates a staff account, or resets the password, role and name of an existing one; this is
 * how a real deployment gets its first admin. Uses the configured database (DATABASE_URL or the
 * embedded one) and applies pending migrations first.
 */
import 'reflect-metadata';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createAppServices } from '../../app-services';
import { loadConfig } from '../../config';
import { closeDatabase, migrate, openDatabase } from '../../db/orm';
import { withSchemaLock } from '../../db/schema-lock';
import { freshServiceContext } from '../../shared/context';
import { ValidationError } from '../../shared/errors';
import { createLogger } from '../../shared/logger';
import { upsertStaffAccount } from './staff.service';

const USAGE =
  'Usage: npm run staff:create -- --role admin|employer|marketing --email E --password P [--name "First Last"]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      role: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
    },
  });
  const role = values.role?.toUpperCase();
  const [firstName = role ?? '', ...rest] = (values.name ?? '').trim().split(/\s+/).filter(Boolean);
  const lastName = rest.join(' ') || 'User';

  const config = loadConfig();
  const orm = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await withSchemaLock(config.databaseUrl, () => migrate(orm));
    // The same services as the server, so the tool follows the same rules.
    const services = createAppServices(config, orm, createLogger(config.logLevel));
    const { user, created } = await upsertStaffAccount(freshServiceContext(orm, services), {
      role,
      email: values.email,
      password: values.password,
      firstName,
      lastName,
    });
    console.log(`${created ? 'Created' : 'Updated'} ${user.role} account ${user.email}`);
  } finally {
    await closeDatabase(orm);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ValidationError) {
    console.error(`${error.message}\n${USAGE}`);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
});
