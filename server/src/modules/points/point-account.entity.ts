import { Entity, OneToOne, Property, type Ref } from '@mikro-orm/core';
import { Reader } from '../users/index.js';

/**
 * A reader's balance, one row per reader who ever had an entry. It only changes through a single
 * `UPDATE … RETURNING` (point-ledger.ts), so concurrent awards and adjustments never lose one.
 */
@Entity({ tableName: 'point_account' })
export class PointAccount {
  @OneToOne(() => Reader, { primary: true, ref: true, deleteRule: 'cascade' })
  reader!: Ref<Reader>;

  @Property({ default: 0 })
  balance: number = 0;

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
