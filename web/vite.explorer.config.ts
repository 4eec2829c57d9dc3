import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The GraphQL explorer (/graphiql) is built on its own, into dist/explorer, so that it shares no
 * chunk with the site: a second entry in the site's build would split React and friends into
 * shared chunks and every public page would load a little more.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/graphiql/',
  plugins: [react()],
  // The site's public files (icons, images) are the site build's to copy.
  publicDir: false,
  build: {
    outDir: '../dist/explorer',
    emptyOutDir: true,
    sourcemap: false,
    // Monaco and GraphiQL are large by nature; only someone opening /graphiql downloads them.
    chunkSizeWarningLimit: 3000,
    rollupOptions: {
      input: { graphiql: path.join(import.meta.dirname, 'graphiql.html') },
      onwarn(warning, warn) {
        // GraphiQL's modules start with React Compiler's "use no memo"; bundling drops it harmlessly.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
