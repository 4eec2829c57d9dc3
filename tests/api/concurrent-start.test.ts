import { afterAll, describe, expect, it } from 'vitest';
import { migrationsList } from '../../migrations/index';
import { BlogPost } from '../../api/src/modules/blog/blog-post.entity';
import { DEMO_POSTS } from '../../api/src/modules/blog/blog.demo';
import { DEMO_STAFF } from '../../api/src/modules/staff/staff.demo';
import { StaffUser } from '../../api/src/modules/staff/staff-user.entity';
import { startTestServers } from '../support/test-server';

const SERVERS = 3;
const onPostgres = Boolean(process.env['TEST_DATABASE_URL']);
const toClose: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(toClose.map((close) => close()));
});

// Several processes share a database only on PostgreSQL (each embedded PGlite is its own).
// CI always sets TEST_DATABASE_URL, so there this runs; a CI run without it fails below.
describe.skipIf(!onPostgres && !process.env['CI'])('servers started together', () => {
  it('all start on an empty database, which is migrated and seeded once', async () => {
    expect(onPostgres, 'TEST_DATABASE_URL must be set in CI').toBe(true);
    const { servers, close } = await startTestServers(SERVERS, { DEMO_CONTENT: 'true' });
    toClose.push(close);

    for (const server of servers) {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
    }
    const [first] = servers;
    if (!first) throw new Error('no server started');
    const em = first.orm.em.fork();
    const applied = await em
      .getConnection()
      .execute<Array<{ name: string }>>('select name from mikro_orm_migrations order by name');
    expect(applied.map((row) => row.name)).toEqual(migrationsList.map((m) => m.name).sort());
    expect(await em.count(BlogPost)).toBe(DEMO_POSTS.length);
    expect(await em.count(StaffUser)).toBe(DEMO_STAFF.length);
  });
});
