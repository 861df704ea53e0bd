/**
 * Before the journeys: the build (when stale) and one portal per worker (portal.ts), each on a
 * database of its own; their addresses go to the workers as E2E_PORTALS (settings.ts, workerPortal).
 * The function it answers is the teardown: it stops the portals and drops their databases, whether
 * the journeys passed or not.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { CHROMIUM, OUTPUT_DIR, type WorkerPortal } from './settings';
import { buildIfStale, startPortal } from './portal';

const log = (message: string) => console.log(`[e2e] ${message}`);

export default async function globalSetup(config: FullConfig): Promise<(() => Promise<void>) | void> {
  if (!existsSync(CHROMIUM)) {
    const message = `no Chromium at ${CHROMIUM} (apt-get install -y chromium)`;
    if (process.env.E2E === 'required') throw new Error(`e2e: ${message}, and E2E=required`);
    // The journeys skip themselves (fixtures.ts); there is nothing to start.
    log(`skipped — ${message}`);
    return;
  }
  if (process.env.E2E_SKIP_BUILD !== '1') buildIfStale(log);

  // Started side by side; should one fail, the others are stopped too.
  const started = Date.now();
  const starts = Array.from({ length: config.workers }, async (_, index) => {
    const logFile = join(OUTPUT_DIR, config.workers > 1 ? `portal-${index}.log` : 'portal.log');
    const portal = await startPortal({ databaseUrl: process.env.DATABASE_URL, logFile, logLevel: process.env.E2E_LOG_LEVEL });
    return { portal, logFile };
  });
  const settled = await Promise.allSettled(starts);
  const up = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = () => Promise.all(up.map(({ portal }) => portal.stop())).then(() => undefined);
  const failure = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  log(
    `${up.length} portal(s) up in ${((Date.now() - started) / 1000).toFixed(1)} s, one per worker (${process.env.DATABASE_URL ? 'each on a fresh database of the DATABASE_URL server' : 'embedded PostgreSQL'}): ${up.map(({ portal, logFile }) => `${portal.baseURL} (log: ${logFile})`).join(', ')}`,
  );
  process.env.E2E_PORTALS = JSON.stringify(
    up.map(({ portal, logFile }): WorkerPortal => ({ baseURL: portal.baseURL, log: logFile, dataDir: portal.dataDir })),
  );

  // Ctrl-C: Playwright runs the teardown too, but a second signal must not leave a database behind.
  const interrupted = () => void stop();
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  return async () => {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await stop();
  };
}
