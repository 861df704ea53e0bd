import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
    css: false,
    // Vitest's default for a run is one worker fewer than the cores: one worker on a 2-core machine,
    // the files then one after another. Two: the main process is mostly idle once the files are
    // transformed.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker runs file after file in one module graph and one document: Chakra, Apollo, the router
    // and the app's modules load once per worker, not once per file. Isolated, the suite took 351 s
    // on a quiet 2-core machine (setup 88 s, environment 143 s of worker time); not isolated, 143 s.
    // Files leave nothing behind: setup.ts unmounts, clears storage and cookies and restores spies;
    // a test of first-use module state loads the modules anew (vi.resetModules, App.test.tsx).
    isolate: false,
    deps: {
      optimizer: {
        // Each test file runs in a fresh worker, which imported Chakra UI, Ark/Zag, emotion, Apollo and
        // the router from node_modules again: thousands of small ES modules, each resolved through its
        // package.json by Node (most of a file's "setup" time). Bundled once per run into a few files
        // (node_modules/.vite/vitest), each worker loads those instead.
        client: {
          enabled: true,
          include: [
            '@chakra-ui/react',
            '@chakra-ui/react/theme',
            '@chakra-ui/react/preset-base',
            '@emotion/react',
            '@emotion/cache',
            '@apollo/client',
            '@apollo/client/react',
            '@apollo/client/errors',
            '@apollo/client/utilities',
            '@apollo/client/link/error',
            'apollo-upload-client/UploadHttpLink.mjs',
            'rxjs',
            'react-router-dom',
            'react-icons/lu',
            '@testing-library/react',
            '@testing-library/user-event',
            '@testing-library/jest-dom/vitest',
          ],
          // One copy of each: react-dom is also imported by the libraries loaded as they are (Tiptap,
          // GraphiQL), graphql by msw and GraphiQL; bundled, they would be a second copy. (React itself
          // Vitest never bundles.) Listed one by one: a CommonJS require of a subpath is matched exactly.
          exclude: ['react-dom', 'react-dom/client', 'react-dom/test-utils', 'graphql'],
        },
      },
    },
  },
});
