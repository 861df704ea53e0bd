import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { ormOptions } from '../../src/orm.config.js';
import { createLogger } from '../../src/logger.js';
import { AUTH_SWEEP_JOB } from '../../src/modules/auth/auth-sweep.job.js';
import { seedIfEmpty } from '../../src/seeders/seed.js';
import { createThrowawayDatabase } from '../helpers/databases.js';
import { startPortalProcess, type PortalProcess } from '../helpers/portal-process.js';

const SEND_SMS = 'mutation($input: SmsCodeInput!) { sendSmsCode(input: $input) { resendAfter } }';

/**
 * Two real portal processes (src/main.ts) on one database, as two instances behind a load
 * balancer would run: limits and schedules must hold across them, not per process.
 */
describe('two portal processes sharing one database', () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let orm: MikroORM;
  let seedDir: string;
  let portals: PortalProcess[] = [];
  const sql = <T>(query: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    database = await createThrowawayDatabase(inject('postgresUrl'), 'lp_test', { template: inject('templates').migrated });
    // Migrated and seeded here first, so the two processes do not race to do it.
    seedDir = mkdtempSync(join(tmpdir(), 'lp-two-'));
    orm = await MikroORM.init(ormOptions(database.url));
    await orm.getMigrator().up();
    await seedIfEmpty(orm, loadConfig({ NODE_ENV: 'test', DATA_DIR: seedDir, DATABASE_URL: database.url }), createLogger('silent'), {
      content: false,
    });
    // Two codes long expired, one still live: the sweep deletes the first two.
    await sql(`insert into auth_code (key, kind, subject, code_hash, attempts, expires_at, created_at) values
      ('old-1', 'sms', '13800000001', 'x', 0, now() - interval '1 hour', now() - interval '65 minutes'),
      ('old-2', 'captcha', '', 'x', 0, now() - interval '1 minute', now() - interval '6 minutes'),
      ('live', 'sms', '13800000002', 'x', 0, now() + interval '4 minutes', now())`);
    const env = { DATABASE_URL: database.url, AUTH_CAPTCHA: 'off', JWT_SECRET: 'a-secret-shared-by-both-instances-of-this-test', LOG_LEVEL: 'warn' };
    portals = await Promise.all([startPortalProcess(env, 120_000), startPortalProcess(env, 120_000)]);
    // Generous for a loaded machine: each process compiles the server on start (≈5 s idle, 15–40 s under load).
  }, 150_000);

  afterAll(async () => {
    const codes = await Promise.all(portals.map((portal) => portal.stop()));
    // A clean shutdown: SIGTERM stops the jobs, the server and the database pool, then exits 0.
    expect(codes).toEqual([0, 0]);
    await orm?.close(true);
    await database?.drop();
    rmSync(seedDir, { recursive: true, force: true });
  }, 60_000);

  const gql = async (portal: PortalProcess, query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${portal.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
  };

  it('holds the SMS limit (one a minute per phone) across the instances', async () => {
    const [a, b] = portals;
    expect((await gql(a, SEND_SMS, { input: { phone: '13912345678' } })).errors).toBeUndefined();
    const again = await gql(b, SEND_SMS, { input: { phone: '13912345678' } });
    expect(again.errors?.[0]).toMatchObject({ message: '验证码发送过于频繁，请1分钟后再试', extensions: { code: 'TOO_MANY_REQUESTS', status: 429 } });
    const rest = await fetch(`${b.url}/api/user/sms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13912345678' }),
    });
    expect(rest.status).toBe(429);
    // The other instance is not simply refusing: another phone gets its code there.
    expect((await gql(b, SEND_SMS, { input: { phone: '13912345679' } })).errors).toBeUndefined();
    // One code was issued for the first phone, by either instance.
    const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from auth_code where subject = '13912345678'`);
    expect(n).toBe(1);
  });

  it('runs the scheduled sweep exactly once per minute, whichever instance takes it', async () => {
    // pg-boss files each occurrence of a schedule under its minute ("slot") in its internal send-it
    // queue, then sends the job: one sweep job per slot means no instance sent an occurrence twice.
    const slots = async () =>
      (
        await sql<{ slot: string }>(
          `select distinct data->>'slot' as slot from pgboss.job where name = '__pgboss__send-it' and data->>'name' = ? order by 1`,
          [AUTH_SWEEP_JOB],
        )
      ).map((row) => row.slot);
    const sweeps = () =>
      sql<{ created: string; state: string }>(`select created_on::text as created, state from pgboss.job where name = ? order by created_on`, [
        AUTH_SWEEP_JOB,
      ]);
    // Wait for two minutes' sweeps (the one the processes started in, and the next), all done.
    const until = Date.now() + 85_000;
    let seen = { slots: [] as string[], sweeps: [] as Array<{ created: string; state: string }> };
    while (Date.now() < until) {
      seen = { slots: await slots(), sweeps: await sweeps() };
      if (seen.slots.length >= 2 && seen.sweeps.length >= seen.slots.length && seen.sweeps.every((job) => job.state === 'completed')) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    console.info('auth.sweep:', JSON.stringify(seen));
    expect(seen.slots.length).toBeGreaterThanOrEqual(2);
    expect(seen.sweeps).toHaveLength(seen.slots.length);
    expect(seen.sweeps.every((job) => job.state === 'completed')).toBe(true);
    // Its effect: expired codes gone, the live one kept.
    const keys = (await sql<{ key: string }>(`select key from auth_code where key in ('old-1', 'old-2', 'live')`)).map((row) => row.key);
    expect(keys).toEqual(['live']);
  }, 90_000);
});
