/**
 * The Chromium journeys (`npm run e2e`): Playwright Test drives the machine's /usr/bin/chromium
 * (no browser download). The global setup builds the portal when stale and starts it on a
 * throwaway database (portal.ts); one spec file per journey in specs/.
 *
 * Settings: E2E=required (no Chromium fails the run instead of skipping it), E2E_SKIP_BUILD=1,
 * E2E_STEP_TIMEOUT (ms, default 15000), E2E_LOG_LEVEL (the portal's, default warn), E2E_CHROMIUM, E2E_NGINX.
 */
import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { CHROMIUM, OUTPUT_DIR, STEP_TIMEOUT } from './settings';

const root = process.getuid?.() === 0;

export default defineConfig({
  testDir: 'specs',
  globalSetup: './global-setup.ts',
  outputDir: join(OUTPUT_DIR, 'results'),
  // One portal serves every journey; on 2 cores a second worker gains little and the journeys share its data.
  workers: 1,
  timeout: 180_000,
  expect: { timeout: STEP_TIMEOUT },
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    // Set by the global setup before the workers start (they read this file again).
    baseURL: process.env.E2E_BASE_URL,
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
