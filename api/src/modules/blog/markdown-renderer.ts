import MarkdownIt, { type Env, type Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { MEDIA_IMAGE_PATH } from '../../../../common/blog-body';
import type { ResponsiveImage } from '../media/media.public';

/**
 * A post's Markdown as HTML. markdown-it runs with raw HTML off, so anything typed as a tag is
 * shown as text; the rules below shape links and images; sanitize-html then keeps only the
 * allow-listed elements and attributes, so even a renderer mistake cannot let a script, an
 * event handler or a foreign image through.
 */
export interface MarkdownRenderOptions {
  /** The uploaded images the text shows, by asset id, with their resized copies. */
  images?: ReadonlyMap<number, ResponsiveImage>;
  /** How wide the post's column draws an image (the <img sizes> attribute). */
  imageSizes?: string;
}

/** What renderMarkdown hands the image rule through markdown-it's untyped env. */
interface RenderEnv extends Env {
  images: ReadonlyMap<number, ResponsiveImage>;
  imageSizes: string;
}

/** A token attribute as text (markdown-it types them as string or number). */
function attr(token: Token, name: string): string {
  const value = token.attrGet(name);
  return value === null ? '' : String(value);
}

const DEFAULT_IMAGE_SIZES = '(max-width: 800px) calc(100vw - 2rem), 768px';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
// Bare addresses become links only with their scheme: 'index.html' or '//host/x' stay text.
markdown.linkify.set({ fuzzyLink: false }).add('//', null);

/** The post's title is the page's one h1: '# Heading' in a body becomes an h2, and so on. */
markdown.core.ruler.push('demote_headings', (state) => {
  for (const token of state.tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close') {
      token.tag = `h${Math.min(Number(token.tag.slice(1)) + 1, 6)}`;
    }
  }
});

markdown.renderer.rules['link_open'] = (tokens, index, options, _env, self) => {
  const token = tokens[index] as Token;
  token.attrSet('rel', linkRel(attr(token, 'href')));
  return self.renderToken(tokens, index, options);
};

markdown.renderer.rules['image'] = (tokens, index, options, env, self) => {
  const token = tokens[index] as Token;
  const { images, imageSizes } = env as RenderEnv;
  const src = attr(token, 'src');
  const alt = self.renderInlineAsText(token.children ?? [], options, env).trim();
  const match = MEDIA_IMAGE_PATH.exec(src);
  // The editor refuses such images; one that got in anyway (an old client) is left out.
  if (!match || !alt) return '';
  const title = attr(token, 'title');
  return imageHtml(src, alt, title, images.get(Number(match[1])), imageSizes);
};

/**
 * Every link opens without handing the new page a handle on this one (noopener). Links that
 * leave the site are also nofollow: a post cites other sites, it does not vouch for them.
 */
function linkRel(href: string): string {
  const internal = href.startsWith('/') && !href.startsWith('//');
  return internal || href.startsWith('#') ? 'noopener' : 'noopener nofollow';
}

function imageHtml(
  src: string,
  alt: string,
  title: string,
  picture: ResponsiveImage | undefined,
  sizes: string,
): string {
  const escape = markdown.utils.escapeHtml;
  const common = [
    `alt="${escape(alt)}"`,
    title ? `title="${escape(title)}"` : '',
    'loading="lazy"',
    'decoding="async"',
  ].filter(Boolean);
  if (!picture) return `<img src="${escape(src)}" ${common.join(' ')}>`;
  const size =
    picture.width && picture.height
      ? [`width="${picture.width}"`, `height="${picture.height}"`]
      : [];
  const srcset = picture.srcset
    ? [`srcset="${escape(picture.srcset)}"`, `sizes="${escape(sizes)}"`]
    : [];
  const sources = picture.sources.map(
    (source) =>
      `<source type="${escape(source.type)}" srcset="${escape(source.srcset)}" sizes="${escape(sizes)}">`,
  );
  const img = `<img src="${escape(picture.src)}" ${[...srcset, ...size, ...common].join(' ')}>`;
  return sources.length ? `<picture>${sources.join('')}${img}</picture>` : img;
}

const SAFE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'em',
    'strong',
    's',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'picture',
    'source',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    source: ['type', 'srcset', 'sizes'],
    ol: ['start'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source'],
  // An image only from the media library, and only with alt text.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    (!MEDIA_IMAGE_PATH.test(frame.attribs['src'] ?? '') || !frame.attribs['alt']),
};

/** Safe HTML for a Markdown text (see above). */
export function renderMarkdown(text: string, options: MarkdownRenderOptions = {}): string {
  const env: RenderEnv = {
    images: options.images ?? new Map(),
    imageSizes: options.imageSizes ?? DEFAULT_IMAGE_SIZES,
  };
  // A paragraph that held only a refused image would otherwise stay as an empty gap.
  return sanitizeHtml(markdown.render(text, env), SAFE_HTML).replace(/<p>\s*<\/p>\n?/g, '');
}

/** The ids of the uploaded images a Markdown text shows, to look up their resized copies. */
export function markdownImageAssetIds(text: string): number[] {
  const ids = new Set<number>();
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'image') {
        const id = MEDIA_IMAGE_PATH.exec(attr(token, 'src'))?.[1];
        if (id) ids.add(Number(id));
      }
      if (token.children) visit(token.children);
    }
  };
  visit(markdown.parse(text, {}));
  return [...ids];
}

/**
 * The words of a Markdown text without its syntax, for excerpts, reading time and the default
 * meta description: '## Why **speed** matters' -> 'Why speed matters'. Images count as nothing.
 */
export function markdownPlainText(text: string): string {
  const lines: string[] = [];
  for (const token of markdown.parse(text, {})) {
    if (token.type !== 'inline' && token.type !== 'fence' && token.type !== 'code_block') continue;
    if (token.type !== 'inline') {
      lines.push(token.content.trim());
      continue;
    }
    const words = (token.children ?? [])
      .map((child) => {
        if (child.type === 'text' || child.type === 'code_inline') return child.content;
        if (child.type === 'softbreak' || child.type === 'hardbreak') return ' ';
        return '';
      })
      .join('');
    lines.push(words.trim());
  }
  return lines.filter(Boolean).join('\n');
}
