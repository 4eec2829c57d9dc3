import { ADMIN_ONLY, withScope } from '../../../../common/access';
import { markdownImageProblem } from '../../../../common/blog-body';
import { RENDER_MARKDOWN_MAX_LENGTH } from '../../../../common/blog.schemas';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import { ValidationError } from '../../shared/errors';
import { bodyImages } from './blog-body';
import { renderMarkdown } from './markdown-renderer';

export interface RenderedMarkdown {
  html: string;
  /** What saving this body would be refused for (an image without alt text), if anything. */
  problem: string | null;
}

/**
 * The editor's live preview: the same renderer and sanitiser the post's page uses, so what
 * staff see is what visitors will see.
 */
export const previewMarkdown = staffOperation(
  withScope(ADMIN_ONLY, 'blog:write'),
  async (ctx: StaffContext, text: string): Promise<RenderedMarkdown> => {
    if (text.length > RENDER_MARKDOWN_MAX_LENGTH) {
      throw new ValidationError(
        `Invalid input: markdown must be at most ${RENDER_MARKDOWN_MAX_LENGTH} characters`,
        { markdown: `must be at most ${RENDER_MARKDOWN_MAX_LENGTH} characters` },
      );
    }
    return {
      html: renderMarkdown(text, { images: await bodyImages(ctx, text) }),
      problem: markdownImageProblem(text) ?? null,
    };
  },
);
