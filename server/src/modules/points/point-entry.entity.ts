import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { AdminUser, Reader } from '../users/index.js';
import { PointRule } from './point-rule.entity.js';

/**
 * One line of a reader's points ledger (积分明细), append-only: an award from an event (rule and
 * source event set) or a manual adjustment (admin and reason set). `balanceAfter` is the balance
 * the entry left. The unique (sourceEventId, rule) makes an event award a rule at most once.
 */
@ObjectType({ description: '积分明细: one change of a reader balance', simpleResolvers: true })
@Entity({ tableName: 'point_entry' })
@Unique({ properties: ['sourceEventId', 'rule'] })
// The reader's ledger, newest first (also filtered by time).
@Index({ properties: ['reader', 'createdAt'] })
// Today's progress and the daily caps: a rule's points per reader and library day.
@Index({ properties: ['reader', 'day', 'rule'] })
export class PointEntry {
  @Field(() => ID)
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => Reader, { ref: true, deleteRule: 'cascade' })
  reader!: Ref<Reader>;

  @Field(() => Int, { description: 'Points gained (positive) or spent/removed (negative)' })
  @Property()
  delta!: number;

  @Field({ description: 'Why: the rule name, or the reason an administrator gave' })
  @Property({ length: 200 })
  reason!: string;

  /** Null for manual adjustments. */
  @ManyToOne(() => PointRule, { ref: true, nullable: true, deleteRule: 'set null' })
  rule?: Ref<PointRule> | null;

  @Property({ type: 'uuid', nullable: true })
  sourceEventId?: string | null;

  /** Who adjusted by hand (the back office shows the name). */
  @ManyToOne(() => AdminUser, { ref: true, nullable: true, deleteRule: 'set null' })
  admin?: Ref<AdminUser> | null;

  @Field(() => Int, { description: 'The balance right after this entry' })
  @Property()
  balanceAfter!: number;

  /** The library day (LIBRARY_TIME_ZONE) it counts towards, for the daily caps. */
  @Property({ type: 'date' })
  day!: string;

  @Field(() => GraphQLISODateTime)
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
