import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // One graphql copy inside vitest (STACK.md: "Cannot use GraphQLObjectType from another realm").
    alias: { graphql: 'graphql/index.js' },
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own portal on its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
