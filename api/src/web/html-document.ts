import {
  APOLLO_STATE_ELEMENT_ID,
  type ApolloState,
} from '../../../web/src/lib/apollo/apollo-state';

/** React's hoisted tags: title, meta and link tags, and feature stylesheets (precedence styles). */
const HOISTED_HEAD =
  /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?|<style\b[^>]*>[\s\S]*?<\/style>)+/;

/** Where the built index.html takes a page's parts, in the order they appear in it. */
const PLACEHOLDERS = ['<!--app-head-->', '<!--app-html-->', '<!--app-state-->'] as const;

const NOINDEX = Buffer.from('<meta name="robots" content="noindex" />');

/**
 * Puts a rendered page into the built index.html: React emits the page's <title>, <meta> and
 * <link> tags and its feature stylesheets first, and they move into <head>; the Apollo state follows as a JSON data block for
 * hydration.
 *
 * The page is put together as bytes, each part encoded on its own. Joined as one string first,
 * the whole page had to be flattened before it could be encoded: with a single character beyond
 * Latin-1 anywhere in it (the stylesheet has one) V8 holds it at two bytes a character, and past
 * 64K characters as a large object, which cost 0.6 ms of every blog list render (72 KB) against
 * 0.02 ms for its parts.
 */
export function assembleDocument(template: string, appHtml: string, state: ApolloState): Buffer {
  const head = HOISTED_HEAD.exec(appHtml)?.[0] ?? '';
  const [beforeHead, beforeHtml, beforeState, end] = templateParts(template);
  return Buffer.concat([
    beforeHead,
    Buffer.from(head),
    beforeHtml,
    Buffer.from(appHtml.slice(head.length)),
    beforeState,
    Buffer.from(stateScript(state)),
    end,
  ]);
}

/** The browser renders staff areas itself: the page ships without server HTML or state. */
export function clientOnlyDocument(template: string): Buffer {
  const [beforeHead, beforeHtml, beforeState, end] = templateParts(template);
  return Buffer.concat([beforeHead, NOINDEX, beforeHtml, beforeState, end]);
}

/** A JSON data block, which the browser never runs: the page needs no inline script (CSP). */
function stateScript(state: ApolloState): string {
  // Escaping '<' keeps any stored text from closing the script element.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${APOLLO_STATE_ELEMENT_ID}">${json}</script>`;
}

type TemplateParts = readonly [Buffer, Buffer, Buffer, Buffer];

/**
 * The last template cut at its placeholders, each part encoded once: a production server has one
 * template; while developing, Vite hands over a new one when index.html changes.
 */
let lastTemplate: { text: string; parts: TemplateParts } | undefined;

function templateParts(template: string): TemplateParts {
  if (lastTemplate?.text !== template) {
    lastTemplate = { text: template, parts: cutTemplate(template) };
  }
  return lastTemplate.parts;
}

function cutTemplate(template: string): TemplateParts {
  const parts: Buffer[] = [];
  let rest = template;
  for (const placeholder of PLACEHOLDERS) {
    const at = rest.indexOf(placeholder);
    if (at === -1) throw new Error(`index.html has no ${placeholder} placeholder`);
    parts.push(Buffer.from(rest.slice(0, at)));
    rest = rest.slice(at + placeholder.length);
  }
  parts.push(Buffer.from(rest));
  // One part before each of the three placeholders, and the rest after the last.
  return parts as unknown as TemplateParts;
}
