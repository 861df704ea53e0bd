import { Entity, Enum, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../core/db/base.entity.js';
import { Reader } from '../users/index.js';
import { Activity } from './activity.entity.js';
import { relationId } from '../../core/db/fast-read/rows-as-entities.js';

/** 报名成功 / 候补中 / 已取消 (已签到 is a signed-up reader with `checkedInAt`). */
export enum SignUpStatus {
  SIGNED_UP = 'SIGNED_UP',
  WAITING = 'WAITING',
  CANCELLED = 'CANCELLED',
}

registerEnumType(SignUpStatus, { name: 'SignUpStatus', description: '报名成功 / 候补中 / 已取消' });

/**
 * 活动报名: one row per reader and activity (a cancelled reader who signs up again gets the same row
 * back). Waiting readers move up in `queuedAt` order when a place frees (activity-sign-up.service.ts).
 */
@ObjectType({ description: "A reader's sign-up for an activity (活动报名)", simpleResolvers: true })
@Entity({ tableName: 'activity_sign_up' })
@Unique({ properties: ['activity', 'reader'] })
// The waiting list of an activity, in order; the back office's list of one activity by state.
@Index({ properties: ['activity', 'status', 'queuedAt'] })
// The reader's own list, newest first.
@Index({ properties: ['reader', 'createdAt'] })
export class ActivitySignUp extends BaseEntity<'activityId' | 'checkedInAt' | 'cancelledAt' | 'waitingPosition'> {
  /** Resolved by activity.resolver.ts (loaded in batches). */
  @ManyToOne(() => Activity, { ref: true, deleteRule: 'cascade' })
  activity!: Ref<Activity>;

  @Field(() => ID)
  get activityId(): number {
    return relationId(this, 'activity')!;
  }

  /** Resolved for admins only (the reader sees their own). */
  @ManyToOne(() => Reader, { ref: true, deleteRule: 'cascade' })
  reader!: Ref<Reader>;

  @Field(() => SignUpStatus)
  @Enum({ items: () => SignUpStatus, nativeEnumName: 'sign_up_status' })
  status!: SignUpStatus;

  /** When the reader (last) signed up: the waiting list's order. */
  @Field(() => GraphQLISODateTime, { description: 'When the reader signed up (the waiting order)' })
  @Property({ type: 'timestamptz' })
  queuedAt: Date = new Date();

  @Field(() => GraphQLISODateTime, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  cancelledAt?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: '签到: when the library marked the reader present' })
  @Property({ type: 'timestamptz', nullable: true })
  checkedInAt?: Date | null;

  /** Set by the service for waiting sign-ups (one query per page), not stored. */
  @Field(() => Int, { nullable: true, description: 'Waiting sign-ups: their place in the queue (候补中 第N位)' })
  waitingPosition?: number | null;
}
