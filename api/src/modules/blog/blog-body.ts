import { paragraphs } from '../../../../common/blog';
import type { BlogBodyFormat } from '../../../../common/blog-body';
import type { ServiceContext } from '../../shared/context';
import { MediaAsset, responsiveImage, type ResponsiveImage } from '../media/media.public';
import { markdownImageAssetIds, markdownPlainText, renderMarkdown } from './markdown-renderer';

export interface PostBody {
  description: string;
  bodyFormat: BlogBodyFormat;
}

/** A plain post as it always showed: one paragraph per non-empty line, as text. */
export function plainBodyHtml(text: string): string {
  return paragraphs(text)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('\n');
}

/**
 * A post's body as safe HTML, either format; Markdown images get their resized copies (one
 * query for all of them).
 */
export async function postBodyHtml(
  ctx: Pick<ServiceContext, 'em'>,
  post: PostBody,
): Promise<string> {
  if (post.bodyFormat !== 'MARKDOWN') return plainBodyHtml(post.description);
  return renderMarkdown(post.description, { images: await bodyImages(ctx, post.description) });
}

/** A Markdown post's words, kept with the text they were taken from. */
const markdownWords = new WeakMap<PostBody, { source: string; words: string }>();

/**
 * The words of a post without Markdown syntax: excerpts, reading time, meta descriptions. A
 * list card asks twice (excerpt and reading time), so a post's Markdown is parsed once for both;
 * a post whose text has changed since is parsed again.
 */
export function postBodyText(post: PostBody): string {
  if (post.bodyFormat !== 'MARKDOWN') return post.description;
  const known = markdownWords.get(post);
  if (known?.source === post.description) return known.words;
  const words = markdownPlainText(post.description);
  markdownWords.set(post, { source: post.description, words });
  return words;
}

/** The uploaded images a Markdown text shows, with their resized copies, by asset id. */
export async function bodyImages(
  ctx: Pick<ServiceContext, 'em'>,
  text: string,
): Promise<Map<number, ResponsiveImage>> {
  const ids = markdownImageAssetIds(text);
  if (!ids.length) return new Map();
  const assets = await ctx.em.find(MediaAsset, { id: { $in: ids } }, { disableIdentityMap: true });
  return new Map(assets.map((asset) => [asset.id, responsiveImage(asset)]));
}

/** The address of the first uploaded image a Markdown text shows, if any. */
export function firstBodyImage(post: PostBody): number | undefined {
  return post.bodyFormat === 'MARKDOWN' ? markdownImageAssetIds(post.description)[0] : undefined;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
