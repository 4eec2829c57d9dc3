import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./web/src/features', import.meta.url));
const apiModules = readdirSync(new URL('./api/src/modules', import.meta.url));

// common/ is imported by both sides, so it imports neither.
const commonZones = [
  {
    target: './common',
    from: ['./api', './web'],
    message: 'common/ is shared by api and web: it imports neither.',
  },
];

// api/src: shared -> modules -> composition root (app.ts, rest.ts, schema/, web/, db/). A module
// reaches another only through that module's declared public entry (<module>.public.ts); what
// modules contribute to each other (back-office figures, media usage) the root wires up.
const apiZones = [
  {
    target: './api/src/shared',
    from: './api/src/modules',
    message: 'shared/ imports no module: declare a port in shared/ and let the root pass it.',
  },
  ...apiModules.map((module) => ({
    target: `./api/src/modules/${module}`,
    from: './api/src/modules/*/**',
    except: [
      `${import.meta.dirname}/api/src/modules/${module}/**`,
      `${import.meta.dirname}/api/src/modules/*/*.public.ts`,
    ],
    message: 'Modules import each other only through <module>.public.ts.',
  })),
];

// web/src: imports flow one way: common -> lib -> components -> site-copy -> features -> pages
// -> app. lib/ holds helpers (paths, dates, forms, GraphQL errors), components/ shared UI,
// site-copy/ the static text; features do not import each other, and nothing imports app/
// (the router and providers) except the entry points.
const webZones = [
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move shared code to components/ or lib/.',
  })),
  {
    target: './web/src/lib',
    from: [
      './web/src/components',
      './web/src/site-copy',
      './web/src/features',
      './web/src/pages',
      './web/src/app',
    ],
    message: 'lib/ depends on nothing above it.',
  },
  {
    target: './web/src/components',
    from: ['./web/src/site-copy', './web/src/features', './web/src/pages', './web/src/app'],
    message: 'Shared UI does not reach into site copy, features, pages or the app.',
  },
  {
    target: './web/src/site-copy',
    from: ['./web/src/features', './web/src/pages', './web/src/app'],
    message: 'Site copy is data: it imports no feature, page or app code.',
  },
  {
    target: './web/src/features',
    from: ['./web/src/pages', './web/src/app'],
    message: 'Features do not import pages or the app.',
  },
  {
    target: './web/src/pages',
    from: './web/src/app',
    message: 'Pages do not import the app: it composes them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      '.tmp',
      'web/src/graphql',
      'migrations/Migration*.ts',
    ],
  },
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript extensions and parser, import-x reads no .ts file it resolves,
      // and no-cycle sees no cycle at all.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // type-graphql and Express handlers are classes/functions whose shape the framework sets.
      '@typescript-eslint/no-extraneous-class': 'off',
      // Arrow shorthands such as `() => setOpen(false)` read better than braces.
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_' },
      ],
      // Cycles run through our own files: not following imports into node_modules keeps the
      // rule at a quarter of its cost (31 s -> 8 s over the repository).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Module boundaries (import-x/no-restricted-paths): each list below holds one area's zones;
    // a new area adds its own list here.
    files: ['api/src/**', 'common/**', 'web/src/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...commonZones, ...apiZones, ...webZones] },
      ],
    },
  },
  {
    // The api project's test files share their worker's modules (vitest.config.ts, isolate:
    // false), so a module replaced in one file would stay replaced in the files after it.
    files: ['api/**/*.test.ts', 'common/**/*.test.ts', 'tests/api/**', 'tests/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv'].map((property) => ({
          object: 'vi',
          property,
          message: 'API test files share modules: observe the server through its ports instead.',
        })),
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
