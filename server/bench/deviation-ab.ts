/**
 * Paired A/B of deviations (docs/ARCHITECTURE.md §11): the portal as it is (A) beside the portal
 * with a deviation turned off (B, DEVIATIONS_OFF, src/core/patches/switches.ts), on one throwaway
 * database, public cache off in each (every request served). AB_OFF names what B turns off; several
 * B sides, separated by `;` (`fast-read;validation-memo`), are each paired with A in the same rounds.
 * Each round loads the news page, the book list and a book detail from every side in turn (the
 * order rotates from round to round), AB_SECONDS each (default 4) with 20 connections; AB_ROUNDS
 * rounds (default 5) after a warm-up round. Prints, per page and side, requests/s and the portal's
 * CPU per request (median, min–max), each B's ratio to A in every round and its median, and the
 * load average when it started and ended.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres AB_OFF=fast-read npm run bench:ab --workspace server
 */
import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { openDatabase } from '../src/database.js';
import { seedIfEmpty } from '../src/seeders/seed.js';
import { createThrowawayDatabase } from '../test/helpers/databases.js';
import { ensureNews } from './library-news.js';
import { load, probe, stopLoad, type Row, type Scenario } from './load-runner.js';

const OFF = process.env.AB_OFF ?? '';
const ROUNDS = Math.max(1, Number(process.env.AB_ROUNDS) || 5);
const SECONDS = Number(process.env.AB_SECONDS) || 4;
const ONLY = process.env.AB_ONLY ? new RegExp(process.env.AB_ONLY) : undefined;
const CONNECTIONS = 20;

interface Side {
  name: string;
  base: string;
  child: ChildProcess;
}

function startSide(name: string, databaseUrl: string, off: string): Promise<Side> {
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', join(import.meta.dirname, 'ab-portal.ts')], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: databaseUrl, DEVIATIONS_OFF: off },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`portal ${name} exited with ${code}`)));
    child.stdout.once('data', (chunk: Buffer) => resolve({ name, base: `http://127.0.0.1:${chunk.toString().trim()}`, child }));
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const spread = (values: number[], digits: number) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;
const load1 = () => loadavg()[0].toFixed(2);

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => {
    interrupted = true;
    stopLoad();
  });
}

async function main(): Promise<number> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error('DATABASE_URL is not set: the PostgreSQL server to make the throwaway database on');
    return 2;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'lp-ab-'));
  const throwaway = await createThrowawayDatabase(serverUrl, process.env.AB_DB_PREFIX || 'lp_ab');
  const sides: Side[] = [];
  try {
    const config = loadConfig({ ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: throwaway.url, JWT_SECRET: '', LOG_LEVEL: 'warn' });
    const log = createLogger(config.logLevel);
    const database = await openDatabase(config, log);
    let bookId: number;
    try {
      await seedIfEmpty(database.orm, config, log);
      await ensureNews(database, log);
      const [book] = await database.orm.em.getConnection().execute<{ id: number }[]>(
        `select r.id from resource r where r.kind = 'book' and r.enabled and r.on_shelf and r.published_at <= now() and r.permission = 'PUBLIC'
          order by (select count(*) from book_copy c where c.resource_id = r.id) desc, r.id limit 1`,
      );
      if (!book) throw new Error('no visible book to read');
      bookId = book.id;
    } finally {
      await database.close();
    }
    const offs = OFF.split(';').filter(Boolean);
    sides.push(await startSide('A', throwaway.url, ''));
    for (const off of offs) sides.push(await startSide(offs.length > 1 ? `B (${off} off)` : 'B', throwaway.url, off));
    const scenarios: Scenario[] = [
      { name: 'news page', method: 'GET', path: '/api/news?category=libraryNews&page=1&pageSize=10' },
      { name: 'book list', method: 'GET', path: '/api/book?page=1&pageSize=10' },
      { name: 'book detail', method: 'GET', path: `/api/resource/book/${bookId}` },
    ].filter((scenario) => !ONLY || ONLY.test(scenario.name)) as Scenario[];
    console.log(
      `A: every deviation on; B: DEVIATIONS_OFF=${offs.join(' / ')}; ${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections; load average ${load1()}`,
    );
    const sql = new Map<string, string>();
    for (const scenario of scenarios) {
      const answers: string[] = [];
      for (const side of sides) {
        const probed = await probe(side.base, scenario);
        sql.set(`${scenario.name} ${side.name}`, probed.sql);
        answers.push(JSON.stringify(probed.body, (key, value: unknown) => (key === 'views' ? undefined : value)));
      }
      // Every side must answer the same (a view count aside, which the probes themselves move): a deviation changes how, never what.
      const differing = answers.findIndex((answer) => answer !== answers[0]);
      if (differing > 0)
        throw new Error(`${scenario.name}: ${sides[differing].name} answers differently from A\nA ${answers[0]}\n  ${answers[differing]}`);
    }
    const results = new Map<string, Row[]>();
    for (let round = 0; round <= ROUNDS && !interrupted; round++) {
      for (const scenario of scenarios) {
        const order = [...sides.slice(round % sides.length), ...sides.slice(0, round % sides.length)];
        for (const side of order) {
          if (interrupted) break;
          const row = await load(
            side.base,
            scenario,
            sql.get(`${scenario.name} ${side.name}`)!,
            { durationSeconds: SECONDS, connections: CONNECTIONS },
            side.child.pid,
          );
          // Round 0 is the warm-up (the JIT, the pools, PostgreSQL's caches).
          if (round > 0) results.set(`${scenario.name} ${side.name}`, [...(results.get(`${scenario.name} ${side.name}`) ?? []), row]);
        }
      }
    }
    if (interrupted) return 130;
    console.log(`\nload average at the end ${load1()} (1 min), ${loadavg()[1].toFixed(2)} (5 min)`);
    const rps = (rows: Row[]) => rows.map((row) => row.requestsPerSecond);
    const cpu = (rows: Row[]) => rows.map((row) => row.cpuMsPerRequest ?? NaN);
    for (const scenario of scenarios) {
      const a = results.get(`${scenario.name} A`)!;
      console.log(
        `${scenario.name} (SQL/request ${sql.get(`${scenario.name} A`)}):\n  A req/s ${spread(rps(a), 0)}, CPU ms/request ${spread(cpu(a), 2)}`,
      );
      for (const side of sides.slice(1)) {
        const b = results.get(`${scenario.name} ${side.name}`)!;
        const ratios = a.map((row, i) => b[i].requestsPerSecond / row.requestsPerSecond);
        const cpuRatios = a.map((row, i) => (b[i].cpuMsPerRequest ?? NaN) / (row.cpuMsPerRequest ?? NaN));
        console.log(
          `  ${side.name} req/s ${spread(rps(b), 0)}, CPU ms/request ${spread(cpu(b), 2)} (SQL/request ${sql.get(`${scenario.name} ${side.name}`)})\n` +
            `    B/A req/s per round ${ratios.map((r) => r.toFixed(3)).join(' ')}; median ${median(ratios).toFixed(3)}\n` +
            `    B/A CPU per round ${cpuRatios.map((r) => r.toFixed(3)).join(' ')}; median ${median(cpuRatios).toFixed(3)}`,
        );
      }
    }
    return 0;
  } catch (error) {
    console.error('A/B failed:', error);
    return 1;
  } finally {
    for (const side of sides) side.child.kill('SIGTERM');
    await Promise.all(sides.map((side) => new Promise((resolve) => (side.child.exitCode !== null ? resolve(0) : side.child.once('exit', resolve)))));
    await throwaway.drop().catch((error: unknown) => console.error(`dropping ${throwaway.name}:`, error));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exit(await main());
