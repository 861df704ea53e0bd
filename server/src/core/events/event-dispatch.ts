import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.js';
import type { EventType, StoredEvent } from './event-types.js';

/**
 * A module's reaction to events (points from reading, a statistic kept up to date): handed every
 * event of its types once, in log order, in a transaction that also moves its cursor. A handler
 * that throws leaves the cursor where it was, so the same events come again on the next run:
 * handlers must also be idempotent on the event id (points ledgers key their entries on it).
 */
export interface EventSubscriber {
  /** Unique and stable: the cursor is kept under it. */
  name: string;
  types: readonly EventType[];
  handle(em: EntityManager, events: StoredEvent[]): Promise<void>;
}

/** Events per transaction of one subscriber. */
const BATCH = 2000;

/**
 * How long after its insert an event becomes visible to subscribers. Sequence numbers are taken
 * at insert and committed in any order; a batch insert commits within milliseconds, so waiting
 * this long means a cursor never passes an event that was still uncommitted.
 */
export const DISPATCH_DELAY_SECONDS = 5;

interface EventRecord {
  seq: string;
  id: string;
  type: EventType;
  at: Date;
  reader_id: number | null;
  resource_id: number | null;
  amount: number;
  dims: Record<string, string | number>;
}

/** Hands one subscriber the events it has not handled yet; answers how many. */
export async function dispatchTo(em: EntityManager, subscriber: EventSubscriber, delaySeconds = DISPATCH_DELAY_SECONDS): Promise<number> {
  let handled = 0;
  for (;;) {
    const count = await em.fork().transactional(async (tx) => {
      const conn = tx.getConnection();
      const ctx = tx.getTransactionContext();
      await conn.execute(
        `insert into event_cursor (subscriber, last_seq, updated_at) values (?, 0, now()) on conflict do nothing`,
        [subscriber.name],
        'run',
        ctx,
      );
      // The row lock makes two processes' runs of the same subscriber take turns.
      const [cursor] = await conn.execute<{ last_seq: string }[]>(
        `select last_seq from event_cursor where subscriber = ? for update`,
        [subscriber.name],
        'all',
        ctx,
      );
      const rows = await conn.execute<EventRecord[]>(
        `select seq, id, type, at, reader_id, resource_id, amount, dims from usage_event
         where seq > ? and type in (?) and recorded_at < now() - make_interval(secs => ?)
         order by seq limit ?`,
        [cursor.last_seq, [...subscriber.types], delaySeconds, BATCH],
        'all',
        ctx,
      );
      if (!rows.length) return 0;
      await subscriber.handle(
        tx,
        rows.map((r) => ({
          seq: String(r.seq),
          id: r.id,
          type: r.type,
          at: new Date(r.at),
          readerId: r.reader_id,
          resourceId: r.resource_id,
          amount: r.amount,
          dims: r.dims,
        })),
      );
      await conn.execute(
        `update event_cursor set last_seq = ?, updated_at = now() where subscriber = ?`,
        [rows[rows.length - 1].seq, subscriber.name],
        'run',
        ctx,
      );
      return rows.length;
    });
    handled += count;
    if (count < BATCH) return handled;
  }
}

export const EVENTS_DISPATCH_JOB = 'events.dispatch';

/** Runs every subscriber; one failing does not hold back the others. */
export async function dispatchEvents(orm: MikroORM, subscribers: readonly EventSubscriber[], log: Logger, delaySeconds = DISPATCH_DELAY_SECONDS) {
  const result: Record<string, number | string> = {};
  for (const subscriber of subscribers) {
    try {
      result[subscriber.name] = await dispatchTo(orm.em.fork(), subscriber, delaySeconds);
    } catch (err) {
      log.error({ err, subscriber: subscriber.name }, 'event subscriber failed; its events come again next run');
      result[subscriber.name] = `failed: ${(err as Error).message}`;
    }
  }
  return result;
}
