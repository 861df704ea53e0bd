// ESLint 9 flat config: `npm run lint` (eslint .) at the repository root.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

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
      '**/node_modules/**',
      'schema/**',
      'client/src/gql/**',
      'client/src/admin/gql/**',
      'client/e2e/artifacts/**',
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
    // (eslint-plugin-react-hooks is not installed, so its rules are not on.)
    files: ['client/src/**/*.{ts,tsx}', 'client/e2e/**/*.ts', 'client/scripts/**/*.ts', 'client/*.config.ts'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': unusedVars,
    },
  },
);
