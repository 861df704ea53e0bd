import { AsyncResource } from 'node:async_hooks';
import type { Logger } from '../../logger.js';

export interface BackgroundWorkOptions {
  /** Tasks waiting at most; an offer beyond is refused. */
  maxPending: number;
  /** After each task, a rest of this many times its duration before the next one starts. */
  restRatio: number;
}

/**
 * Work the server does when nobody waits for it: filling a cache (a broad search's exact counts).
 * In process, not a job (JobQueue, pg-boss): what is lost when the process stops is a cache entry
 * asked for again by the next request, and a job would cost a database write for every request that
 * offers one. Bounded, since a guest can offer work: one task at a time, each key queued or running
 * once, at most `maxPending` waiting (more are refused), and after each task a rest of `restRatio` ×
 * its duration, so that such work takes at most 1 / (1 + restRatio) of one core's time.
 */
export class BackgroundWork {
  private readonly queue = new Map<string, () => Promise<void>>();
  private running: string | null = null;
  private loop: Promise<void> | null = null;
  private closed = false;
  private wakeFromRest: (() => void) | null = null;
  /**
   * Runs the tasks in the context this was made in (the server's start), not in the request's that
   * offered the first of them: its statement count and limit (query-counter.ts), its ORM context and
   * log bindings are not the tasks'.
   */
  private readonly outsideRequests = AsyncResource.bind((work: () => Promise<void>) => work());

  constructor(
    private readonly log: Logger,
    private readonly options: BackgroundWorkOptions,
  ) {}

  /** Queues `task` under `key`; false when it was not (the key already queued or running, the queue full, closed). */
  offer(key: string, task: () => Promise<void>): boolean {
    if (this.closed || this.running === key || this.queue.has(key) || this.queue.size >= this.options.maxPending) return false;
    this.queue.set(key, task);
    this.loop ??= this.outsideRequests(() => this.drain()).finally(() => (this.loop = null));
    return true;
  }

  /** Resolves once nothing is queued or running (rests included). */
  async idle(): Promise<void> {
    while (this.loop) await this.loop;
  }

  /** Refuses new work, drops what waits and waits for the running task. */
  async close(): Promise<void> {
    this.closed = true;
    this.queue.clear();
    this.wakeFromRest?.();
    await this.idle();
  }

  private async drain() {
    for (let next = this.queue.entries().next(); !next.done && !this.closed; next = this.queue.entries().next()) {
      const [key, task] = next.value;
      this.queue.delete(key);
      this.running = key;
      const started = performance.now();
      try {
        await task();
      } catch (err) {
        this.log.warn({ err, key }, 'background task failed');
      } finally {
        this.running = null;
      }
      await this.rest((performance.now() - started) * this.options.restRatio);
    }
  }

  private rest(ms: number): Promise<void> {
    if (this.closed || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      // A rest holds no process open (a script that ends without close()).
      timer.unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeFromRest = () => {
        this.wakeFromRest = null;
        done();
      };
    });
  }
}
