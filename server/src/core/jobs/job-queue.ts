import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { fromKnex, PgBoss, type JobWithMetadata, type QueuePolicy } from 'pg-boss';
import type { Logger } from '../../logger.js';

/** A job's payload: a JSON-able object (stored as jsonb). */
export type JobPayload = object;

export interface JobContext {
  /** A fork of the entity manager for this run alone. */
  em: EntityManager;
  /** Aborted when the run timed out, or the queue stopped and its grace period is over; long handlers honour it. */
  signal: AbortSignal;
  job: { id: string; name: string; attempt: number; maxAttempts: number };
}

/**
 * Does the work of one job. The result must be JSON-able (pg-boss keeps it as the job's output).
 * A job runs at least once: a run cut short by a crash or a timeout runs again, so handlers must be
 * safe to repeat.
 */
export type JobHandler<P = JobPayload> = (payload: P, context: JobContext) => Promise<unknown> | unknown;

export interface JobDefinition<P = JobPayload> {
  /** The queue's name, e.g. `video.convert`. */
  name: string;
  handler: JobHandler<P>;
  /** Attempts before the job fails for good; default 3. */
  maxAttempts?: number;
  /** Delay before the first retry, in seconds; it doubles (with jitter) each attempt, up to an hour. Default 10; 0 retries at once. */
  retryDelaySeconds?: number;
  /** A run taking longer than this is aborted and counts as a failed attempt. Default 15 minutes. */
  timeoutSeconds?: number;
  /**
   * `exclusive`: at most one job per singleton key queued or running (sends beyond it are dropped);
   * `short`: at most one queued per key, however many run. Default `standard`: no limit.
   */
  policy?: Extract<QueuePolicy, 'standard' | 'short' | 'exclusive'>;
  /** A cron expression (minute resolution, in `scheduleTimeZone`): the job is sent on this schedule, once across every process. */
  schedule?: string;
  /** The IANA zone `schedule` is read in (pg-boss follows its summer time); default UTC. */
  scheduleTimeZone?: string;
  /** Completed jobs are kept this long (seconds) for inspection; default 7 days. */
  keepCompletedSeconds?: number;
  /**
   * Called (in the background, at least once) when a job has used up its attempts, however the
   * last one ended: thrown error, timeout, or a process that died while running it.
   */
  onExhausted?: (payload: P, context: Pick<JobContext, 'em'>) => Promise<void>;
}

export interface EnqueueOptions {
  /** With the queue's policy: a second job with the same key is dropped (`enqueue` answers null). */
  singletonKey?: string;
  /** Not before this many seconds from now. */
  delaySeconds?: number;
}

export interface StartOptions {
  /** Jobs of each queue this process runs at the same time; 0 runs none here (it still sends and schedules). */
  concurrency: number;
  /** How often an idle worker looks for due jobs (at least 500 ms). */
  pollMs: number;
}

/** A worker whose heartbeat stops for this long belongs to a dead process: its job is retried. */
const HEARTBEAT_SECONDS = 30;
const DEAD = '.exhausted';

/** The started queue of each ORM, for code that holds only an entity manager (CRUD hooks). */
const started = new WeakMap<object, JobQueue>();

/**
 * Adds a job inside the caller's transaction (if any): it becomes visible only when the caller
 * commits, and disappears if it rolls back. Answers the job's id, or null when the queue's policy
 * dropped it as a duplicate.
 */
export function enqueueJob(em: EntityManager, name: string, payload: JobPayload, options: EnqueueOptions = {}): Promise<string | null> {
  const queue = started.get(em.config);
  if (!queue) throw new Error(`cannot queue ${name}: the job queue of this database is not started`);
  return queue.enqueue(em, name, payload, options);
}

/**
 * The background job queue: pg-boss on the portal's PostgreSQL (its own `pgboss` schema and
 * connection pool), shared by every server process. It brings claiming with SKIP LOCKED, retries
 * with backoff, heartbeats that hand a dead process's jobs to another, singleton policies and cron
 * schedules that fire once across processes.
 */
export class JobQueue {
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly running = new Set<Promise<unknown>>();
  private readonly log?: Logger;
  private readonly scheduleCheckSeconds: number;
  private boss?: PgBoss;

  constructor(
    private readonly orm: MikroORM,
    options: { log?: Logger; scheduleCheckSeconds?: number } = {},
  ) {
    this.log = options.log;
    this.scheduleCheckSeconds = options.scheduleCheckSeconds ?? 10;
  }

  /** Declares a job type (and its schedule); call before `start`. */
  define<P = JobPayload>(definition: JobDefinition<P>): void {
    if (this.definitions.has(definition.name)) throw new Error(`job ${definition.name} is already defined`);
    this.definitions.set(definition.name, definition as JobDefinition<never>);
  }

  /** Like `enqueueJob`, through the caller's entity manager (and so its transaction). */
  async enqueue(em: EntityManager, name: string, payload: JobPayload, options: EnqueueOptions = {}): Promise<string | null> {
    if (!this.boss) throw new Error(`cannot queue ${name}: the job queue is not started`);
    const trx = em.getTransactionContext();
    return this.boss.send(name, payload, {
      singletonKey: options.singletonKey,
      startAfter: options.delaySeconds,
      // Outside a transaction pg-boss's own pool is as good as any.
      db: trx ? fromKnex(trx) : undefined,
    });
  }

  /** Jobs per queue: waiting (queued, deferred included), running, and kept after failing for good (metrics). */
  async queueCounts(): Promise<Array<{ name: string; queued: number; active: number; failed: number }>> {
    if (!this.boss) return [];
    const queues = await this.boss.getQueues();
    return queues.map((queue) => ({ name: queue.name, queued: queue.queuedCount, active: queue.activeCount, failed: queue.failedCount }));
  }

  /** Installs or updates pg-boss's schema, the queues and their schedules, then starts the workers. */
  async start(options: StartOptions): Promise<void> {
    if (this.boss) throw new Error('the job queue is already started');
    const boss = new PgBoss({
      connectionString: this.orm.config.get('clientUrl'),
      application_name: 'library-portal-jobs',
      max: 3 + Math.min(options.concurrency, 7),
      // How often one of the processes looks for due schedules, and how soon their jobs are sent
      // (pg-boss: 30 and 5 s); a pass is one UPDATE that a single process wins.
      cronMonitorIntervalSeconds: this.scheduleCheckSeconds,
      cronWorkerIntervalSeconds: Math.min(5, this.scheduleCheckSeconds),
    });
    boss.on('error', (err) => this.log?.error({ err }, 'job queue error'));
    boss.on('warning', (warning) => this.log?.warn({ warning }, 'job queue warning'));
    await boss.start();
    try {
      for (const definition of this.definitions.values()) await this.install(boss, definition);
      // Schedules are declared in code: one no longer declared stops being sent.
      const scheduled = new Set([...this.definitions.values()].filter((d) => d.schedule).map((d) => d.name));
      for (const schedule of await boss.getSchedules()) {
        if (!scheduled.has(schedule.name)) await boss.unschedule(schedule.name, schedule.key);
      }
      // Before the workers: their handlers may queue jobs too.
      this.boss = boss;
      started.set(this.orm.config, this);
      if (options.concurrency > 0) {
        const pollingIntervalSeconds = Math.max(0.5, options.pollMs / 1000);
        for (const definition of this.definitions.values()) await this.work(boss, definition, options.concurrency, pollingIntervalSeconds);
      }
    } catch (error) {
      started.delete(this.orm.config);
      this.boss = undefined;
      await boss.stop({ graceful: false });
      throw error;
    }
  }

  /**
   * Stops taking jobs and waits up to `graceMs` for the running ones; those still running then are
   * failed (retried later, by this or another process) and their signals aborted.
   */
  async stop(options: { graceMs?: number } = {}): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    started.delete(this.orm.config);
    this.boss = undefined;
    const graceMs = options.graceMs ?? 5000;
    await boss.stop({ graceful: true, timeout: graceMs, close: true });
    // Aborted handlers still unwind (an ffmpeg child is killed, a chunk rolls back) before the ORM closes.
    await Promise.race([Promise.allSettled(this.running), new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
  }

  private async install(boss: PgBoss, definition: JobDefinition<never>) {
    const maxAttempts = Math.max(1, definition.maxAttempts ?? 3);
    const retryDelay = definition.retryDelaySeconds ?? 10;
    const options = {
      retryLimit: maxAttempts - 1,
      retryDelay,
      retryBackoff: retryDelay > 0,
      ...(retryDelay > 0 ? { retryDelayMax: 3600 } : {}),
      expireInSeconds: definition.timeoutSeconds ?? 15 * 60,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      deleteAfterSeconds: definition.keepCompletedSeconds ?? 7 * 24 * 3600,
    };
    let deadLetter: string | undefined;
    if (definition.onExhausted) {
      deadLetter = definition.name + DEAD;
      await boss.createQueue(deadLetter, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
    }
    await boss.createQueue(definition.name, { ...options, policy: definition.policy ?? 'standard', ...(deadLetter ? { deadLetter } : {}) });
    // createQueue keeps an existing queue as it was: apply options changed since.
    await boss.updateQueue(definition.name, { ...options, deadLetter: deadLetter ?? null });
    if (definition.schedule) await boss.schedule(definition.name, definition.schedule, null, { tz: definition.scheduleTimeZone ?? 'UTC' });
  }

  private async work(boss: PgBoss, definition: JobDefinition<never>, concurrency: number, pollingIntervalSeconds: number) {
    await boss.work(definition.name, { localConcurrency: concurrency, pollingIntervalSeconds, includeMetadata: true }, ([job]) =>
      this.track(() => definition.handler(job.data as never, this.context(job))),
    );
    const onExhausted = definition.onExhausted;
    if (onExhausted) {
      await boss.work(definition.name + DEAD, { pollingIntervalSeconds }, ([job]) =>
        this.track(() => onExhausted(job.data as never, { em: this.orm.em.fork() })),
      );
    }
  }

  private context(job: JobWithMetadata<unknown>): JobContext {
    return {
      em: this.orm.em.fork(),
      signal: job.signal,
      job: { id: job.id, name: job.name, attempt: job.retryCount + 1, maxAttempts: job.retryLimit + 1 },
    };
  }

  /** Runs a handler, remembering it until it settles (stop() waits for it). */
  private track<T>(run: () => Promise<T> | T): Promise<T> {
    const promise = (async () => run())();
    const settled = promise.catch(() => undefined).finally(() => this.running.delete(settled));
    this.running.add(settled);
    return promise;
  }
}
