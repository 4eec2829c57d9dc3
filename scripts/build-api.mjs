// Bundles the api into dist/api/main.js. esbuild keeps legacy decorators (tsconfig's
// experimentalDecorators); every type-graphql decorator names its type explicitly, so no
// decorator metadata is needed. Packages stay in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['api/src/main.ts'],
  outfile: 'dist/api/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
