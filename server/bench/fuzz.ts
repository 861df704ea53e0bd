/**
 * `npm run fuzz [-- --seed N --runs K]`: the fuzzing drill of issue 18 at length. The CI test
 * (test/integration/fuzz.int.test.ts) sends one generated case per field, row and role from a fixed
 * seed; this sends K per field and role (default 20) from any seed (default: random, printed), on a
 * throwaway database (created on the DATABASE_URL server and dropped afterwards) with the demo
 * catalogue. Prints tried / 2xx / refused / 5xx / leaks and the first failures; exit 1 on any.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { openDatabase, type Database } from '../src/database.js';
import { seedIfEmpty } from '../src/seeders/seed.js';
import { createServices } from '../src/services.js';
import { createApp, type App } from '../src/app.js';
import { REST_ROUTES } from '../src/rest/table.js';
import { getSchema } from '../src/schema.js';
import { createThrowawayDatabase } from '../test/helpers/databases.js';
import { countAnswer, emptyTally, fuzzedFields, operationArbitrary, restArbitrary } from '../test/helpers/fuzz.js';

const { values } = parseArgs({ options: { seed: { type: 'string' }, runs: { type: 'string', default: '20' } } });
const seed = values.seed ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
const runs = Math.max(1, Number(values.runs));

async function send(base: string, method: string, path: string, token: string | undefined, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  }).catch(() => undefined);
  if (!res) return { status: 0, body: undefined };
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: res.status, body: text as unknown };
  }
}

async function main(): Promise<number> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error('DATABASE_URL is not set: the fuzz run creates (and drops) its own database on that PostgreSQL server');
    return 2;
  }
  const throwaway = await createThrowawayDatabase(serverUrl, 'lp_fuzz');
  const dataDir = mkdtempSync(join(tmpdir(), 'lp-fuzz-'));
  let database: Database | undefined;
  let portal: App | undefined;
  try {
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: throwaway.url,
      PORT: '0',
      DATA_DIR: dataDir,
      JWT_SECRET: '',
      LOG_LEVEL: 'silent',
      AUTH_CAPTCHA: 'off',
    });
    const log = createLogger(config.logLevel);
    database = await openDatabase(config, log);
    await seedIfEmpty(database.orm, config, log);
    const services = createServices(config, log, database.orm);
    portal = await createApp(services);
    await new Promise<void>((resolve) => portal!.httpServer.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(portal.httpServer.address() as AddressInfo).port}`;
    const sql = database.orm.em.getConnection();
    const [adminRow] = await sql.execute<Array<{ id: number; token_version: number }>>(
      'select id, token_version from admin_user order by id limit 1',
    );
    const [readerRow] = await sql.execute<Array<{ id: number; token_version: number }>>('select id, token_version from reader order by id limit 1');
    const roles: Array<[string, string | undefined]> = [
      ['guest', undefined],
      ['reader', (await services.tokens.sign({ subject: readerRow.id, audience: 'reader', version: readerRow.token_version, loginType: 2 })).token],
      ['admin', (await services.tokens.sign({ subject: adminRow.id, audience: 'admin', version: adminRow.token_version })).token],
    ];

    const started = Date.now();
    const graph = emptyTally();
    let n = 0;
    for (const operation of fuzzedFields(await getSchema())) {
      for (const [i, { query, variables }] of fc
        .sample(operationArbitrary(operation), { seed: seed + n++, numRuns: runs * roles.length })
        .entries()) {
        const [role, token] = roles[i % roles.length];
        const answer = await send(base, 'POST', '/graphql', token, { query, variables });
        countAnswer(graph, `${role} ${operation.field.name} ${JSON.stringify(variables).slice(0, 200)}`, answer.status, answer.body);
      }
    }
    const rest = emptyTally();
    for (const route of REST_ROUTES) {
      for (const [i, request] of fc.sample(restArbitrary(route), { seed: seed + n++, numRuns: runs * roles.length }).entries()) {
        const [role, token] = roles[i % roles.length];
        const answer = await send(base, request.method, request.path, token, request.body);
        countAnswer(rest, `${role} ${request.method} ${request.path.slice(0, 150)}`, answer.status, answer.body);
      }
    }
    console.log(`\nfuzz run: seed ${seed}, ${runs} case(s) per field/row and role, ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
    console.log('| part | tried | 2xx | refused | 5xx | leaks |');
    console.log('|---|---|---|---|---|---|');
    for (const [part, t] of [
      ['GraphQL root fields', graph],
      ['REST rows', rest],
    ] as const) {
      console.log(`| ${part} | ${t.tried} | ${t.ok} | ${t.refused} | ${t.fiveHundreds} | ${t.leaks} |`);
      for (const failure of t.failures) console.log(`  ${failure}`);
    }
    return graph.failures.length || rest.failures.length ? 1 : 0;
  } finally {
    await portal?.stop().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await throwaway.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
