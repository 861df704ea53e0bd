import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Settings the portal itself writes and every instance reads, one row per key (e.g.
 * `sessions_valid_after`, see core/auth/session-cutoff.ts): not operator settings (those are the
 * environment's), but state that must outlive a process and be shared by all of them.
 */
@Entity({ tableName: 'system_setting' })
export class SystemSetting {
  @PrimaryKey({ length: 64 })
  key!: string;

  @Property({ type: 'text' })
  value!: string;

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();
}
