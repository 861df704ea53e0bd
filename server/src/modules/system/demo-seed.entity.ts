import { Entity, PrimaryKey } from '@mikro-orm/core';

/**
 * One row the demo seed inserted (issue 52): its table and primary key (a JSON object of the key's
 * columns, e.g. {"id": 12}), so that 清除演示数据 removes exactly these and nothing staff added.
 */
@Entity({ tableName: 'demo_seed_row' })
export class DemoSeedRow {
  @PrimaryKey({ columnType: 'text' })
  tableName!: string;

  @PrimaryKey({ type: 'json', columnType: 'jsonb' })
  rowKey!: Record<string, unknown>;
}

/** One file the demo seed put into the upload store, by its storage key. */
@Entity({ tableName: 'demo_seed_file' })
export class DemoSeedFile {
  @PrimaryKey({ columnType: 'text' })
  storageKey!: string;
}

/** Tables that are never demo rows: the migrations' record, the demo record itself, the rate limiter's counters. */
export const NOT_DEMO_TABLES = new Set(['mikro_orm_migrations', 'demo_seed_row', 'demo_seed_file', 'rate_limit']);
