/**
 * What request logging and metrics cost (issue 18): `npm run bench:observability` (DATABASE_URL set).
 * Two portals on one throwaway database, in this process: one with REQUEST_LOG off and no
 * METRICS_TOKEN (nothing logged or measured per request), one as a production would run it (a log
 * line per request at info, written to a file asynchronously, and metrics on). autocannon loads
 * /api/news from its own process, 10 s × 20 connections each, the bare portal first and again last
 * (the two bare runs bound the machine's drift); the table gives each row's ratio to the first.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { openDatabase, type Database } from '../src/database.js';
import { seedIfEmpty } from '../src/seeders/seed.js';
import { createServices } from '../src/services.js';
import { PublicCache } from '../src/core/http/public-cache.js';
import { createApp, type App } from '../src/app.js';
import { createThrowawayDatabase } from '../test/helpers/databases.js';
import { load, printTable, probe, type LoadOptions, type Row } from './load-runner.js';

const OPTIONS: LoadOptions = { durationSeconds: Number(process.env.BENCH_SECONDS) || 10, connections: 20 };
const PATH = '/api/news?category=libraryNews&page=1&pageSize=10';

async function main(): Promise<number> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('set DATABASE_URL to a PostgreSQL server (a throwaway database is made on it)');
  const dataDir = mkdtempSync(join(tmpdir(), 'lp-bench-obs-'));
  const throwaway = await createThrowawayDatabase(serverUrl, 'lp_bench');
  const apps: App[] = [];
  let database: Database | undefined;
  try {
    const base = { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: throwaway.url, JWT_SECRET: '' };
    const quiet = loadConfig({ ...base, LOG_LEVEL: 'warn', REQUEST_LOG: 'false', METRICS_TOKEN: '' });
    const observed = loadConfig({ ...base, LOG_LEVEL: 'info', REQUEST_LOG: 'true', METRICS_TOKEN: 'bench-metrics-token-0123456789' });
    const logFile = join(dataDir, 'requests.log');
    database = await openDatabase(quiet, createLogger('warn'));
    await seedIfEmpty(database.orm, quiet, createLogger('warn'), { content: true });
    const start = async (config: typeof quiet, log: ReturnType<typeof createLogger>) => {
      const services = createServices(config, log, database!.orm);
      // Every request reaches the handlers: the public answer cache would hide what is measured.
      services.publicCache = new PublicCache({ maxEntries: 0 }, log);
      const app = await createApp(services);
      apps.push(app);
      await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`;
    };
    const bare = await start(quiet, createLogger('warn'));
    const full = await start(observed, createLogger('info', pino.destination({ dest: logFile, sync: false })));
    const scenario = { name: '', method: 'GET' as const, path: PATH };
    const rows: Row[] = [];
    for (const [name, target] of [
      ['api/news: no request log, no metrics', bare],
      ['api/news: request log (info, to a file) and metrics', full],
      ['api/news: no request log, no metrics (again)', bare],
    ] as const) {
      const { sql } = await probe(target, { ...scenario, name });
      const row = await load(target, { ...scenario, name }, sql, OPTIONS);
      row.ofReference = rows.length ? row.requestsPerSecond / rows[0].requestsPerSecond : 1;
      rows.push(row);
    }
    printTable(rows, OPTIONS);
    return 0;
  } catch (error) {
    console.error('benchmark failed:', error);
    return 1;
  } finally {
    for (const app of apps) await app.stop().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await throwaway.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exit(await main());
