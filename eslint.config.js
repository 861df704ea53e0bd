// ESLint 9 flat config: `npm run lint` (eslint .) at the repository root.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { boundaryElements, boundaryFiles, boundaryPolicies } from './lint/boundaries.js';
import { DEVIATION_FOLDERS, DEVIATION_GUARDS, libraryInternals } from './lint/library-internals.js';

const unusedVars = [
  'error',
  {
    argsIgnorePattern: '^_',
    varsIgnorePattern: '^_',
    caughtErrorsIgnorePattern: '^_',
    destructuredArrayIgnorePattern: '^_',
  },
];

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'schema/**',
      'client/src/gql/**',
      'client/src/admin/gql/**',
      'client/e2e/output/**',
      '.data/**',
      '**/.data/**',
      '**/coverage/**',
    ],
  },
  {
    files: ['server/src/**/*.ts', 'server/test/**/*.ts', 'server/bench/**/*.ts'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': unusedVars,
    },
  },
  {
    // The client: the app, its tests, the Chromium journeys and the build scripts.
    files: ['client/src/**/*.{ts,tsx}', 'client/e2e/**/*.ts', 'client/scripts/**/*.ts', 'client/build/**/*.ts', 'client/*.config.ts'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': unusedVars,
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    rules: {
      // A missing dependency is a stale-closure bug: fail, as for the compiler-backed rules.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Libraries through their public surface; their internals only in the deviation folders (lint/library-internals.js).
    files: ['server/**/*.ts', 'client/**/*.{ts,tsx}'],
    ignores: [...DEVIATION_FOLDERS, ...DEVIATION_GUARDS],
    rules: { 'no-restricted-imports': ['error', libraryInternals] },
  },
  {
    // The architecture's import boundaries (lint/boundaries.js says which and why).
    files: ['server/**/*.ts', 'client/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': boundaryElements,
      'boundaries/files': boundaryFiles,
      // Re-exports and import() are dependencies too (the e2e runner's was an import()).
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      // Resolves the server's `./x.js` specifiers to their .ts sources.
      'import/resolver': { typescript: { project: ['server/tsconfig.json', 'client/tsconfig.json'], noWarnOnMultipleProjects: true } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: boundaryPolicies }],
    },
  },
);
