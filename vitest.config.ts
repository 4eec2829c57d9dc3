import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Vite would load graphql's ESM build while type-graphql loads the CommonJS one: two copies
// of graphql cannot share a schema, so every project resolves the same CommonJS file.
const graphqlAlias = { graphql: require.resolve('graphql') };

export default defineConfig({
  test: {
    reporters: process.env['CI'] ? ['default', 'junit'] : ['default'],
    outputFile: { junit: '.tmp/junit.xml' },
    projects: [
      {
        resolve: { alias: graphqlAlias },
        test: {
          name: 'api',
          environment: 'node',
          include: [
            'api/**/*.test.ts',
            'common/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'tests/*.test.ts',
          ],
          setupFiles: ['reflect-metadata'],
          // Files share their worker's modules instead of importing the whole server again each
          // (type-graphql, MikroORM and their metadata): about a third less CPU for the project.
          // A test observes the server through its ports (HTTP, the database, diagnostics
          // channels), never by replacing a module, which would reach the files after it.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: graphqlAlias },
        test: {
          name: 'web',
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/web-setup.ts'],
          // Above the 5 s that findBy and waitFor wait (web-setup), so a wait that fails says
          // what it did not find instead of the test running out of time.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          // Pages checked side by side (it.concurrent): two keep the browser busy without
          // stretching any one check toward its time limit on a 2-core machine.
          maxConcurrency: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // What a page does after a press may wait for its code to load (lib/islands): on a
          // busy 2-core machine that takes more than expect.poll's default second.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
