import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { renderWithApp } from '../../../../tests/support/render-page';
import {
  BlogAdminCreatePostDocument,
  BlogAdminDeletePostDocument,
  BlogAdminPostsDocument,
  type BlogAdminPostFragment,
  type BlogPostInput,
} from '../../graphql/graphql';
import { BlogAdmin } from './BlogAdmin';

type Post = BlogAdminPostFragment & { __typename: 'BlogPost' };

const LONG_POST: Post = {
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

// Built outside the handler: the answer carries __typename, which the query type leaves out.
function pageOf(posts: Post[]) {
  return {
    adminBlogPosts: { __typename: 'BlogPostPage' as const, total: posts.length, items: posts },
  };
}

interface Server {
  created: BlogPostInput[];
  deleted: string[];
}

/** A server that keeps posts like the real one and records the writes it got. */
function serveBlogAdmin({ refuseTitle = false } = {}): Server {
  const server: Server = { created: [], deleted: [] };
  let posts = [LONG_POST];
  mockApi.use(
    graphqlApi.query(BlogAdminPostsDocument, () => HttpResponse.json({ data: pageOf(posts) })),
    graphqlApi.mutation(BlogAdminCreatePostDocument, ({ variables }) => {
      if (refuseTitle) {
        return HttpResponse.json({
          errors: [
            {
              message: 'Invalid input: title: title must be at most 200 characters',
              extensions: { code: 'BAD_USER_INPUT', fields: { title: 'Title is too long here' } },
            },
          ],
        });
      }
      server.created.push(variables.input);
      const post: Post = { ...LONG_POST, ...variables.input, id: '2', image: null };
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

function renderBlogAdmin(path = '/admin/blogs') {
  return renderWithApp(
    <>
      <Toaster />
      <BlogAdmin />
    </>,
    { path },
  );
}

async function openAddDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Add Blog' }));
  return within(await screen.findByRole('dialog', { name: 'Add New Blog' }));
}

describe('BlogAdmin', () => {
  it('lists posts with the first 14 words of each', async () => {
    serveBlogAdmin();
    renderBlogAdmin();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blogs');
    const post = await screen.findByRole('article', { name: 'Why SEO Matters' });
    expect(post.textContent).toContain(
      'one two three four five six seven eight nine ten eleven twelve thirteen fourteen...',
    );
    expect(post.textContent).not.toContain('fifteen');
    expect(post.textContent).toContain('SEO Benefits');
  });

  it('names each missing field and sends nothing', async () => {
    const server = serveBlogAdmin();
    renderBlogAdmin();
    const form = await openAddDialog();
    await userEvent.click(form.getByRole('button', { name: 'Add Blog' }));
    form.getByText('Title is required');
    form.getByText('Description is required');
    form.getByText('Category is required');
    expect(form.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(server.created).toEqual([]);
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const server = serveBlogAdmin();
    renderBlogAdmin();
    const form = await openAddDialog();
    await userEvent.type(form.getByLabelText('Title'), 'Hello');
    await userEvent.selectOptions(form.getByLabelText('Category'), 'Regular Update');
    await userEvent.type(form.getByLabelText('Description'), 'Body');
    const notAnImage = new File(['<html>'], 'page.html', { type: 'text/html' });
    await userEvent.upload(form.getByLabelText(/^Image/), notAnImage, { applyAccept: false });
    await userEvent.click(form.getByRole('button', { name: 'Add Blog' }));
    form.getByText('The image must be a PNG, JPEG, WebP or GIF image');
    expect(server.created).toEqual([]);
  });

  it('adds a post, tells so, closes the dialog and shows the post', async () => {
    const server = serveBlogAdmin();
    renderBlogAdmin();
    const form = await openAddDialog();
    await userEvent.type(form.getByLabelText('Title'), '  Launch Day ');
    await userEvent.selectOptions(form.getByLabelText('Category'), 'Regular Update');
    await userEvent.type(form.getByLabelText('Description'), 'We launched.');
    await userEvent.click(form.getByRole('button', { name: 'Add Blog' }));
    await screen.findByText('Blog added successfully!');
    expect(server.created).toEqual([
      { title: 'Launch Day', description: 'We launched.', category: 'REGULAR_UPDATE' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByRole('article', { name: 'Launch Day' });
  });

  it("shows the server's field message and 'Failed to save blog post'", async () => {
    serveBlogAdmin({ refuseTitle: true });
    renderBlogAdmin();
    const form = await openAddDialog();
    await userEvent.type(form.getByLabelText('Title'), 'T');
    await userEvent.selectOptions(form.getByLabelText('Category'), 'SEO Benefits');
    await userEvent.type(form.getByLabelText('Description'), 'D');
    await userEvent.click(form.getByRole('button', { name: 'Add Blog' }));
    await screen.findByText('Failed to save blog post');
    form.getByText('Title is too long here');
    screen.getByRole('dialog', { name: 'Add New Blog' });
  });

  it('prefills Update Blog with the post and its current image', async () => {
    serveBlogAdmin();
    renderBlogAdmin();
    await screen.findByRole('article', { name: 'Why SEO Matters' });
    await userEvent.click(screen.getByRole('button', { name: 'Update Why SEO Matters' }));
    const form = within(await screen.findByRole('dialog', { name: 'Update Blog' }));
    expect(form.getByLabelText<HTMLInputElement>('Title').value).toBe('Why SEO Matters');
    expect(form.getByLabelText<HTMLSelectElement>('Category').value).toBe('SEO_BENEFITS');
    expect(form.getByRole('img', { name: 'Current image' }).getAttribute('src')).toBe(
      '/media/1.png',
    );
  });

  it('deletes after confirmation', async () => {
    const server = serveBlogAdmin();
    renderBlogAdmin();
    await screen.findByRole('article', { name: 'Why SEO Matters' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Why SEO Matters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Blog deleted successfully!');
    expect(server.deleted).toEqual(['1']);
    await screen.findByText('No blog posts yet');
  });

  it('marks the post a dashboard or search link names', async () => {
    serveBlogAdmin();
    renderBlogAdmin('/admin/blogs?post=1');
    const post = await screen.findByRole('article', { name: 'Why SEO Matters' });
    expect(post.getAttribute('aria-current')).toBe('true');
  });
});
