import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ormOptions } from '../../src/orm.config.js';
import { enqueueJob, JobQueue, type JobDefinition } from '../../src/core/jobs/job-queue.js';
import { createThrowawayDatabase } from '../helpers/databases.js';

interface JobRow {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  data: Record<string, unknown>;
  output: unknown;
  retry_count: number;
  singleton_key: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const FAST = { concurrency: 2, pollMs: 500 };

describe('job queue (pg-boss)', () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let orm: MikroORM;
  /** A second connection pool: another server process, as far as the queue can tell. */
  let otherOrm: MikroORM;
  const queues: JobQueue[] = [];

  const sql = <T = JobRow>(query: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(query, params);
  const jobs = (name: string) => sql(`select * from pgboss.job where name = ? order by created_on, id`, [name]);
  const queue = (on: MikroORM, ...definitions: JobDefinition<never>[]) => {
    const q = new JobQueue(on, { scheduleCheckSeconds: 1 });
    for (const definition of definitions) q.define(definition);
    queues.push(q);
    return q;
  };
  /** Polls until every job of the queue has settled (completed or failed). */
  const settled = async (name: string, count: number, timeoutMs = 15_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const rows = await jobs(name);
      if (rows.length >= count && rows.every((r) => r.state === 'completed' || r.state === 'failed')) return rows;
      if (Date.now() > until) throw new Error(`jobs still unsettled: ${JSON.stringify(rows.map((r) => [r.state, r.retry_count]))}`);
      await sleep(100);
    }
  };

  beforeAll(async () => {
    database = await createThrowawayDatabase(inject('postgresUrl'), 'lp_test', { template: inject('templates').migrated });
    orm = await MikroORM.init(ormOptions(database.url));
    await orm.getMigrator().up();
    otherOrm = await MikroORM.init(ormOptions(database.url));
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop({ graceMs: 1000 })));
  });
  afterAll(async () => {
    await otherOrm?.close(true);
    await orm?.close(true);
    await database?.drop();
  });

  it('enqueues inside the caller’s transaction: nothing if it rolls back, visible only after commit', async () => {
    await queue(orm, { name: 'test.noop', handler: () => null }).start({ concurrency: 0, pollMs: 500 });
    await expect(
      orm.em.fork().transactional(async (em) => {
        await enqueueJob(em, 'test.noop', { n: 1 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobs('test.noop')).toEqual([]);

    await orm.em.fork().transactional(async (em) => {
      expect(await enqueueJob(em, 'test.noop', { n: 2 })).toMatch(/^[0-9a-f-]{36}$/);
      // Another connection does not see it before the commit.
      expect(await otherOrm.em.getConnection().execute(`select id from pgboss.job where name = 'test.noop'`)).toEqual([]);
    });
    expect(await jobs('test.noop')).toMatchObject([{ state: 'created', data: { n: 2 } }]);
  });

  it('refuses to queue on a database whose queue is not started', async () => {
    expect(() => enqueueJob(otherOrm.em.fork(), 'test.noop', {})).toThrow('not started');
  });

  it('runs a job once and keeps its result; retries a failing one, then fails it for good', async () => {
    const attempts: Array<[number, number]> = [];
    let flaky = 0;
    const q = queue(
      orm,
      { name: 'test.square', handler: (payload: { n: number }) => ({ square: payload.n * payload.n }) },
      {
        name: 'test.broken',
        maxAttempts: 3,
        retryDelaySeconds: 0,
        handler: (_payload, { job }) => {
          attempts.push([job.attempt, job.maxAttempts]);
          throw new Error('书目服务器无响应');
        },
      },
      {
        name: 'test.flaky',
        retryDelaySeconds: 0,
        handler: () => {
          flaky += 1;
          if (flaky === 1) throw new Error('first time fails');
          return { ok: true };
        },
      },
    );
    await q.start(FAST);
    const em = orm.em.fork();
    await enqueueJob(em, 'test.square', { n: 7 });
    await enqueueJob(em, 'test.broken', {});
    await enqueueJob(em, 'test.flaky', {});

    expect(await settled('test.square', 1)).toMatchObject([{ state: 'completed', output: { square: 49 }, retry_count: 0 }]);
    const [broken] = await settled('test.broken', 1);
    expect(attempts).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(broken).toMatchObject({ state: 'failed', retry_count: 2, output: { message: '书目服务器无响应' } });
    expect(await settled('test.flaky', 1)).toMatchObject([{ state: 'completed', retry_count: 1, output: { ok: true } }]);
  });

  it('waits for the retry delay before the next attempt', async () => {
    let runs = 0;
    const q = queue(orm, {
      name: 'test.later',
      retryDelaySeconds: 60,
      handler: () => {
        runs += 1;
        throw new Error('not yet');
      },
    });
    await q.start(FAST);
    await enqueueJob(orm.em.fork(), 'test.later', {});
    for (let i = 0; i < 100 && (await jobs('test.later'))[0].state !== 'retry'; i++) await sleep(50);
    await sleep(1200);
    expect(runs).toBe(1);
    const [{ delay }] = await sql<{ delay: number }>(
      `select extract(epoch from start_after - now()) as delay from pgboss.job where name = 'test.later'`,
    );
    // Backoff with jitter: between half and the whole of the delay.
    expect(Number(delay)).toBeGreaterThan(25);
  });

  it('never runs a job twice, with two processes taking from the same queue', async () => {
    const runs = new Map<number, number>();
    const byQueue = [0, 0];
    const definition = (which: number): JobDefinition<{ i: number }> => ({
      name: 'test.count',
      handler: async ({ i }) => {
        runs.set(i, (runs.get(i) ?? 0) + 1);
        byQueue[which] += 1;
        await sleep(50 + (i % 4) * 50);
        return { i };
      },
    });
    const a = queue(orm, definition(0) as JobDefinition<never>);
    const b = queue(otherOrm, definition(1) as JobDefinition<never>);
    await a.start({ concurrency: 3, pollMs: 500 });
    await orm.em.fork().transactional(async (em) => {
      for (let i = 0; i < 20; i++) await enqueueJob(em, 'test.count', { i });
    });
    await b.start({ concurrency: 3, pollMs: 500 });

    const rows = await settled('test.count', 20);
    expect(rows.every((r) => r.state === 'completed' && r.retry_count === 0)).toBe(true);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual([...Array(20).keys()]);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(byQueue[0]).toBeGreaterThan(0);
    expect(byQueue[1]).toBeGreaterThan(0);
  });

  it('keeps one queued or running job per singleton key on an exclusive queue', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const q = queue(orm, {
      name: 'test.exclusive',
      policy: 'exclusive',
      handler: async () => {
        runs += 1;
        await gate;
        return null;
      },
    });
    await q.start(FAST);
    const em = orm.em.fork();
    expect(await enqueueJob(em, 'test.exclusive', { v: 1 }, { singletonKey: 'item-1' })).not.toBeNull();
    expect(await enqueueJob(em, 'test.exclusive', { v: 2 }, { singletonKey: 'item-1' })).toBeNull();
    expect(await enqueueJob(em, 'test.exclusive', { v: 3 }, { singletonKey: 'item-2' })).not.toBeNull();
    for (let i = 0; i < 100 && runs < 2; i++) await sleep(50);
    // Running, it still holds its key.
    expect(await enqueueJob(em, 'test.exclusive', { v: 4 }, { singletonKey: 'item-1' })).toBeNull();
    release();
    await settled('test.exclusive', 2);
    expect(runs).toBe(2);
    expect(await enqueueJob(em, 'test.exclusive', { v: 5 }, { singletonKey: 'item-1' })).not.toBeNull();
  });

  it('calls onExhausted once the last attempt has failed', async () => {
    const exhausted: unknown[] = [];
    const q = queue(orm, {
      name: 'test.exhausted',
      maxAttempts: 2,
      retryDelaySeconds: 0,
      handler: () => {
        throw new Error('always');
      },
      onExhausted: async (payload) => {
        exhausted.push(payload);
      },
    });
    await q.start(FAST);
    await enqueueJob(orm.em.fork(), 'test.exhausted', { runId: 9 });
    for (let i = 0; i < 100 && !exhausted.length; i++) await sleep(100);
    expect(exhausted).toEqual([{ runId: 9 }]);
    expect(await jobs('test.exhausted')).toMatchObject([{ state: 'failed', retry_count: 1 }]);
  });

  it('fires a schedule once per minute across two processes', async () => {
    let runs = 0;
    const definition = (): JobDefinition<never> => ({ name: 'test.cron', schedule: '* * * * *', handler: () => ({ run: ++runs }) });
    await Promise.all([queue(orm, definition()).start(FAST), queue(otherOrm, definition()).start(FAST)]);
    // Each process evaluates the schedule as it starts; the occurrence of this minute is sent once.
    await settled('test.cron', 1);
    await sleep(1500);
    const rows = await sql<{ minute: string; n: number }>(
      `select date_trunc('minute', created_on)::text as minute, count(*)::int as n from pgboss.job where name = 'test.cron' group by 1`,
    );
    expect(rows.every((r) => r.n === 1)).toBe(true);
    expect(runs).toBe(rows.length);
  });

  it('reads a schedule in its time zone (the backup schedule: on the library clock, not UTC)', async () => {
    const handler = () => ({});
    await queue(
      orm,
      { name: 'test.cron.library', schedule: '30 2 * * *', scheduleTimeZone: 'Asia/Shanghai', handler },
      { name: 'test.cron.utc', schedule: '30 2 * * *', handler },
    ).start(FAST);
    const rows = await sql<{ name: string; cron: string; timezone: string }>(
      `select name, cron, timezone from pgboss.schedule where name like 'test.cron.%' order by name`,
    );
    expect(rows).toEqual([
      { name: 'test.cron.library', cron: '30 2 * * *', timezone: 'Asia/Shanghai' },
      { name: 'test.cron.utc', cron: '30 2 * * *', timezone: 'UTC' },
    ]);
  });

  it('stops gracefully: waits for a running handler, and fails (for a retry) one that outlives the grace period', async () => {
    let finished = false;
    const q = queue(
      orm,
      {
        name: 'test.slow',
        handler: async () => {
          await sleep(300);
          finished = true;
          return { slow: true };
        },
      },
      {
        name: 'test.endless',
        handler: (_payload, { signal }) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      },
    );
    await q.start(FAST);
    await enqueueJob(orm.em.fork(), 'test.slow', {});
    for (let i = 0; i < 100 && (await jobs('test.slow'))[0].state !== 'active'; i++) await sleep(50);
    await q.stop({ graceMs: 5000 });
    expect(finished).toBe(true);
    expect((await jobs('test.slow'))[0]).toMatchObject({ state: 'completed', output: { slow: true } });

    const again = queue(orm, {
      name: 'test.endless',
      handler: (_payload, { signal }) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    });
    await again.start(FAST);
    await enqueueJob(orm.em.fork(), 'test.endless', {});
    for (let i = 0; i < 100 && (await jobs('test.endless'))[0].state !== 'active'; i++) await sleep(50);
    const stopping = Date.now();
    await again.stop({ graceMs: 1000 });
    expect(Date.now() - stopping).toBeLessThan(4000);
    // Back in the queue for its next attempt (the count goes up when it is claimed again).
    expect((await jobs('test.endless'))[0]).toMatchObject({ state: 'retry', output: { value: 'pg-boss shut down while active' } });
  });
});
