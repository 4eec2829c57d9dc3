import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { inlineEntryCss } from '../scripts/inline-entry-css';
import { splitGraphqlDocuments } from '../scripts/split-graphql-documents';

/**
 * React Router's package exports name only its development build, warnings and checks included
 * (remix-run/react-router#12532, #14102); its production build sits beside it. Site builds use
 * it, for the browser and the server alike: a smaller script, and server renders that no longer
 * build a warning's text for every route and link. Both entry points must come from the same
 * build, or a router made by one is invisible to the hooks of the other.
 */
const reactRouterProduction = (['react-router', 'react-router/dom'] as const).map((id) => ({
  find: new RegExp(`^${id}$`),
  replacement: path.join(
    import.meta.dirname,
    '../node_modules/react-router/dist/production',
    id === 'react-router' ? 'index.mjs' : 'dom-export.mjs',
  ),
}));

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: import.meta.dirname,
  // The dev server pre-bundles what the site's page imports; the explorer (graphiql.html, built
  // on its own) would bring Monaco's worker imports, which the dependency scan cannot load.
  optimizeDeps: { entries: ['index.html'] },
  plugins: [
    react(),
    splitGraphqlDocuments(path.join(import.meta.dirname, 'src/graphql/graphql.ts')),
    // The stylesheet every page needs arrives with the page (a request fewer before first paint).
    inlineEntryCss(),
    // Scripts, styles and images are compressed once, here, at the strongest settings (brotli 11,
    // gzip 9): the server sends the stored copy instead of compressing every response again.
    // index.html and the manifest are read by the server, never sent.
    ...(isSsrBuild
      ? []
      : [compression({ exclude: [/\.html$/, /manifest\.json$/], threshold: 1024 })]),
  ],
  resolve: {
    // rxjs (under Apollo Client) offers an ES2015 build: native classes instead of tslib's
    // helpers for them, smaller in the browser. Server builds resolve as before.
    conditions: ['es2015', ...defaultClientConditions],
    alias: mode === 'production' ? reactRouterProduction : [],
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    // Vite's default, relied on: images this small (the footer's icons) travel inside the page
    // as data: addresses instead of as files of their own, each with its own request and cache.
    assetsInlineLimit: 4096,
    // The server bundle keeps its maps for readable stack traces (node --enable-source-maps);
    // the browser build ships none, so the public site does not hand out its source code.
    sourcemap: isSsrBuild === true,
    // Every browser the site supports preloads modules itself (Chrome 66, Firefox 115, Safari
    // 17); one without it loads each module when imported instead. The polyfill would be the
    // largest part of the entry, the one script a page runs while it loads.
    modulePreload: { polyfill: false },
  },
  ssr: {
    // Bundled into the server build so that it shares one graphql instance with the api; React
    // Router, in site builds, so that the server too renders with its production build (above).
    noExternal: mode === 'production' ? ['react-router', 'react-router-dom'] : [],
  },
}));
