import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One event of the usage log. Append-only; rows are written in batches (BatchedWrites) or inside
 * the transaction of the change they report (`recordEvent`). Reader and resource ids carry no
 * foreign key: a batch must not fail because a reader was removed meanwhile, and statistics keep
 * counting what happened. No IP address is kept.
 */
@Entity({ tableName: 'usage_event' })
@Index({ properties: ['type', 'at'] })
@Index({ properties: ['readerId', 'at'] })
// Retention deletes by time on an append-only table: a BRIN index is tiny and enough.
@Index({ name: 'usage_event_at_brin', expression: 'create index "usage_event_at_brin" on "usage_event" using brin ("at")' })
export class UsageEvent {
  /** Insertion order: subscribers keep a cursor on it. */
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  seq!: string;

  @Property({ type: 'uuid', unique: true })
  id!: string;

  @Property({ length: 40 })
  type!: string;

  @Property({ type: 'timestamptz' })
  at!: Date;

  /** When the row reached the table (the dispatch waits a little past it, see event-dispatch.ts). */
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  recordedAt?: Date;

  @Property({ type: 'integer', nullable: true })
  readerId?: number | null;

  @Property({ type: 'integer', nullable: true })
  resourceId?: number | null;

  @Property({ default: 1 })
  amount: number = 1;

  @Property({ type: 'jsonb' })
  dims!: Record<string, string | number>;
}

/** How far each subscriber has handled the log. */
@Entity({ tableName: 'event_cursor' })
export class EventCursor {
  @PrimaryKey({ length: 60 })
  subscriber!: string;

  @Property({ type: 'bigint', default: 0 })
  lastSeq: string = '0';

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
