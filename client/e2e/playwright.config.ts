/**
 * The Chromium journeys (`npm run e2e`): Playwright Test drives the machine's /usr/bin/chromium
 * (no browser download). The global setup builds the portal when stale and starts one per worker,
 * each on a throwaway database (portal.ts); one spec file per journey in specs/.
 *
 * Settings: E2E=required (no Chromium fails the run instead of skipping it), E2E_SKIP_BUILD=1,
 * E2E_WORKERS (default 1), E2E_STEP_TIMEOUT (ms, default 15000), E2E_LOG_LEVEL (the portal's,
 * default warn), E2E_CHROMIUM, E2E_NGINX.
 */
import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { CHROMIUM, OUTPUT_DIR, STEP_TIMEOUT, WORKERS } from './settings';

const root = process.getuid?.() === 0;

export default defineConfig({
  testDir: 'specs',
  globalSetup: './global-setup.ts',
  outputDir: join(OUTPUT_DIR, 'results'),
  // Each worker has a portal and a database of its own (global-setup.ts): the journeys of one never see another's data.
  workers: WORKERS,
  timeout: 180_000,
  expect: { timeout: STEP_TIMEOUT },
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // With two workers, Lighthouse runs alone after the rest (with a journey on the other core, its
  // performance score drops); a failed journey then leaves it unrun. One worker runs it in its turn.
  projects:
    WORKERS > 1
      ? [
          { name: 'journeys', testIgnore: /l-lighthouse\.spec\.ts$/ },
          { name: 'lighthouse', testMatch: /l-lighthouse\.spec\.ts$/, dependencies: ['journeys'] },
        ]
      : undefined,
  use: {
    browserName: 'chromium',
    // baseURL: the worker's own portal (fixtures.ts).
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    actionTimeout: STEP_TIMEOUT,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      // Playwright adds --no-sandbox without it; the sandbox cannot start as root.
      chromiumSandbox: !root,
      args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
});
