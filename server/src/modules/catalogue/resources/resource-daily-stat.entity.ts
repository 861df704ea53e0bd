import { Entity, Index, ManyToOne, PrimaryKey, PrimaryKeyProp, Property, type Ref } from '@mikro-orm/core';
import { Resource } from './resource.entity.js';

/** Per-day usage of a resource: what rankings over a period (rankBooks) add up. */
@Entity({ tableName: 'resource_daily_stat' })
@Index({ properties: ['day', 'resource'] })
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
