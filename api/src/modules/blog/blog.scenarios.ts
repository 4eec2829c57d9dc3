import type { BlogCategoryKey } from '../../../../common/blog';
import type { Orm } from '../../db/orm';
import { BlogPost } from './blog-post.entity';

interface PostSpec {
  slug: string;
  title: string;
  category: BlogCategoryKey;
  description?: string;
  image?: string | null;
  /** Days before 2026-01-31; larger is older. */
  age: number;
}

const BASE = Date.UTC(2026, 0, 31);

/** Named test data for the blog: read the posts here to follow what a test expects. */
export const blogScenarios = {
  /** Two educational posts, one regular update, one SEO post. */
  standard: [
    {
      slug: 'learn-postgres',
      title: 'Learn PostgreSQL',
      category: 'EDUCATIONAL_CONTENT',
      description: 'Relational databases keep business data consistent.\nStart with tables.',
      age: 1,
    },
    {
      slug: 'react-basics',
      title: 'React Basics',
      category: 'EDUCATIONAL_CONTENT',
      description: 'Components, props and state, explained with 100% real examples.',
      age: 2,
    },
    {
      slug: 'office-move',
      title: 'We Moved Offices',
      category: 'REGULAR_UPDATE',
      description: 'Our new office is in Noida.',
      image: null,
      age: 3,
    },
    {
      slug: 'page-speed',
      title: 'Page Speed and Rankings',
      category: 'SEO_BENEFITS',
      description: 'x'.repeat(2001),
      age: 4,
    },
  ],
} satisfies Record<string, PostSpec[]>;

export async function seedBlogScenario(orm: Orm, posts: PostSpec[]): Promise<BlogPost[]> {
  const em = orm.em.fork();
  const created = posts.map((spec) => {
    const createdAt = new Date(BASE - spec.age * 86_400_000);
    return em.create(BlogPost, {
      slug: spec.slug,
      title: spec.title,
      category: spec.category,
      description: spec.description ?? `${spec.title} in detail.`,
      image: spec.image === undefined ? `/images/blog/${spec.slug}.svg` : spec.image,
      createdAt,
      updatedAt: createdAt,
    });
  });
  await em.flush();
  return created;
}
