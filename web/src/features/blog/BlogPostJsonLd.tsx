import { SITE } from '../../../../common/site';
import { usePublicUrl } from '../../lib/public-url';
import { paths } from '../../lib/paths';
import { JsonLd } from '../../components/JsonLd';
import type { BlogPostBySlugQuery } from '../../graphql/graphql';
import { BLOG_PLACEHOLDER_IMAGE } from '../../lib/blog-images';

type Post = BlogPostBySlugQuery['blogPost'];

/** schema.org BlogPosting, so search engines can show the post as an article. */
export function BlogPostJsonLd({ post, categoryLabel }: { post: Post; categoryLabel: string }) {
  const base = usePublicUrl();
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.meta.description,
        articleSection: categoryLabel,
        datePublished: post.publishedAt ?? post.createdAt,
        dateModified: post.updatedAt,
        image: new URL(post.meta.imageUrl ?? BLOG_PLACEHOLDER_IMAGE, base).href,
        url: new URL(paths.blogPost(post.category, post.slug), base).href,
        ...(post.author && { author: { '@type': 'Person', name: post.author.name } }),
        publisher: { '@type': 'Organization', name: SITE.name },
      }}
    />
  );
}
