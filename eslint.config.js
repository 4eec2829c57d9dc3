import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./web/src/features', import.meta.url));

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
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
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
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Imports flow one way: common -> components -> features -> pages -> app. Features do not
    // import each other; shared UI does not reach into features.
    files: ['web/src/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message:
                'Features do not import each other: move shared code to components/ or common/.',
            })),
            { target: './web/src/features', from: './web/src/pages' },
            { target: './web/src/components', from: ['./web/src/features', './web/src/pages'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
