/**
 * A Vite plugin for the browser build: links the chunk holding `moduleId` from index.html with
 * <link rel="modulepreload">, as Vite links the entry's static imports. For a module the entry
 * imports dynamically so that the browser runs it in a task of its own: it still downloads (and
 * compiles) alongside the entry instead of after it.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

export function preloadModuleChunk(moduleId: RegExp): Plugin {
  return {
    name: 'preload-module-chunk',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && isSsrBuild !== true,
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.moduleIds.some((id) => moduleId.test(id)),
        );
        if (!chunk) throw new Error(`no chunk of the build holds ${String(moduleId)}`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
