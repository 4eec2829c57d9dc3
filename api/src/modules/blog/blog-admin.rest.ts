import type { Request, Response } from 'express';
import { categoryByOption } from '../../../../common/blog';
import type { BlogPostFieldsInput } from '../../../../common/blog.schemas';
import { IMAGE_MAX_BYTES } from '../../../../common/media';
import { ValidationError } from '../../shared/errors';
import { parseId } from '../../shared/id-arg';
import { deletedAnswerSchema, jsonAnswer, NOT_FOUND } from '../../shared/rest-docs';
import { serviceContext } from '../../shared/rest';
import type { RestRoute } from '../../shared/rest-routes';
import { multipartForm, uploadedFile } from '../../shared/uploads/rest-multipart';
import { createBlogPost, deleteBlogPost, updateBlogPost } from './blog-admin.service';
import { toRestPost } from './blog.rest';
import { blogFormSchema, blogWriteAnswerSchema } from './blog.rest-docs';

const blogFormBody = {
  type: 'multipart/form-data',
  schema: blogFormSchema,
  description: 'A form (or a JSON object without the image)',
} as const;

/** The form the original admin sent: text fields plus at most one file, `image`. */
const blogForm = multipartForm({
  fileField: 'image',
  maxFileBytes: IMAGE_MAX_BYTES,
  maxFields: 10,
  maxFieldBytes: 128 * 1024,
});

/**
 * The original admin's blog calls: multipart forms with title, description, option (the
 * category's label, e.g. 'Regular Update') and an optional image. JSON bodies work too.
 */
export const blogAdminRestRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/v1/blog/createblog',
    access: createBlogPost.access,
    summary: 'Create a blog post',
    request: { body: blogFormBody },
    responses: { 201: jsonAnswer('The new post', blogWriteAnswerSchema) },
    before: [blogForm],
    handler: async (req, res) => {
      const post = await withOptionErrors(() =>
        createBlogPost(serviceContext(res), formFields(req), uploadedFile(res)),
      );
      res.status(201).json({ message: 'Blog created', data: toRestPost(post) });
    },
  },
  {
    method: 'put',
    path: '/v1/blog/updateblog/:id',
    access: updateBlogPost.access,
    summary: 'Replace a blog post',
    description: 'Sends every field again; a new image replaces the old one.',
    request: { body: blogFormBody },
    responses: { 200: jsonAnswer('The post as saved', blogWriteAnswerSchema), ...NOT_FOUND },
    before: [blogForm],
    handler: async (req, res: Response) => {
      const id = parseId(String(req.params['id']));
      const post = await withOptionErrors(() =>
        updateBlogPost(serviceContext(res), id, formFields(req), uploadedFile(res)),
      );
      res.json({ message: 'Blog updated', data: toRestPost(post) });
    },
  },
  {
    method: 'delete',
    path: '/v1/blog/deleteblog/:id',
    access: deleteBlogPost.access,
    summary: 'Delete a blog post',
    responses: { 200: jsonAnswer('Deleted', deletedAnswerSchema), ...NOT_FOUND },
    handler: async (req, res) => {
      const id = await deleteBlogPost(serviceContext(res), parseId(String(req.params['id'])));
      res.json({ message: 'Blog deleted', id });
    },
  },
];

/** The form's fields as the service takes them; `option` names the category by its label. */
function formFields(req: Request): BlogPostFieldsInput {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ValidationError(
      'Invalid input: send a form (or JSON object) with title, description and option',
      { input: 'must be a form or a JSON object' },
    );
  }
  const { title, description, option } = body as Record<string, unknown>;
  const category = typeof option === 'string' ? categoryByOption(option) : undefined;
  if (typeof option === 'string' && option.trim() !== '' && !category) {
    throw new ValidationError(
      "Invalid input: option: use 'Educational Content', 'Regular Update' or 'SEO Benefits'",
      { option: "must be 'Educational Content', 'Regular Update' or 'SEO Benefits'" },
    );
  }
  return { title, description, category } as BlogPostFieldsInput;
}

/** REST clients know the category as `option`: errors name the field they sent. */
async function withOptionErrors<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ValidationError) || !('category' in error.fields)) throw error;
    const rename = (text: string) =>
      text.replace(/category/g, 'option').replace(/Category/g, 'Option');
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, problem]) =>
        field === 'category' ? ['option', rename(problem)] : [field, problem],
      ),
    );
    throw new ValidationError(rename(error.message), fields, error.httpStatus);
  }
}
