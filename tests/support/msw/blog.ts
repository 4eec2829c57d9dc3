import { HttpResponse } from 'msw';
import {
  BlogAdminCreatePostDocument,
  BlogAdminDeletePostDocument,
  BlogAdminPostsDocument,
  type BlogAdminPostFragment,
  type BlogPostInput,
} from '../../../web/src/graphql/graphql';
import { graphqlApi, mockApi } from '../mock-api';
import { graphqlError, pageOf } from './stubs';

export type AdminPost = BlogAdminPostFragment & { __typename: 'BlogPost' };

/** A post whose description runs past the 14 words a card shows. */
export const longPost: AdminPost = {
  __typename: 'BlogPost',
  id: '1',
  slug: 'why-seo-matters',
  title: 'Why SEO Matters',
  description:
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen',
  category: 'SEO_BENEFITS',
  image: '/media/1.png',
  createdAt: '2026-01-30T00:00:00.000Z',
};

/** The admin blog list holding `longPost`, keeping writes and recording them. */
export function serveBlogAdmin({ refuseTitle = false } = {}) {
  const server = { created: [] as BlogPostInput[], deleted: [] as string[] };
  let posts = [longPost];
  mockApi.use(
    graphqlApi.query(BlogAdminPostsDocument, () =>
      HttpResponse.json({ data: { adminBlogPosts: pageOf('BlogPostPage', posts) } }),
    ),
    graphqlApi.mutation(BlogAdminCreatePostDocument, ({ variables }) => {
      if (refuseTitle) {
        return graphqlError('Invalid input: title: title must be at most 200 characters', {
          title: 'Title is too long here',
        });
      }
      server.created.push(variables.input);
      const post: AdminPost = { ...longPost, ...variables.input, id: '2', image: null };
      posts = [post, ...posts];
      return HttpResponse.json({ data: { createBlogPost: post } });
    }),
    graphqlApi.mutation(BlogAdminDeletePostDocument, ({ variables }) => {
      server.deleted.push(variables.id);
      posts = posts.filter((post) => post.id !== variables.id);
      return HttpResponse.json({ data: { deleteBlogPost: variables.id } });
    }),
  );
  return server;
}
