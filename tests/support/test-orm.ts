import { migrate, openDatabase, type Orm } from '../../api/src/db/orm';
import { createTestDatabase } from './test-database';

/** A migrated, empty database for service tests, without any HTTP server. */
export async function openTestOrm(): Promise<{ orm: Orm; close: () => Promise<void> }> {
  const database = await createTestDatabase();
  const orm = await openDatabase(database.target);
  await migrate(orm);
  return {
    orm,
    close: async () => {
      await orm.close();
      await database.drop();
    },
  };
}
