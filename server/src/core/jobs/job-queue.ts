import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.js';
import { Job, type JsonValue } from './job.entity.js';

export interface JobContext {
  /** Records how far the job got (0–100, rounded) and what it is doing, for the back office. */
  reportProgress(percent: number, message?: string): Promise<void>;
  /** A fork of the entity manager for this job alone. */
  em: EntityManager;
  /** Aborted when the queue is stopped and its grace period is over; long handlers should honour it. */
  signal: AbortSignal;
  job: { id: number; type: string; attempt: number; maxAttempts: number };
}

/**
 * Does the work of one job type. The result must be JSON-able (it is stored as jsonb). A job runs
 * at least once: if the process dies between the handler's end and the state change, it runs
 * again, so handlers must be safe to repeat.
 */
export type JobHandler<P = JsonValue, R = unknown> = (payload: P, context: JobContext) => Promise<R> | R;

export interface EnqueueOptions {
  /** Not before this time. */
  runAt?: Date;
  /** Not before this many milliseconds from now (by the database's clock). Ignored with `runAt`. */
  delayMs?: number;
  /** Attempts before the job is marked failed; default 3. */
  maxAttempts?: number;
}

export interface JobQueueOptions {
  log?: Logger;
  /** A running job whose lock is older than this belongs to a dead process and is requeued. Default 5 minutes. */
  staleAfterMs?: number;
  /** Delay before the first retry; it doubles with each attempt, up to an hour. Default 10 s. */
  retryDelayMs?: number;
}

export interface StartOptions {
  /** Jobs this process runs at the same time. Default 1. */
  concurrency?: number;
  /** How often an idle worker looks for due jobs. Default 1000 ms. */
  pollMs?: number;
}

interface Claimed {
  id: number;
  type: string;
  payload: JsonValue;
  attempts: number;
  max_attempts: number;
}

const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
const MAX_ERROR_LENGTH = 2000;
const INTERRUPTED = '任务执行中断（处理进程已退出），重试次数已用完';

/**
 * Adds a job inside the caller's transaction (if any), so it becomes visible only when the caller
 * commits. Needs no queue instance: any process's workers will pick it up.
 */
export async function enqueueJob(em: EntityManager, type: string, payload: JsonValue, options: EnqueueOptions = {}): Promise<Job> {
  const delay = options.runAt ? '?::timestamptz' : `now() + ? * interval '1 millisecond'`;
  const rows = await em.getConnection().execute<Record<string, unknown>[]>(
    `insert into job (created_at, updated_at, type, payload, state, progress, attempts, max_attempts, run_at)
     values (now(), now(), ?, ?::jsonb, 'queued', 0, 0, ?, ${delay}) returning *`,
    [type, JSON.stringify(payload), options.maxAttempts ?? 3, options.runAt?.toISOString() ?? Math.max(0, options.delayMs ?? 0)],
    'all',
    em.getTransactionContext(),
  );
  return em.map(Job, rows[0]);
}

/**
 * A job queue in the `job` table, shared by every server process: a job is claimed with
 * `FOR UPDATE SKIP LOCKED`, so two processes never take the same one. Polling only, no LISTEN:
 * background work can wait a second, and polling needs no dedicated connection.
 *
 * Each running job is fenced by its attempt number: once a job has been requeued as stale and
 * claimed again, the late updates of the first run match no row and change nothing.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler<never>>();
  private readonly log?: Logger;
  private readonly staleAfterMs: number;
  private readonly retryDelayMs: number;
  private readonly running = new Map<number, AbortController>();
  private workers: Promise<void>[] = [];
  private timer?: NodeJS.Timeout;
  private started = false;
  private stopping = false;
  private readonly wakers = new Set<() => void>();

  constructor(
    private readonly orm: MikroORM,
    options: JobQueueOptions = {},
  ) {
    this.log = options.log;
    this.staleAfterMs = options.staleAfterMs ?? 5 * 60 * 1000;
    this.retryDelayMs = options.retryDelayMs ?? 10_000;
  }

  /**
   * Adds a job through the caller's entity manager, so inside `em.transactional` it becomes
   * visible (and runnable) only when the caller commits, and disappears if it rolls back.
   * Writes the row at once; the caller's pending changes are not flushed.
   */
  enqueue(em: EntityManager, type: string, payload: JsonValue, options: EnqueueOptions = {}): Promise<Job> {
    return enqueueJob(em, type, payload, options);
  }

  /** The handler for one job type; a process claims only the types it has handlers for. */
  registerHandler<P = JsonValue, R = unknown>(type: string, handler: JobHandler<P, R>): void {
    if (this.handlers.has(type)) throw new Error(`a handler for job type ${type} is already registered`);
    this.handlers.set(type, handler as JobHandler<never>);
  }

  /** Requeues what dead processes left running, then starts `concurrency` workers. */
  async start(options: StartOptions = {}): Promise<void> {
    if (this.started) throw new Error('the job queue is already started');
    this.started = true;
    this.stopping = false;
    const concurrency = Math.max(1, options.concurrency ?? 1);
    const pollMs = Math.max(10, options.pollMs ?? 1000);
    try {
      await this.requeueStale();
    } catch (error) {
      this.started = false;
      throw error;
    }
    // Keeps the locks of running jobs fresh, and picks up jobs of processes that died meanwhile.
    const beat = Math.max(pollMs, Math.floor(this.staleAfterMs / 5));
    this.timer = setInterval(() => void this.heartbeat(), beat);
    this.timer.unref();
    this.workers = Array.from({ length: concurrency }, () => this.work(pollMs));
  }

  /** Makes idle workers look for jobs now instead of at their next poll. */
  wake(): void {
    for (const wake of this.wakers) wake();
  }

  /**
   * Stops taking jobs and waits for the running handlers. After `graceMs` their signals are
   * aborted; a job whose handler then gives up goes back to the queue without using an attempt.
   */
  async stop(options: { graceMs?: number } = {}): Promise<void> {
    if (!this.started) return;
    this.stopping = true;
    clearInterval(this.timer);
    this.wake();
    const all = Promise.all(this.workers);
    let grace: NodeJS.Timeout | undefined;
    if (options.graceMs !== undefined) {
      grace = setTimeout(() => {
        for (const controller of this.running.values()) controller.abort(new Error('job queue stopped'));
      }, options.graceMs);
    }
    try {
      await all;
    } finally {
      clearTimeout(grace);
      this.workers = [];
      this.started = false;
    }
  }

  /** Marks jobs whose lock went stale as queued again, or failed when they have no attempts left. */
  async requeueStale(): Promise<number> {
    const rows = await this.execute<{ id: number; state: string }>(
      `update job set
         state = (case when attempts >= max_attempts then 'failed' else 'queued' end)::job_state,
         error = case when attempts >= max_attempts then ? else error end,
         finished_at = case when attempts >= max_attempts then now() end,
         locked_at = null, run_at = now(), updated_at = now()
       where state = 'running' and locked_at < now() - ? * interval '1 millisecond'
       returning id, state`,
      [INTERRUPTED, this.staleAfterMs],
    );
    if (rows.length) this.log?.warn({ jobs: rows }, 'requeued jobs left running by a stopped process');
    return rows.length;
  }

  private async work(pollMs: number): Promise<void> {
    while (!this.stopping) {
      let job: Claimed | undefined;
      try {
        job = await this.claim();
      } catch (error) {
        this.log?.error({ err: error }, 'could not claim a job');
      }
      if (job) await this.run(job);
      else await this.sleep(pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timeout);
        this.wakers.delete(done);
        resolve();
      };
      const timeout = setTimeout(done, ms);
      this.wakers.add(done);
    });
  }

  private async claim(): Promise<Claimed | undefined> {
    const types = [...this.handlers.keys()];
    if (!types.length) return undefined;
    // The row lock taken by SKIP LOCKED makes a concurrent claimer pass over this job.
    const rows = await this.execute<Claimed>(
      `update job set state = 'running', locked_at = now(), attempts = attempts + 1,
         progress = 0, message = null, updated_at = now()
       where id = (
         select id from job where state = 'queued' and run_at <= now() and type in (?)
         order by run_at, id limit 1 for update skip locked)
       returning id, type, payload, attempts, max_attempts`,
      [types],
    );
    return rows[0];
  }

  private async run(job: Claimed): Promise<void> {
    const controller = new AbortController();
    this.running.set(job.id, controller);
    const fence = [job.id, job.attempts];
    const progress = new ProgressWriter(
      (percent, message) =>
        this.execute(
          `update job set progress = ?, message = coalesce(?, message), locked_at = now(), updated_at = now()
           where id = ? and state = 'running' and attempts = ?`,
          [percent, message ?? null, ...fence],
        ),
      (err) => this.log?.warn({ err, jobId: job.id }, 'could not record job progress'),
    );
    const context: JobContext = {
      reportProgress: (percent, message) => progress.report(percent, message),
      em: this.orm.em.fork(),
      signal: controller.signal,
      job: { id: job.id, type: job.type, attempt: job.attempts, maxAttempts: job.max_attempts },
    };
    try {
      const handler = this.handlers.get(job.type)!;
      const result = JSON.stringify((await handler(job.payload as never, context)) ?? null);
      await progress.settled();
      await this.execute(
        `update job set state = 'done', progress = 100, result = ?::jsonb, error = null,
           locked_at = null, finished_at = now(), updated_at = now()
         where id = ? and state = 'running' and attempts = ?`,
        [result, ...fence],
      );
    } catch (error) {
      await progress.settled();
      await this.fail(job, error, controller.signal.aborted).catch((err: unknown) => this.log?.error({ err, jobId: job.id }, 'could not record a job failure'));
    } finally {
      this.running.delete(job.id);
    }
  }

  private async fail(job: Claimed, error: unknown, interrupted: boolean): Promise<void> {
    const fence = [job.id, job.attempts];
    if (interrupted) {
      // Stopped by our own shutdown, not the job's fault: the attempt does not count.
      await this.execute(
        `update job set state = 'queued', attempts = attempts - 1, locked_at = null, run_at = now(), updated_at = now()
         where id = ? and state = 'running' and attempts = ?`,
        fence,
      );
      return;
    }
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH) || 'unknown error';
    const delayMs = Math.min(MAX_RETRY_DELAY_MS, this.retryDelayMs * 2 ** (job.attempts - 1));
    this.log?.warn({ err: error, jobId: job.id, type: job.type, attempt: job.attempts }, 'job failed');
    await this.execute(
      `update job set
         state = (case when attempts >= max_attempts then 'failed' else 'queued' end)::job_state,
         error = ?,
         run_at = case when attempts >= max_attempts then run_at else now() + ? * interval '1 millisecond' end,
         finished_at = case when attempts >= max_attempts then now() end,
         locked_at = null, updated_at = now()
       where id = ? and state = 'running' and attempts = ?`,
      [message, delayMs, ...fence],
    );
  }

  private async heartbeat(): Promise<void> {
    try {
      const ids = [...this.running.keys()];
      if (ids.length) await this.execute(`update job set locked_at = now() where state = 'running' and id in (?)`, [ids]);
      await this.requeueStale();
    } catch (error) {
      this.log?.error({ err: error }, 'job queue heartbeat failed');
    }
  }

  /** Outside any transaction: state changes must be visible to the other processes at once. */
  private execute<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.orm.em.getConnection().execute<T[]>(sql, params, 'all');
  }
}

/**
 * Writes progress in order, one update at a time; reports made while one is being written
 * collapse into the latest, so a chatty handler (ffmpeg reports twice a second) costs at most one
 * statement in flight. Never rejects: handlers may call it without awaiting, and a lost progress
 * update is not the job's failure.
 */
class ProgressWriter {
  private last?: { percent: number; message?: string };
  private pending?: { percent: number; message?: string };
  private writing?: Promise<void>;

  constructor(
    private readonly write: (percent: number, message?: string) => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  report(percent: number, message?: string): Promise<void> {
    const value = { percent: Math.min(100, Math.max(0, Math.round(Number.isFinite(percent) ? percent : 0))), message };
    const latest = this.pending ?? this.last;
    if (latest && latest.percent === value.percent && (message === undefined || message === latest.message)) {
      return this.settled();
    }
    this.pending = value;
    this.writing ??= this.flush();
    return this.writing;
  }

  settled(): Promise<void> {
    return this.writing ?? Promise.resolve();
  }

  private async flush(): Promise<void> {
    while (this.pending) {
      const value = this.pending;
      this.pending = undefined;
      try {
        await this.write(value.percent, value.message);
      } catch (error) {
        this.onError(error);
      }
      this.last = { percent: value.percent, message: value.message ?? this.last?.message };
    }
    this.writing = undefined;
  }
}
