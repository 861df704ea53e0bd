/**
 * Before the journeys: the build (when stale) and one portal for all of them (portal.ts); its
 * address goes to the workers as E2E_BASE_URL. The function it answers is the teardown: it stops
 * the portal and drops its database, whether the journeys passed or not.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { CHROMIUM, OUTPUT_DIR } from './settings';
import { buildIfStale, startPortal } from './portal';

const log = (message: string) => console.log(`[e2e] ${message}`);

export default async function globalSetup(_config: FullConfig): Promise<(() => Promise<void>) | void> {
  if (!existsSync(CHROMIUM)) {
    const message = `no Chromium at ${CHROMIUM} (apt-get install -y chromium)`;
    if (process.env.E2E === 'required') throw new Error(`e2e: ${message}, and E2E=required`);
    // The journeys skip themselves (fixtures.ts); there is nothing to start.
    log(`skipped — ${message}`);
    return;
  }
  if (process.env.E2E_SKIP_BUILD !== '1') buildIfStale(log);

  const logFile = join(OUTPUT_DIR, 'portal.log');
  const started = Date.now();
  const portal = await startPortal({ databaseUrl: process.env.DATABASE_URL, logFile, logLevel: process.env.E2E_LOG_LEVEL });
  log(
    `portal up at ${portal.baseURL} in ${((Date.now() - started) / 1000).toFixed(1)} s (${process.env.DATABASE_URL ? 'a fresh database on the DATABASE_URL server' : 'embedded PostgreSQL'}; log: ${logFile})`,
  );
  process.env.E2E_BASE_URL = portal.baseURL;
  process.env.E2E_PORTAL_LOG = logFile;
  process.env.E2E_DATA_DIR = portal.dataDir;

  // Ctrl-C: Playwright runs the teardown too, but a second signal must not leave a database behind.
  const interrupted = () => void portal.stop();
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  return async () => {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await portal.stop();
  };
}
