import { Entity, Index, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';

/**
 * The daily roll-up of the usage log, one number per day, metric, scope and dimension value: e.g.
 * (2026-11-25, visit, '', terminal, mobile) = 812. `scope` narrows a metric to one thing ('' for the
 * whole site; 'resource:12' for a resource's shares by channel; 'reader:7' for one reader's events).
 * Statistics screens read only this table (and entity tables for labels). Filled by the roll-up job.
 */
@Entity({ tableName: 'stat_daily' })
// The roll-up rewrites whole days.
@Index({ properties: ['day'] })
export class StatDaily {
  [PrimaryKeyProp]?: ['metric', 'scope', 'dimension', 'day', 'key'];

  // Key order: every screen asks for one metric, scope and dimension over a range of days.
  @PrimaryKey({ length: 40 })
  metric!: string;

  @PrimaryKey({ length: 40 })
  scope!: string;

  @PrimaryKey({ length: 20 })
  dimension!: string;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @PrimaryKey({ length: 100 })
  key!: string;

  @Property({ type: 'bigint' })
  value!: string;
}

/** The days the roll-up has written, and when: a day rolled up after it ended is complete (retention may then drop its raw events). */
@Entity({ tableName: 'stat_rollup_day' })
export class StatRollupDay {
  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ type: 'timestamptz' })
  rolledAt!: Date;

  /** Something of the day arrived after its roll-up (a late event, a tag reviewed later): the next run rolls it up again. */
  @Property({ default: false })
  stale: boolean = false;
}
