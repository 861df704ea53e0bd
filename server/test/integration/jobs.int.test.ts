import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ormOptions } from '../../src/core/db/orm.config.js';
import { JobQueue } from '../../src/core/jobs/job-queue.js';
import { JobState } from '../../src/core/jobs/job.entity.js';
import { createThrowawayDatabase } from '../helpers/databases.js';

interface JobRow {
  id: number;
  type: string;
  state: JobState;
  progress: number;
  message: string | null;
  result: unknown;
  error: string | null;
  attempts: number;
  finished_at: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job queue', () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let orm: MikroORM;
  /** A second connection pool: another server process, as far as the queue can tell. */
  let otherOrm: MikroORM;
  const queues: JobQueue[] = [];

  const sql = <T = JobRow>(query: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(query, params);
  const jobs = () => sql('select * from job order by id');
  const queue = (on = orm, options: ConstructorParameters<typeof JobQueue>[1] = {}) => {
    const q = new JobQueue(on, { retryDelayMs: 20, ...options });
    queues.push(q);
    return q;
  };
  /** Polls until every job has finished (done or failed). */
  const allFinished = async (timeoutMs = 10_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const rows = await jobs();
      if (rows.length && rows.every((r) => r.state === JobState.done || r.state === JobState.failed)) return rows;
      if (Date.now() > until) throw new Error(`jobs still unfinished: ${JSON.stringify(rows.map((r) => [r.id, r.state]))}`);
      await sleep(25);
    }
  };

  beforeAll(async () => {
    database = await createThrowawayDatabase(inject('postgresUrl'));
    orm = await MikroORM.init(ormOptions(database.url));
    await orm.getMigrator().up();
    otherOrm = await MikroORM.init(ormOptions(database.url));
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
    await sql('delete from job');
  });
  afterAll(async () => {
    await otherOrm?.close(true);
    await orm?.close(true);
    await database?.drop();
  });

  it('enqueues inside the caller’s transaction: nothing if it rolls back, visible only after commit', async () => {
    await expect(
      orm.em.fork().transactional(async (em) => {
        await queue().enqueue(em, 'test.noop', { n: 1 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobs()).toEqual([]);

    await orm.em.fork().transactional(async (em) => {
      const job = await queue().enqueue(em, 'test.noop', { n: 2 }, { maxAttempts: 5 });
      expect(job).toMatchObject({ type: 'test.noop', payload: { n: 2 }, state: JobState.queued, maxAttempts: 5, attempts: 0 });
      expect(job.id).toBeGreaterThan(0);
      expect(job.runAt).toBeInstanceOf(Date);
      expect(job.lockedAt).toBeNull();
      // Another connection does not see it before the commit.
      expect(await otherOrm.em.getConnection().execute('select id from job')).toEqual([]);
    });
    expect(await jobs()).toMatchObject([{ type: 'test.noop', state: JobState.queued }]);
  });

  it('stores a handler’s result and the progress it reports', async () => {
    const q = queue();
    const seen: Array<Pick<JobRow, 'state' | 'progress' | 'message'>> = [];
    q.registerHandler<{ n: number }>('test.square', async (payload, { reportProgress, job }) => {
      await reportProgress(40, '正在计算');
      // Progress is written at once, outside any transaction: other processes see it while the job runs.
      const [row] = await otherOrm.em.getConnection().execute<JobRow[]>('select state, progress, message from job where id = ?', [job.id]);
      seen.push({ state: row.state, progress: row.progress, message: row.message });
      void reportProgress(80);
      return { square: payload.n * payload.n };
    });
    await q.enqueue(orm.em.fork(), 'test.square', { n: 7 });
    await q.start({ pollMs: 20 });

    const [job] = await allFinished();
    expect(seen).toEqual([{ state: JobState.running, progress: 40, message: '正在计算' }]);
    expect(job).toMatchObject({ state: JobState.done, progress: 100, result: { square: 49 }, error: null, attempts: 1, message: '正在计算' });
    expect(job.finished_at).not.toBeNull();
  });

  it('retries a failing handler with backoff, then marks the job failed with its message', async () => {
    const q = queue();
    const attempts: number[] = [];
    q.registerHandler('test.broken', (_payload, { job }) => {
      attempts.push(job.attempt);
      throw new Error('书目服务器无响应');
    });
    let flaky = 0;
    q.registerHandler('test.flaky', () => {
      flaky += 1;
      if (flaky === 1) throw new Error('first time fails');
      return 'ok';
    });
    await q.enqueue(orm.em.fork(), 'test.broken', null);
    await q.enqueue(orm.em.fork(), 'test.flaky', null);
    await q.start({ pollMs: 10 });

    const [broken, flakyJob] = await allFinished();
    expect(attempts).toEqual([1, 2, 3]);
    expect(broken).toMatchObject({ state: JobState.failed, attempts: 3, error: '书目服务器无响应' });
    expect(broken.finished_at).not.toBeNull();
    expect(flakyJob).toMatchObject({ state: JobState.done, attempts: 2, result: 'ok', error: null });
  });

  it('waits for the retry delay before the next attempt', async () => {
    const q = queue(orm, { retryDelayMs: 60_000 });
    q.registerHandler('test.later', () => {
      throw new Error('not yet');
    });
    await q.enqueue(orm.em.fork(), 'test.later', null);
    await q.start({ pollMs: 10 });
    for (let i = 0; i < 100 && (await jobs())[0].attempts === 0; i++) await sleep(20);
    await sleep(200);
    const [job] = await jobs();
    expect(job).toMatchObject({ state: JobState.queued, attempts: 1, error: 'not yet' });
    const [{ delay }] = await sql<{ delay: number }>('select extract(epoch from run_at - now()) as delay from job');
    expect(Number(delay)).toBeGreaterThan(50);
  });

  it('never runs a job twice, with two processes taking from the same queue', async () => {
    const runs = new Map<number, number>();
    const byQueue = [0, 0];
    const handler = (which: number) => async (payload: { i: number }) => {
      runs.set(payload.i, (runs.get(payload.i) ?? 0) + 1);
      byQueue[which] += 1;
      await sleep(5 + (payload.i % 4) * 5);
      return payload.i;
    };
    const a = queue(orm);
    const b = queue(otherOrm);
    a.registerHandler('test.count', handler(0));
    b.registerHandler('test.count', handler(1));
    await orm.em.fork().transactional(async (em) => {
      for (let i = 0; i < 20; i++) await a.enqueue(em, 'test.count', { i });
    });
    await Promise.all([a.start({ concurrency: 3, pollMs: 10 }), b.start({ concurrency: 3, pollMs: 10 })]);

    const rows = await allFinished();
    expect(rows).toHaveLength(20);
    expect(rows.every((r) => r.state === JobState.done && r.attempts === 1)).toBe(true);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual([...Array(20).keys()]);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    // Both processes took part.
    expect(byQueue[0]).toBeGreaterThan(0);
    expect(byQueue[1]).toBeGreaterThan(0);
  });

  it('requeues jobs a dead process left running, and fails those out of attempts', async () => {
    const insert = (type: string, attempts: number, lockedAgo: string) =>
      sql(
        `insert into job (created_at, updated_at, type, payload, state, attempts, max_attempts, run_at, locked_at)
         values (now(), now(), ?, '{}', 'running', ?, 3, now(), now() - ?::interval)`,
        [type, attempts, lockedAgo],
      );
    await insert('test.revived', 1, '1 hour');
    await insert('test.revived', 3, '1 hour');
    // Locked a moment ago: its process may well be alive.
    await insert('test.revived', 1, '1 second');

    const q = queue(orm, { staleAfterMs: 60_000 });
    let ran = 0;
    q.registerHandler('test.revived', () => {
      ran += 1;
      return 'revived';
    });
    await q.start({ pollMs: 10 });
    for (let i = 0; i < 100 && ran === 0; i++) await sleep(20);
    await sleep(100);

    const [revived, exhausted, fresh] = await jobs();
    expect(ran).toBe(1);
    expect(revived).toMatchObject({ state: JobState.done, attempts: 2, result: 'revived' });
    expect(exhausted).toMatchObject({ state: JobState.failed, attempts: 3 });
    expect(exhausted.error).toContain('任务执行中断');
    expect(fresh).toMatchObject({ state: JobState.running, attempts: 1 });
  });

  it('keeps the lock of a long job fresh, so other processes do not take it for dead', async () => {
    const a = queue(orm, { staleAfterMs: 300 });
    const b = queue(otherOrm, { staleAfterMs: 300 });
    let runs = 0;
    const slow = async () => {
      runs += 1;
      await sleep(900);
      return 'slow';
    };
    a.registerHandler('test.long', slow);
    b.registerHandler('test.long', slow);
    await a.enqueue(orm.em.fork(), 'test.long', null);
    await a.start({ pollMs: 20 });
    await b.start({ pollMs: 20 });
    const [job] = await allFinished();
    expect(runs).toBe(1);
    expect(job).toMatchObject({ state: JobState.done, attempts: 1 });
  });

  it('ignores the late end of a run whose job was meanwhile taken over by another process', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const a = queue(orm);
    a.registerHandler('test.takeover', async (_payload, { reportProgress }) => {
      await gate;
      await reportProgress(50, 'late');
      return 'a';
    });
    const b = queue(otherOrm, { staleAfterMs: 60_000 });
    b.registerHandler('test.takeover', () => 'b');
    await a.enqueue(orm.em.fork(), 'test.takeover', null);
    await a.start({ pollMs: 10 });
    for (let i = 0; i < 100 && (await jobs())[0].state !== JobState.running; i++) await sleep(10);

    // As if process a had hung for an hour.
    await sql(`update job set locked_at = now() - interval '1 hour'`);
    await b.start({ pollMs: 10 });
    for (let i = 0; i < 100 && (await jobs())[0].state !== JobState.done; i++) await sleep(10);
    release();
    await a.stop();
    expect((await jobs())[0]).toMatchObject({ state: JobState.done, attempts: 2, result: 'b', progress: 100, message: null });
  });

  it('stops gracefully: waits for running handlers, and requeues the ones it has to interrupt', async () => {
    const q = queue();
    let finished = false;
    q.registerHandler('test.slow', async () => {
      await sleep(200);
      finished = true;
      return 'slow';
    });
    q.registerHandler('test.endless', (_payload, { signal }) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))));
    await q.enqueue(orm.em.fork(), 'test.slow', null);
    await q.start({ concurrency: 2, pollMs: 10 });
    for (let i = 0; i < 100 && (await jobs())[0].state !== JobState.running; i++) await sleep(10);
    await q.stop();
    expect(finished).toBe(true);
    expect((await jobs())[0]).toMatchObject({ state: JobState.done, result: 'slow' });

    await sql('delete from job');
    await q.enqueue(orm.em.fork(), 'test.endless', null);
    await q.start({ pollMs: 10 });
    for (let i = 0; i < 100 && (await jobs())[0].state !== JobState.running; i++) await sleep(10);
    await q.stop({ graceMs: 50 });
    expect((await jobs())[0]).toMatchObject({ state: JobState.queued, attempts: 0 });
  });
});
