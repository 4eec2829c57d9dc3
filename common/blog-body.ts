/**
 * How a post's body is written, and the rule its Markdown images follow: each one comes from
 * the media library and says what it shows. Shared by the editor (instant feedback) and the api
 * (which refuses the same bodies with the same words); the api renders the Markdown itself.
 */

export const BLOG_BODY_FORMATS = ['PLAIN', 'MARKDOWN'] as const;
export type BlogBodyFormat = (typeof BLOG_BODY_FORMATS)[number];

export const BLOG_BODY_FORMAT_LABELS: Record<BlogBodyFormat, string> = {
  PLAIN: 'Plain text (one paragraph per line)',
  MARKDOWN: 'Markdown',
};

/**
 * An uploaded image's address or one of its resized copies: /media/12.jpg, /media/12-640.webp,
 * /media/12-640x384.jpg. Nothing else may appear in a post as an image.
 */
export const MEDIA_IMAGE_PATH =
  /^\/media\/(\d{1,15})(?:-\d{1,5}(?:x\d{1,5})?)?\.(?:png|jpe?g|webp|gif)$/;

export interface MarkdownImage {
  alt: string;
  src: string;
}

/** `![alt](src)` and `![alt](<src> "title")`: the inline images of a Markdown text. */
const INLINE_IMAGE =
  /!\[((?:\\.|[^\]\\])*)\]\(\s*(<[^>]*>|[^\s)]*)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;

export function markdownImages(text: string): MarkdownImage[] {
  return [...text.matchAll(INLINE_IMAGE)].map(([, alt = '', src = '']) => ({
    alt: alt.replace(/\\(.)/g, '$1').trim(),
    src: src.replace(/^<|>$/g, ''),
  }));
}

/** An example an editor can copy, for the messages below. */
const withAlt = (src: string) => `![Our team at the Noida office](${src})`;

/**
 * The first problem with a Markdown body's images, in words an editor can act on, or
 * undefined when every image comes from the media library and has alt text.
 */
export function markdownImageProblem(text: string): string | undefined {
  const images = markdownImages(text);
  for (const [index, { alt, src }] of images.entries()) {
    const which = `Image ${index + 1} (${src || 'no address'})`;
    if (!MEDIA_IMAGE_PATH.test(src)) {
      return `${which} is not from the media library: use Insert image to pick one`;
    }
    if (!alt) {
      return `${which} needs alt text describing it, written between the brackets: ${withAlt(src)}`;
    }
  }
  return undefined;
}
