import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Orm } from '../../api/src/db/orm';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** The last migration before posts and jobs had a publishing state. */
const BEFORE_PUBLISHING = 'Migration20261124204759_image_variants';

let database: TestDatabase;
let orm: Orm;
beforeAll(async () => {
  database = await createTestDatabase();
  orm = await openDatabase(database.target);
  await orm.migrator.up({ to: BEFORE_PUBLISHING });
});
afterAll(async () => {
  await orm.close();
  await database.drop();
});

describe('the publishing migration', () => {
  it('keeps existing posts live and existing jobs open or closed as they were', async () => {
    const em = orm.em.fork();
    await em.execute(
      `insert into blog_post (slug, title, description, category, created_at, updated_at)
       values ('old-post', 'Old post', 'Text.', 'SEO_BENEFITS', '2025-05-01T10:00:00Z', '2025-05-02T10:00:00Z')`,
    );
    await em.execute(
      `insert into job (slug, title, department, location, type, experience, description, skills, is_open, posted_at, updated_at)
       values ('open-job', 'Open job', 'HR', 'Remote', 'Full-time', '1 year', 'Text.', '{}', true, '2025-06-01T10:00:00Z', '2025-06-01T10:00:00Z'),
              ('closed-job', 'Closed job', 'HR', 'Remote', 'Full-time', '1 year', 'Text.', '{}', false, '2025-07-01T10:00:00Z', '2025-07-01T10:00:00Z')`,
    );
    await orm.migrator.up();

    const posts = await em.execute<{ status: string; published_at: Date | string }[]>(
      `select status, published_at from blog_post`,
    );
    expect(posts.map((post) => [post.status, new Date(post.published_at).toISOString()])).toEqual([
      ['PUBLISHED', '2025-05-01T10:00:00.000Z'],
    ]);
    const jobs = await em.execute<{ slug: string; status: string; published_at: Date | string }[]>(
      `select slug, status, published_at from job order by slug`,
    );
    expect(
      jobs.map((job) => [job.slug, job.status, new Date(job.published_at).toISOString()]),
    ).toEqual([
      ['closed-job', 'CLOSED', '2025-07-01T10:00:00.000Z'],
      ['open-job', 'PUBLISHED', '2025-06-01T10:00:00.000Z'],
    ]);
  });
});
