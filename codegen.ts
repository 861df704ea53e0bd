import type { CodegenConfig } from '@graphql-codegen/cli';

const CLIENT_CONFIG = {
  nonOptionalTypename: true,
  enumsAsTypes: true,
  useTypeImports: true,
  scalars: { DateTimeISO: 'string', ID: 'string', Upload: 'File' },
};

/** Typed documents for the client from the committed schema: `npm run codegen`. */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    // graphql() looks documents up in one map that cannot be tree-shaken: the back office's
    // hundreds of operations get their own, so the public site does not download them.
    'client/src/gql/': {
      documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*', '!client/src/admin/**/*'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: CLIENT_CONFIG,
    },
    'client/src/admin/gql/': {
      documents: ['client/src/admin/**/*.{ts,tsx}', '!client/src/admin/gql/**/*'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: CLIENT_CONFIG,
    },
    'client/src/gql/possible-types.ts': { plugins: ['./client/scripts/codegen-possible-types.cjs'] },
  },
};

export default config;
