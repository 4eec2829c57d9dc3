/**
 * A Vite plugin for the browser build: puts the entry's stylesheet into index.html as a <style>
 * element instead of a <link>. Every page needs it before its first paint, and on a slow
 * mobile network a render-blocking request costs a round trip while it competes with the
 * preloaded scripts for bandwidth; the whole stylesheet is small (about 8 KB compressed), so
 * inlining it beats extracting critical rules per page. The file is still emitted, for the
 * stylesheets lazily loaded pages link themselves.
 */
import type { IndexHtmlTransformContext, Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="\/([^"]+\.css)"[^>]*>/g;

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
  return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
    const asset = bundle?.[fileName];
    if (asset?.type !== 'asset') throw new Error(`index.html links ${fileName}, not in the build`);
    const css =
      typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString();
    // A stylesheet that could end the element early stays a link (CSS never needs '</style').
    return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}
