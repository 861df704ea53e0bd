import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BatchedWrites, BatchWriter } from '../db/batched-writes.js';
import type { NewEvent } from './event-types.js';

interface EventRow {
  id: string;
  type: string;
  at: string;
  reader_id: number | null;
  resource_id: number | null;
  amount: number;
  dims: Record<string, string | number>;
}

const MAX_AMOUNT = 2_147_483_647;

function toRow(event: NewEvent): EventRow {
  const amount = event.amount ?? 1;
  if (!Number.isInteger(amount) || amount < 0 || amount > MAX_AMOUNT) throw new Error(`event ${event.type}: amount ${amount} is not a count`);
  return {
    id: event.id ?? randomUUID(),
    type: event.type,
    at: (event.at ?? new Date()).toISOString(),
    reader_id: event.readerId ?? null,
    resource_id: event.resourceId ?? null,
    amount,
    dims: event.dims as Record<string, string | number>,
  };
}

/** One statement for any number of events; an id already in the log is skipped (a retried emit). */
async function insertEvents(em: EntityManager, rows: EventRow[]) {
  await em.getConnection().execute(
    `insert into usage_event (id, type, at, reader_id, resource_id, amount, dims)
     select id, type, at, reader_id, resource_id, amount, dims
     from jsonb_to_recordset(?::jsonb) as e(id uuid, type text, at timestamptz, reader_id int, resource_id int, amount int, dims jsonb)
     on conflict (id) do nothing`,
    [JSON.stringify(rows)],
    'run',
    em.getTransactionContext(),
  );
}

const writeEvents: BatchWriter<EventRow> = (em, rows) => insertEvents(em, rows);

/**
 * The usage log's front door. `emit` is for the request path (page views, reading heartbeats):
 * the event joins the next batch and the request never waits for it; a crash loses at most one
 * interval. Use `recordEvent` when the event must commit or roll back with a change (a comment
 * passed review: points depend on it).
 */
export class EventLog {
  constructor(private readonly writes: BatchedWrites) {}

  emit(event: NewEvent): string {
    const row = toRow(event);
    this.writes.add('usage_event', writeEvents, row);
    return row.id;
  }

  /** Writes the kept events now (tests, shutdown). */
  flush(): Promise<void> {
    return this.writes.flush();
  }
}

/** Writes an event in the caller's transaction (`em` inside `transactional`): it exists exactly when the change does. */
export async function recordEvent(em: EntityManager, event: NewEvent): Promise<string> {
  const row = toRow(event);
  await insertEvents(em, [row]);
  return row.id;
}
