/**
 * Statistics benchmark (issue 17): `npm run bench:stats` (DATABASE_URL: a PostgreSQL server; a
 * throwaway database is created on it and dropped at the end).
 *
 * 1. The cost of event logging on the request path: requests/s of GET /api/news (the portal as it
 *    runs, public cache on) without and with a page-view event emitted per request, as the
 *    page-view report does it (terminal parsed from the User-Agent, access method from the referrer,
 *    the event joining the log's next batch), in the same run.
 * 2. A statistics screen's query time over BENCH_EVENTS raw events (default 1,000,000; 10,000,000
 *    takes minutes on 2 cores) spread over 30 days: the roll-up's time, then the screens' queries
 *    (median of 5) on the roll-up, and the same count on the raw events for comparison.
 * 3. Late rows: a scheduled run after 10,000 events of those days arrived late (each day they reach
 *    is rolled up again), and the next run with nothing late (no old day read).
 */
import 'reflect-metadata';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { openDatabase, type Database } from '../src/database.js';
import { seedIfEmpty } from '../src/seeders/seed.js';
import { createServices } from '../src/services.js';
import { createApp, type App } from '../src/app.js';
import { rollUpDays } from '../src/modules/stats/rollup.js';
import { runStatsRollup } from '../src/modules/stats/stats-rollup.job.js';
import { statistics } from '../src/modules/stats/statistics.service.js';
import { StatGrouping } from '../src/modules/stats/statistics.inputs.js';
import { accessOf, terminalOf } from '../src/modules/stats/visit-source.js';
import { createThrowawayDatabase } from '../test/helpers/databases.js';
import { load, printTable, probe, type LoadOptions, type Row } from './load-runner.js';

const OPTIONS: LoadOptions = { durationSeconds: Number(process.env.BENCH_SECONDS) || 10, connections: 20 };
/** Raw events for part 2; 0 skips it. */
const EVENTS = process.env.BENCH_EVENTS === undefined ? 1_000_000 : Number(process.env.BENCH_EVENTS);
/** Rounds of (without, with): alternating evens out a shared machine's drift. */
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 3;
const DAYS = 30;
const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function median(run: () => Promise<unknown>, times = 5): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  return ms.sort((a, b) => a - b)[Math.floor(times / 2)];
}

async function main(): Promise<number> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL (a PostgreSQL server) is required');
  const dataDir = mkdtempSync(join(tmpdir(), 'lp-bench-stats-'));
  const throwaway = await createThrowawayDatabase(serverUrl, 'lp_bench');
  let database: Database | undefined;
  let portal: App | undefined;
  try {
    const config = loadConfig({ ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: throwaway.url, JWT_SECRET: '', LOG_LEVEL: 'warn' });
    const log = createLogger(config.logLevel);
    database = await openDatabase(config, log);
    await seedIfEmpty(database.orm, config, log);
    const services = createServices(config, log, database.orm);
    portal = await createApp(services);
    // The page-view event, emitted on the request path before the portal answers (when on).
    let emitting = false;
    const siteHosts = [new URL(config.publicUrl).hostname];
    portal.httpServer.prependListener('request', (req: IncomingMessage) => {
      if (!emitting || !req.url?.startsWith('/api/news')) return;
      services.events.emit({
        type: 'page.view',
        dims: {
          path: '/information/libraryNews',
          terminal: terminalOf(req.headers['user-agent']),
          access: accessOf(req.headers.referer, undefined, siteHosts),
        },
      });
    });
    await new Promise<void>((resolve) => portal!.httpServer.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(portal.httpServer.address() as AddressInfo).port}`;

    const news = {
      method: 'GET' as const,
      path: '/api/news?category=libraryNews&page=1&pageSize=10',
      headers: { 'user-agent': UA, referer: 'https://www.baidu.com/s?wd=x' },
    };
    const rows: Row[] = [];
    const { sql } = await probe(base, { name: 'probe', ...news });
    const count = async () => Number((await database!.orm.em.getConnection().execute(`select count(*) as n from usage_event`))[0].n);
    const before = await count();
    const totals = { without: 0, with: 0 };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const on of [false, true]) {
        emitting = on;
        const row = await load(base, { name: `round ${round}: /api/news${on ? ' + page-view event' : ', no event'}`, ...news }, sql, OPTIONS);
        totals[on ? 'with' : 'without'] += row.requestsPerSecond / ROUNDS;
        rows.push(row);
      }
    }
    emitting = false;
    await services.events.flush();
    printTable(rows, OPTIONS);
    console.log(
      `mean req/s: without ${totals.without.toFixed(0)}, with ${totals.with.toFixed(0)} (${((totals.with / totals.without - 1) * 100).toFixed(1)}%); events logged: ${(await count()) - before}`,
    );
    if (!EVENTS) return 0;

    // 2. Statistics over many raw events.
    const em = database.orm.em.fork();
    const conn = em.getConnection();
    const [{ first, last }] = await conn.execute<{ first: string; last: string }[]>(
      `select to_char(current_date - ${DAYS}, 'YYYY-MM-DD') as first, to_char(current_date - 1, 'YYYY-MM-DD') as last`,
    );
    let started = performance.now();
    await conn.execute(
      `insert into usage_event (id, type, at, reader_id, dims)
       select gen_random_uuid(), 'page.view',
              ('${first}'::timestamp at time zone 'Asia/Shanghai') + (i::float8 / ${EVENTS} * ${DAYS} * 86400) * interval '1 second',
              case when i % 3 = 0 then i % 5000 + 1 end,
              jsonb_build_object('path', '/index', 'terminal', (array['pc','mobile','tablet','app'])[i % 4 + 1],
                                 'access', (array['direct','search','internal','external','qr'])[i % 5 + 1])
       from generate_series(1, ${EVENTS}) i`,
    );
    console.log(`inserted ${EVENTS.toLocaleString('en')} raw events over ${DAYS} days in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await conn.execute('analyze usage_event');
    started = performance.now();
    await rollUpDays(em, first, last);
    console.log(`roll-up of the ${DAYS} days: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const range = { from: first, to: last };
    const screens: Array<[string, () => Promise<unknown>]> = [
      ['终端统计 (visits by terminal, 30 days)', () => statistics(em, { metric: 'visit', dimension: 'terminal', by: StatGrouping.KEY, ...range })],
      ['终端统计 trend (per day and terminal)', () => statistics(em, { metric: 'visit', dimension: 'terminal', by: StatGrouping.DAY, ...range })],
      ['时段统计 (by hour)', () => statistics(em, { metric: 'visit', dimension: 'hour', by: StatGrouping.KEY, limit: 24, ...range })],
      ['用户统计 (active readers per day)', () => statistics(em, { metric: 'reader.active', dimension: 'all', by: StatGrouping.DAY, ...range })],
      [
        'for comparison: the same terminal count on the raw events',
        () =>
          conn.execute(
            `select dims->>'terminal', count(*) from usage_event where type = 'page.view'
             and at >= '${first}'::timestamp at time zone 'Asia/Shanghai' and at < ('${last}'::date + 1)::timestamp at time zone 'Asia/Shanghai' group by 1`,
          ),
      ],
    ];
    for (const [name, run] of screens) console.log(`${name}: median ${(await median(run)).toFixed(1)} ms`);

    // 3. Late rows: a run after 10,000 events of the past days arrived late (a flushed backlog).
    // Settle first: the window's empty days before the synthetic month are backfilled, 31 a run.
    while ((await runStatsRollup(em, config.eventRetentionDays)).backfilled > 0);
    await conn.execute(
      `insert into usage_event (id, type, at, recorded_at, dims)
       select gen_random_uuid(), 'page.view', ('${first}'::timestamp at time zone 'Asia/Shanghai') + (i::float8 / 10000 * ${DAYS - 2} * 86400) * interval '1 second',
              now() - interval '1 minute', '{"path":"/","terminal":"pc","access":"direct"}'
       from generate_series(1, 10000) i`,
    );
    started = performance.now();
    const late = await runStatsRollup(em, config.eventRetentionDays);
    console.log(
      `run after 10,000 late events: ${late.late} days stale, ${late.backfilled} rolled up again in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    started = performance.now();
    const idle = await runStatsRollup(em, config.eventRetentionDays);
    console.log(`next run, nothing late: ${idle.backfilled} old days rolled up, ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } finally {
    await portal?.stop().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await throwaway.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('benchmark failed:', error);
    process.exit(1);
  },
);
