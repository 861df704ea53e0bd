import { Entity, Index, ManyToOne, PrimaryKey, PrimaryKeyProp, Property, type Ref } from '@mikro-orm/core';
import { Resource } from './resource.entity.js';

/** Per-day usage of a resource: what rankings over a period (rankBooks) add up. */
@Entity({ tableName: 'resource_daily_stat' })
// Rankings over a period sum a range of days: covering, so the sum needs no table visits.
@Index({
  name: 'resource_daily_stat_day_covering_index',
  expression:
    'create index "resource_daily_stat_day_covering_index" on "resource_daily_stat" ("day", "resource_id") include ("views", "borrows", "downloads")',
})
export class ResourceDailyStat {
  [PrimaryKeyProp]?: ['resource', 'day'];

  @ManyToOne(() => Resource, { ref: true, primary: true, deleteRule: 'cascade' })
  resource!: Ref<Resource>;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ default: 0 })
  views: number = 0;

  @Property({ default: 0 })
  borrows: number = 0;

  @Property({ default: 0 })
  downloads: number = 0;
}
