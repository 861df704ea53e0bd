import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the client from the committed schema: `npm run codegen`. */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        nonOptionalTypename: true,
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTimeISO: 'string', ID: 'string', Upload: 'File' },
      },
    },
    'client/src/gql/possible-types.ts': { plugins: ['./client/scripts/codegen-possible-types.cjs'] },
  },
};

export default config;
