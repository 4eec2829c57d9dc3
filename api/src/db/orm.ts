import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Migrator } from '@mikro-orm/migrations';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { MikroORM, type AbstractSqlDriver, type EntityManager, type Options } from '@mikro-orm/sql';
import { migrationsList } from '../../../migrations/index';
import { lockDataFolder } from './data-folder-lock';
import { entities } from './entities';
import { PublicContentSubscriber } from './public-content-subscriber';
import { AuditSubscriber } from '../modules/audit/audit.public';
import { auditedEntities } from './audited-entities';
import { Job } from '../modules/careers/job.entity';
import { BlogPost } from '../modules/blog/blog-post.entity';
import { Redirect } from '../modules/redirects/redirect.entity';

export type Orm = MikroORM;
export type Em = EntityManager;

export interface DatabaseTarget {
  /** A PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database, or 'memory://' for a throwaway one. */
  pgliteDir: string;
  /** Connections this process may hold to PostgreSQL at once (DATABASE_POOL_SIZE). */
  poolSize?: number;
  debug?: boolean;
  /** Sees every SQL statement before it runs (the benchmark counts them). */
  onQuery?: (sql: string) => void;
}

/** The ORM options shared by the server, the migration command and the tests. */
export function ormOptions(target: DatabaseTarget): Partial<Options> {
  const common = {
    entities,
    // Media assets are left out: a page shows an image through its post's stored address.
    // A redirect changes what an address answers, so it clears cached pages too.
    subscribers: [
      new PublicContentSubscriber([BlogPost, Job, Redirect]),
      new AuditSubscriber(auditedEntities),
    ],
    extensions: [Migrator],
    migrations: {
      migrationsList,
      path: 'migrations',
      pathTs: 'migrations',
      snapshot: false,
      silent: true,
    },
    debug: target.debug ?? false,
    onQuery: (sql: string) => {
      target.onQuery?.(sql);
      return sql;
    },
    // Entities are registered explicitly; nothing is discovered from the file system.
    discovery: { warnWhenNoEntities: true },
    allowGlobalContext: false,
  } satisfies Partial<Options>;
  if (target.databaseUrl) {
    return {
      ...common,
      driver: PostgreSqlDriver,
      clientUrl: target.databaseUrl,
      ...(target.poolSize ? { pool: { max: target.poolSize } } : {}),
    };
  }
  if (!target.pgliteDir.startsWith('memory:')) {
    // PGlite creates its own folder but not the folders above it.
    mkdirSync(path.dirname(path.resolve(target.pgliteDir)), { recursive: true });
  }
  return { ...common, driver: PgliteDriver, dbName: target.pgliteDir };
}

/** Releases the folder lock of each open embedded database on disk. */
const folderLocks = new WeakMap<object, () => void>();

/**
 * Opens the database. An embedded one on disk is locked to this process until closeDatabase():
 * a second process on the same folder is refused (DataFolderInUseError).
 */
export async function openDatabase(target: DatabaseTarget): Promise<Orm> {
  const options = ormOptions(target);
  if (target.databaseUrl || target.pgliteDir.startsWith('memory:')) {
    return MikroORM.init<AbstractSqlDriver, Em>(options);
  }
  const release = lockDataFolder(path.resolve(target.pgliteDir));
  return MikroORM.init<AbstractSqlDriver, Em>(options).then(
    (orm) => {
      folderLocks.set(orm, release);
      return orm;
    },
    (error: unknown) => {
      release();
      throw error;
    },
  );
}

/** Closes the database and releases the embedded database's folder. */
export async function closeDatabase(orm: Orm): Promise<void> {
  try {
    await orm.close();
  } finally {
    folderLocks.get(orm)?.();
  }
}

/** Applies pending migrations; returns their names. */
export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}
