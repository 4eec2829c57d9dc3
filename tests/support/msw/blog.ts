import { HttpResponse } from 'msw';
import {
  BlogAdminAuthorsDocument,
  BlogAdminCreatePostDocument,
  BlogAdminRenderMarkdownDocument,
  BlogAdminDeletePostDocument,
  BlogAdminPostsDocument,
  BlogAdminPreviewLinkDocument,
  BlogAdminSetPublishingDocument,
  BlogPostListDocument,
  type BlogAdminPostFragment,
  type BlogPostInput,
  type BlogPostListQuery,
  type BlogPostListQueryVariables,
  type PostPublishingInput,
} from '../../../web/src/graphql/graphql';
import { graphqlApi, mockApi } from '../mock-api';
import { answerFor, graphqlError, NO_SEO_OVERRIDES, pageOf, type Stub } from './stubs';

export type AdminPost = BlogAdminPostFragment & { __typename: 'BlogPost' };

/** An uploaded 1200 x 900 photo as the API describes it: WebP copies and JPEG fallbacks. */
export function uploadedPicture(id: number) {
  const copies = (ext: string) => `/media/${id}-320.${ext} 320w, /media/${id}-960.${ext} 960w`;
  return {
    __typename: 'ResponsiveImage' as const,
    src: `/media/${id}-960.jpg`,
    width: 1200,
    height: 900,
    srcset: copies('jpg'),
    sources: [{ __typename: 'ImageSource' as const, type: 'image/webp', srcset: copies('webp') }],
  };
}

/** A post whose description runs past the 14 words a card shows. */
const longPost: AdminPost = {
  __typename: 'BlogPost',
  id: '1',
  slug: 'why-seo-matters',
  title: 'Why SEO Matters',
  description:
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen',
  category: 'SEO_BENEFITS',
  bodyFormat: 'PLAIN',
  // Nested objects carry __typename as the API sends them; the fragment's type leaves it out.
  author: { __typename: 'BlogAuthor', id: '7', name: 'Asha Verma' } as AdminPost['author'],
  seo: NO_SEO_OVERRIDES,
  meta: {
    __typename: 'PageMeta',
    title: 'Why SEO Matters | Nexora Digital',
    description: 'one two three four five six seven eight nine ten eleven twelve',
    canonicalUrl: '/blog/seo/why-seo-matters',
  } as AdminPost['meta'],
  picture: uploadedPicture(1),
  cardPicture: uploadedPicture(1),
  createdAt: '2026-01-30T00:00:00.000Z',
  status: 'PUBLISHED',
  publishAt: null,
  publishedAt: '2026-01-30T00:00:00.000Z',
};

/**
 * What the post editor asks for besides the list: the staff who may be named as author, and
 * the preview of what is typed (a fixed rendering: the server's renderer has its own tests).
 */
export function serveBlogEditor() {
  const previews: string[] = [];
  mockApi.use(
    graphqlApi.query(BlogAdminAuthorsDocument, () => HttpResponse.json({ data: AUTHORS })),
    graphqlApi.query(BlogAdminRenderMarkdownDocument, ({ variables }) => {
      previews.push(variables.markdown);
      return HttpResponse.json({ data: previewOf(variables.markdown) });
    }),
  );
  return { previews };
}

// Built outside the handlers: the answers carry __typename, which the query types leave out.
const AUTHORS = {
  staffUsers: {
    __typename: 'StaffUserPage' as const,
    items: [
      {
        __typename: 'StaffUser' as const,
        id: '7',
        firstName: 'Asha',
        lastName: 'Verma',
        role: 'ADMIN' as const,
      },
    ],
  },
};

const previewOf = (markdown: string) => ({
  renderMarkdown: {
    __typename: 'RenderedMarkdown' as const,
    html: `<p>Rendered: ${markdown.length} characters</p>`,
    problem: markdown.includes('![](') ? 'Image 1 needs alt text' : null,
  },
});

/** The admin blog list holding `longPost`, keeping writes and recording them. */
export function serveBlogAdmin({ refuseTitle = false } = {}) {
  const server = {
    created: [] as BlogPostInput[],
    deleted: [] as string[],
    previewLinks: 0,
    publishing: [] as PostPublishingInput[],
  };
  serveBlogEditor();
  let posts = [longPost];
  mockApi.use(
    graphqlApi.query(BlogAdminPostsDocument, () =>
      HttpResponse.json({ data: { adminBlogPosts: pageOf('BlogPostPage', posts) } }),
    ),
    graphqlApi.mutation(BlogAdminCreatePostDocument, ({ variables }) => {
      if (refuseTitle) {
        return graphqlError('Invalid input: title: title must be at most 200 characters', {
          fields: {
            title: 'Title is too long here',
          },
        });
      }
      server.created.push(variables.input);
      const { title, description, category } = variables.input;
      const post: AdminPost = {
        ...longPost,
        title,
        description,
        category,
        id: '2',
        picture: null,
        cardPicture: null,
      };
      posts = [post, ...posts];
      return HttpResponse.json({ data: { createBlogPost: post } });
    }),
    graphqlApi.mutation(BlogAdminPreviewLinkDocument, ({ variables }) => {
      server.previewLinks += 1;
      const path = `/blog/seo/why-seo-matters?preview=token-for-${variables.id}`;
      const expiresAt = '2026-01-30T01:00:00.000Z';
      return HttpResponse.json({ data: { createBlogPostPreviewLink: { path, expiresAt } } });
    }),
    graphqlApi.mutation(BlogAdminSetPublishingDocument, ({ variables }) => {
      server.publishing.push(variables.input);
      posts = posts.map((post) =>
        post.id === variables.id
          ? {
              ...post,
              status: variables.input.status,
              publishAt: variables.input.publishAt ?? null,
            }
          : post,
      );
      const post = posts.find((each) => each.id === variables.id) ?? longPost;
      return HttpResponse.json({ data: { setBlogPostPublishing: post } });
    }),
    graphqlApi.mutation(BlogAdminDeletePostDocument, ({ variables }) => {
      server.deleted.push(variables.id);
      posts = posts.filter((post) => post.id !== variables.id);
      return HttpResponse.json({ data: { deleteBlogPost: variables.id } });
    }),
  );
  return server;
}

type PublicCard = BlogPostListQuery['blogPosts']['items'][number] & { __typename: 'BlogPost' };

/** A public blog card (a two-minute read without an image), with any field changed. */
export function publicCard(overrides: Partial<PublicCard> = {}): PublicCard {
  return {
    __typename: 'BlogPost',
    id: '1',
    slug: 'learn-postgres',
    title: 'Learn PostgreSQL',
    excerpt: 'Relational databases keep business data consistent...',
    category: 'EDUCATIONAL_CONTENT',
    cardPicture: null,
    createdAt: '2026-01-30T00:00:00.000Z',
    publishedAt: '2026-01-30T00:00:00.000Z',
    readingTimeMinutes: 2,
    ...overrides,
  };
}

/** The public blog list holding `cards` (or a stub's answer), recording each request's variables. */
export function servePublicBlog(
  cards: PublicCard[],
  when: Stub<BlogPostListQueryVariables, PublicCard[]>[] = [],
) {
  const asked: BlogPostListQueryVariables[] = [];
  mockApi.use(
    graphqlApi.query(BlogPostListDocument, ({ variables }) => {
      asked.push(variables);
      const items = answerFor(variables, when, cards);
      const blogPosts = { ...pageOf('BlogPostPage', items), offset: 0, limit: 12 };
      return HttpResponse.json<{ data: BlogPostListQuery }>({ data: { blogPosts } });
    }),
  );
  return asked;
}
