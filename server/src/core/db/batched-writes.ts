import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.js';
import { FlushTimer } from './flush-timer.js';

/** Writes one kind's rows, all of them in one statement or transaction. */
export type BatchWriter<T> = (em: EntityManager, rows: T[]) => Promise<void>;

/** Rows kept while the database cannot take them; older ones are dropped past this. */
const MAX_KEPT_ROWS = 50_000;

interface Queue {
  write: BatchWriter<unknown>;
  rows: unknown[];
  failing: boolean;
}

/**
 * Rows that a request produces and nobody reads back at once (a search's log entry), appended in
 * memory and written in one statement per kind every interval instead of one per request: the
 * request path never waits for the write or its commit. A crash loses at most one interval.
 */
export class BatchedWrites {
  private queues = new Map<string, Queue>();
  private readonly timer: FlushTimer;

  constructor(
    private readonly orm: MikroORM,
    private readonly log: Logger,
    intervalMs: number,
  ) {
    this.timer = new FlushTimer(() => this.writeAll(), intervalMs);
  }

  /** Keeps one row of `kind`, written by `write` (the same function for every row of the kind). */
  add<T>(kind: string, write: BatchWriter<T>, row: T) {
    let queue = this.queues.get(kind);
    if (!queue) this.queues.set(kind, (queue = { write: write as BatchWriter<unknown>, rows: [], failing: false }));
    queue.rows.push(row);
    if (queue.rows.length > MAX_KEPT_ROWS) queue.rows.splice(0, queue.rows.length - MAX_KEPT_ROWS);
    this.timer.schedule();
  }

  /** Writes every kept row now (tests, shutdown). */
  flush(): Promise<void> {
    return this.timer.flush();
  }

  close(): Promise<void> {
    return this.timer.close();
  }

  private async writeAll() {
    for (const [kind, queue] of this.queues) {
      const rows = queue.rows;
      if (!rows.length) continue;
      queue.rows = [];
      try {
        await queue.write(this.orm.em.fork(), rows);
        if (queue.failing) this.log.info({ kind }, 'batched rows written again');
        queue.failing = false;
      } catch (err) {
        // Kept for the next interval (the database may be restarting); said once, not per flush.
        if (!queue.failing) this.log.warn({ err, kind }, 'batched rows not written; kept for the next try');
        queue.failing = true;
        queue.rows = [...rows, ...queue.rows].slice(-MAX_KEPT_ROWS);
        this.timer.schedule();
      }
    }
  }
}
