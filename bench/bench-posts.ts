import {
  closeDatabase,
  migrate,
  openDatabase,
  type DatabaseTarget,
  type Orm,
} from '../api/src/db/orm';
import { BlogPost } from '../api/src/modules/blog/blog-post.entity';
import { BLOG_CATEGORIES } from '../common/blog';

export const BENCH_POST_COUNT = 60;

/** Enough posts for a page of 50, with bodies of a realistic length. */
export async function seedBenchPosts(orm: Orm): Promise<void> {
  const em = orm.em.fork();
  const body = 'Practical advice for growing businesses. '.repeat(40);
  for (let i = 0; i < BENCH_POST_COUNT; i++) {
    const createdAt = new Date(Date.UTC(2026, 0, 1) + i * 3_600_000);
    em.create(BlogPost, {
      slug: `bench-post-${i}`,
      title: `Benchmark post number ${i}`,
      description: `${body}\nParagraph two of post ${i}.`,
      category: BLOG_CATEGORIES[i % BLOG_CATEGORIES.length] ?? 'EDUCATIONAL_CONTENT',
      image: '/images/blog/stack.svg',
      createdAt,
      updatedAt: createdAt,
    });
  }
  await em.flush();
}

/** A migrated database holding exactly the benchmark's posts. */
export async function prepareBenchDatabase(target: DatabaseTarget): Promise<void> {
  const orm = await openDatabase(target);
  try {
    await migrate(orm);
    await orm.em.fork().nativeDelete(BlogPost, {});
    await seedBenchPosts(orm);
    // Statistics as a running site has them (autovacuum gathers them soon after a bulk write):
    // without any, the planner guesses one live post and plans the lists for that.
    await orm.em.getConnection().execute('analyze blog_post, media_asset');
  } finally {
    await closeDatabase(orm);
  }
}
