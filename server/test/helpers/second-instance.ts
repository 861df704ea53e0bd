import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/database.js';
import { createLogger } from '../../src/logger.js';
import { createServices } from '../../src/services.js';
import { ADMIN_PASSWORD, type Data } from './test-portal.js';

/**
 * A second portal on the same database, in this process (its own ORM, services, listener and HTTP
 * server), as a second instance runs: what one instance tells the others (core/db/pg-notices.ts).
 */
export async function startSecondInstance(databaseUrl: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lp-second-instance-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    AUTH_CAPTCHA: 'off',
    JOB_WORKERS: '0',
    BACKUP_CRON: 'off',
    SSR: 'off',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const log = createLogger('silent');
  const db: Database = await openDatabase(config, log);
  const app: App = await createApp(createServices(config, log, db.orm));
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`;
  const gql = async (query: string, variables: Record<string, unknown> = {}, token?: string) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, ...((await res.json()) as { data?: Data; errors?: Array<{ message: string; extensions?: Data }> }) };
  };
  return {
    url,
    gql,
    async close() {
      await new Promise((resolve) => app.httpServer.close(resolve));
      await app.stop();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
