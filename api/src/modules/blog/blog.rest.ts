import { BLOG_CATEGORY_INFO, categoryByOption } from '../../../../common/blog';
import type { z } from 'zod';
import { ValidationError } from '../../shared/errors';
import { jsonAnswer, NOT_FOUND } from '../../shared/rest-docs';
import { numberQueryValue, singleQueryValue } from '../../shared/query-params';
import { serviceContext } from '../../shared/rest';
import type { RestRoute } from '../../shared/rest-routes';
import { blogPostPicture } from './blog-picture';
import {
  blogListAnswerSchema,
  blogListQuerySchema,
  blogPostAnswerSchema,
  type restBlogPostSchema,
} from './blog.rest-docs';
import { getBlogPost, listBlogPostItems, type BlogPostRecord } from './blog.service';

/** The original site's blog paths and answer shapes, kept for existing clients. */
export const blogRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/v1/blog/getblog',
    access: listBlogPostItems.access,
    summary: 'List blog posts',
    description: 'Newest first; filter by category (`option`) or words.',
    request: { query: blogListQuerySchema },
    responses: { 200: jsonAnswer('The posts', blogListAnswerSchema) },
    handler: async (req, res) => {
      const option = singleQueryValue(req.query['option'], 'option');
      const category = option ? categoryByOption(option) : undefined;
      if (option && !category) {
        const known = Object.values(BLOG_CATEGORY_INFO).map((info) => `'${info.label}'`);
        throw new ValidationError(`Unknown option '${option}': use one of ${known.join(', ')}`, {
          option: 'unknown category',
        });
      }
      const posts = await listBlogPostItems(serviceContext(res), {
        category,
        search: singleQueryValue(req.query['search'], 'search'),
        offset: numberQueryValue(req.query['offset'], 'offset') ?? 0,
        limit: numberQueryValue(req.query['limit'], 'limit') ?? 50,
      });
      res.json({ data: posts.map(toRestPost) });
    },
  },
  {
    method: 'get',
    path: '/v1/blog/getblogbyId/:id',
    access: getBlogPost.access,
    summary: 'Read one blog post',
    responses: { 200: jsonAnswer('The post', blogPostAnswerSchema), ...NOT_FOUND },
    handler: async (req, res) => {
      const id = Number(req.params.id);
      if (!Number.isSafeInteger(id) || id < 1) {
        throw new ValidationError('Invalid input: id must be a positive whole number', {
          id: 'must be a positive whole number',
        });
      }
      const post = await getBlogPost(serviceContext(res), { id });
      res.json({ data: toRestPost(post) });
    },
  },
];

/** The field names the original clients read, and the image's resized copies (`picture`). */
export function toRestPost(post: BlogPostRecord): z.input<typeof restBlogPostSchema> {
  return {
    _id: String(post.id),
    id: post.id,
    slug: post.slug,
    title: post.title,
    description: post.description,
    option: BLOG_CATEGORY_INFO[post.category].label,
    image: post.image ?? null,
    picture: blogPostPicture(post),
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
  };
}
