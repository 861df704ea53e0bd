import { Check, Entity, Index, ManyToOne, OneToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity.js';
import { Resource } from '../catalogue/index.js';
import { Reader } from '../users/index.js';

/** A day's reading of one resource is counted up to this (issue 13: 24 hours). */
export const READ_TIME_DAY_CAP_SECONDS = 24 * 3600;

/**
 * The read-time ledger (issue 13): seconds a reader spent in a resource's reader on one library
 * day (LIBRARY_TIME_ZONE, core/library-time.ts). Heartbeats add to the day's row in one upsert;
 * `updatedAt` is when the reader last read it. The heartbeats themselves are usage events
 * (type `read`), which is what makes a retried heartbeat count once and what points subscribe to.
 */
@Entity({ tableName: 'read_time' })
@Unique({ properties: ['reader', 'resource', 'day'] })
// The personal page: the reader's days (totals, the 30-day chart) and their books (by reader).
@Index({ properties: ['reader', 'day'] })
// Statistics over a range of days, and their top resources.
@Index({ properties: ['day', 'resource'] })
@Check({ name: 'read_time_seconds_check', expression: '(seconds >= 0) AND (seconds <= 86400)' })
export class ReadTime extends BaseEntity {
  @ManyToOne(() => Reader, { ref: true, deleteRule: 'cascade' })
  reader!: Ref<Reader>;

  @ManyToOne(() => Resource, { ref: true, deleteRule: 'cascade' })
  resource!: Ref<Resource>;

  /** The library day (YYYY-MM-DD). */
  @Property({ type: 'date' })
  day!: string;

  @Property({ type: 'integer' })
  seconds!: number;
}

/**
 * How far a reader's read time has been credited (issue 54, S11: 52.9 hours were credited in 20 s
 * by heartbeats with new ids). A heartbeat is credited at most the server's time since this point,
 * which then moves on by what was credited; it never lags the clock by more than
 * READER_LIMITS.readTime.backlogSeconds. So a reader's credit, over all resources and tabs, runs no
 * faster than the wall clock. One row per reader, locked by each heartbeat.
 */
@Entity({ tableName: 'read_clock' })
export class ReadClock extends BaseEntity {
  @OneToOne(() => Reader, { ref: true, deleteRule: 'cascade', owner: true })
  reader!: Ref<Reader>;

  @Property({ type: 'timestamptz' })
  creditedUntil!: Date;
}
