import {
  APOLLO_STATE_ELEMENT_ID,
  type ApolloState,
} from '../../../web/src/lib/apollo/apollo-state';

const HOISTED_HEAD = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/**
 * Puts a rendered page into the built index.html: React emits the page's <title>, <meta> and
 * <link> tags first, and they move into <head>; the Apollo cache follows as a JSON data block for hydration.
 */
export function assembleDocument(template: string, appHtml: string, state: ApolloState): string {
  const head = HOISTED_HEAD.exec(appHtml)?.[0] ?? '';
  const body = appHtml.slice(head.length);
  // Replacement functions, not strings: page text may contain $& or $' (a search typed in the
  // address), which String.replace would expand into copies of the template.
  return template
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => body)
    .replace('<!--app-state-->', () => stateScript(state));
}

/** The browser renders staff areas itself: the page ships without server HTML or state. */
export function clientOnlyDocument(template: string): string {
  return template
    .replace('<!--app-head-->', '<meta name="robots" content="noindex" />')
    .replace('<!--app-html-->', '')
    .replace('<!--app-state-->', '');
}

/** A JSON data block, which the browser never runs: the page needs no inline script (CSP). */
function stateScript(state: ApolloState): string {
  // Escaping '<' keeps any stored text from closing the script element.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${APOLLO_STATE_ELEMENT_ID}">${json}</script>`;
}
