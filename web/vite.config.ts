import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
  },
  ssr: {
    // Bundled into the server build so that it shares one graphql instance with the api.
    noExternal: [],
  },
});
