/**
 * A Vite plugin for the browser build: puts the entry's stylesheet (the site-wide one) into
 * index.html as a <style> element instead of a <link>. Every page needs it before its first
 * paint, and on a slow mobile network a render-blocking request costs a round trip while it
 * competes with the preloaded scripts for bandwidth; it is small (about 5 KB compressed), so
 * inlining it beats extracting critical rules per page. The file is still emitted, for the
 * stylesheets lazily loaded pages link themselves.
 *
 * It goes where the page's own head tags will (`<!--app-head-->`), ahead of them, marked as the
 * base of React's stylesheet order (lib/feature-stylesheet.tsx): the feature stylesheets a page
 * brings follow it, in the server's page and when the browser adds one later.
 */
import type { IndexHtmlTransformContext, Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="\/([^"]+\.css)"[^>]*>/g;
const PAGE_HEAD = '<!--app-head-->';

export function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && isSsrBuild !== true,
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => inlineStylesheets(html, bundle),
    },
  };
}

/** The page with each stylesheet link of the bundle replaced by the stylesheet itself. */
export function inlineStylesheets(
  html: string,
  bundle: IndexHtmlTransformContext['bundle'],
): string {
  const styles: string[] = [];
  const unlinked = html.replace(STYLESHEET_LINK, (link, fileName: string) => {
    const asset = bundle?.[fileName];
    if (asset?.type !== 'asset') throw new Error(`index.html links ${fileName}, not in the build`);
    const css =
      typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString();
    // A stylesheet that could end the element early stays a link (CSS never needs '</style').
    if (/<\/style/i.test(css)) return link;
    styles.push(`<style data-precedence="base">${css}</style>`);
    return '';
  });
  if (!styles.length) return html;
  if (!unlinked.includes(PAGE_HEAD)) throw new Error(`index.html has no ${PAGE_HEAD} placeholder`);
  return unlinked.replace(PAGE_HEAD, () => `${styles.join('')}${PAGE_HEAD}`);
}
