/**
 * Benchmarks in Chromium against the built portal (run once, by hand; not part of `npm run e2e`):
 * `cd client && npx playwright test -c e2e/bench/playwright.bench.config.ts`. The same portal and
 * fixtures as the journeys, with the files in this folder.
 */
import { defineConfig } from '@playwright/test';
import journeys from '../playwright.config';

// One worker and one portal: a benchmark runs alone.
export default defineConfig({
  ...journeys,
  projects: undefined,
  workers: 1,
  testDir: '.',
  testMatch: /\.bench\.ts$/,
  globalSetup: '../global-setup.ts',
  timeout: 600_000,
});
