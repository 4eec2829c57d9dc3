import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { serveBlogAdmin } from '../../../../tests/support/msw/blog';
import { renderWithApp } from '../../../../tests/support/render-page';
import { BlogAdmin } from './BlogAdmin';

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
      {
        title: 'Launch Day',
        description: 'We launched.',
        category: 'REGULAR_UPDATE',
        bodyFormat: 'MARKDOWN',
        authorId: null,
      },
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
    // Drawn 12rem wide: the browser takes the smallest copy from the srcset.
    const current = form.getByRole('img', { name: 'Current image' });
    expect(current.getAttribute('src')).toBe('/media/1-960.jpg');
    expect(current.getAttribute('srcset')).toContain('/media/1-320.jpg 320w');
    expect(current.getAttribute('sizes')).toBe('12rem');
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
    await screen.findByText('No blog posts yet.');
  });

  it('marks the post a dashboard or search link names', async () => {
    serveBlogAdmin();
    renderBlogAdmin('/admin/blogs?post=1');
    const post = await screen.findByRole('article', { name: 'Why SEO Matters' });
    expect(post.getAttribute('aria-current')).toBe('true');
  });

  it('makes one preview link per opening and offers it to open or share', async () => {
    const server = serveBlogAdmin();
    renderBlogAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Preview Why SEO Matters' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Preview' }));
    const open = await dialog.findByRole('link', { name: 'Open preview' });
    expect(open.getAttribute('href')).toBe(
      'http://localhost:3000/blog/seo/why-seo-matters?preview=token-for-1',
    );
    expect(open.getAttribute('target')).toBe('_blank');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.previewLinks).toBe(1);
  });

  it('schedules a post at a moment typed in India time, and the row says when', async () => {
    const server = serveBlogAdmin();
    renderBlogAdmin();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Publishing Why SEO Matters' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Publishing' }));
    await userEvent.selectOptions(dialog.getByLabelText('State'), 'SCHEDULED');
    await userEvent.type(dialog.getByLabelText('Publish at (India time)'), '2026-12-01T10:30');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await screen.findByText('Scheduled: it goes live by itself at the time chosen');
    expect(server.publishing).toEqual([
      { status: 'SCHEDULED', publishAt: '2026-12-01T05:00:00.000Z' },
    ]);
    const post = await screen.findByRole('article', { name: 'Why SEO Matters' });
    await waitFor(() => expect(post.textContent).toContain('Scheduled 01/12/2026, 10:30'));
  });
});
