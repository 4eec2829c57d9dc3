import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * schema.graphql + the .graphql documents under web/ -> typed documents (client preset) and
 * one generated React hook per operation for Apollo Client 4 (scripts/codegen-apollo-hooks).
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/graphql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
        scalars: { DateTimeISO: 'string', ID: 'string', Upload: 'File' },
      },
    },
    'web/src/graphql/hooks.ts': {
      plugins: ['./scripts/codegen-apollo-hooks.ts'],
    },
  },
};

export default config;
