import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BLOG_TITLE_MAX_LENGTH, blogPostFieldsSchema } from '../../../../common/blog.schemas';
import { serveBlogEditor } from '../../../../tests/support/msw/blog';
import { renderWithApp } from '../../../../tests/support/render-page';
import { EMPTY_SEO_FORM } from '../../components/seo/use-seo-fields';
import { BlogForm } from './BlogForm';
import type { BlogFormValues } from './blog-form-values';

const FILLED: BlogFormValues = {
  title: 'Launch Day',
  description: 'We launched.',
  category: 'REGULAR_UPDATE',
  bodyFormat: 'PLAIN',
  slug: '',
  authorId: '',
  image: null,
};

function renderForm(initialValues: BlogFormValues) {
  serveBlogEditor();
  const onSubmit = vi.fn(() => Promise.resolve({ ok: true as const }));
  renderWithApp(
    <BlogForm
      initialValues={initialValues}
      initialSeo={EMPTY_SEO_FORM}
      submitLabel="Add Blog"
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  );
  return onSubmit;
}

/** The server's first message for a post, or undefined when it takes it. */
const serverRefusal = (values: BlogFormValues) =>
  blogPostFieldsSchema.safeParse(values).error?.issues[0]?.message;

describe('BlogForm', () => {
  it.each([
    ['a title of control characters only', '\u0007\u202e'],
    ['a title one character too long', 'x'.repeat(BLOG_TITLE_MAX_LENGTH + 1)],
  ])('refuses %s as the server does, with its words, and sends nothing', async (_, title) => {
    const refusal = serverRefusal({ ...FILLED, title });
    expect(refusal).toBeDefined();
    const onSubmit = renderForm({ ...FILLED, title });
    await userEvent.click(screen.getByRole('button', { name: 'Add Blog' }));

    await screen.findByText(refusal ?? '');
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the texts as the server keeps them, without an image', async () => {
    const onSubmit = renderForm({ ...FILLED, title: '  Launch\u0007 Day ' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Blog' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        input: {
          title: 'Launch Day',
          description: 'We launched.',
          category: 'REGULAR_UPDATE',
          bodyFormat: 'PLAIN',
          authorId: null,
        },
        image: null,
      }),
    );
  });
});
