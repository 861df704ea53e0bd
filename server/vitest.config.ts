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
    // A worker runs file after file in one module graph: the server's modules (MikroORM, Apollo, the
    // schema) load once per worker, not once per file. Isolated, loading took 558 s of the 2,000
    // worker-seconds of CI's run; paired on 12 integration files (one run each, load 17-20), not
    // isolated took 0.69x the CPU and 0.86x the wall time. Files restore what they change
    // (spies, fake timers, process.env) and close their portals.
    isolate: false,
  },
});
