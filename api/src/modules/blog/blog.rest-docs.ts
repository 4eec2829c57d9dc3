import { z } from 'zod';
import { isoDateTime } from '../../shared/rest-docs';
import { BLOG_CATEGORIES, BLOG_CATEGORY_INFO } from '../../../../common/blog';
import { blogPostFieldsShape } from '../../../../common/blog.schemas';
import { restPictureSchema } from '../../shared/rest-image-docs';

const OPTIONS = BLOG_CATEGORIES.map((key) => BLOG_CATEGORY_INFO[key].label) as [
  string,
  ...string[],
];

/** A post as the original clients read it. */
export const restBlogPostSchema = z
  .object({
    _id: z.string().meta({ description: 'The id as text (the original clients read `_id`)' }),
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    option: z.enum(OPTIONS).meta({ description: 'The category, by its label' }),
    image: z.string().nullable().meta({ description: 'Address of the image, if any' }),
    picture: restPictureSchema.nullable(),
    created_at: isoDateTime(),
    updated_at: isoDateTime(),
  })
  .meta({ id: 'BlogPost' });

export const blogListQuerySchema = z.object({
  option: z.enum(OPTIONS).optional().meta({ description: 'Only this category' }),
  search: z.string().optional().meta({ description: 'Words in the title or text' }),
  offset: z.int().min(0).optional().meta({ description: 'Posts to skip (default 0)' }),
  limit: z.int().min(1).optional().meta({ description: 'Posts to return (default 50)' }),
});

/**
 * The admin form: the shared post's title and text, with the category named by its label as
 * `option` (the form takes no slug, author, format or SEO fields: the GraphQL API does).
 */
export const blogFormSchema = z
  .object(blogPostFieldsShape)
  .pick({ title: true, description: true })
  .extend({
    option: z.enum(OPTIONS).meta({ description: 'The category, by its label' }),
    image: z
      .string()
      .optional()
      .meta({ format: 'binary', description: 'An image file (optional)' }),
  });

export const blogListAnswerSchema = z.object({ data: z.array(restBlogPostSchema) });

export const blogPostAnswerSchema = z.object({ data: restBlogPostSchema });

export const blogWriteAnswerSchema = z.object({
  message: z.string(),
  data: restBlogPostSchema,
});
