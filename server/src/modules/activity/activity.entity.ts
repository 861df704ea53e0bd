import { Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ManagedEntity } from '../../core/db/base.entity.js';
import { DetailOnly } from '../../core/graphql/field-marks.js';
import { Branch, Library } from '../content/index.js';
import { relationId } from '../../core/db/fast-read/rows-as-entities.js';

/**
 * The kinds of activity a public library runs. A fixed list rather than the class tree (that one
 * classifies resources by 中图法): the public filter and the back office's select show these names.
 */
export enum ActivityCategory {
  LECTURE = 'LECTURE',
  EXHIBITION = 'EXHIBITION',
  READING = 'READING',
  FAMILY = 'FAMILY',
  TRAINING = 'TRAINING',
  OTHER = 'OTHER',
}

export const ACTIVITY_CATEGORY_NAMES: Record<ActivityCategory, string> = {
  LECTURE: '讲座',
  EXHIBITION: '展览',
  READING: '阅读推广',
  FAMILY: '亲子',
  TRAINING: '培训',
  OTHER: '其他',
};

registerEnumType(ActivityCategory, { name: 'ActivityCategory', description: '讲座 / 展览 / 阅读推广 / 亲子 / 培训 / 其他' });

/**
 * Where an activity stands now, derived from its times and counts (never stored; activity-state.ts):
 * 无需报名 (capacity 0, not started), 未开始报名, 报名中, 已满 (sign-up open, every place taken: the
 * waiting list is open), 报名已截止, 进行中, 已结束.
 */
export enum ActivityState {
  NO_SIGN_UP = 'NO_SIGN_UP',
  NOT_OPEN = 'NOT_OPEN',
  OPEN = 'OPEN',
  FULL = 'FULL',
  CLOSED = 'CLOSED',
  ONGOING = 'ONGOING',
  ENDED = 'ENDED',
}

export const ACTIVITY_STATE_NAMES: Record<ActivityState, string> = {
  NO_SIGN_UP: '无需报名',
  NOT_OPEN: '未开始报名',
  OPEN: '报名中',
  FULL: '已满',
  CLOSED: '报名已截止',
  ONGOING: '进行中',
  ENDED: '已结束',
};

registerEnumType(ActivityState, { name: 'ActivityState', description: '无需报名 / 未开始报名 / 报名中 / 已满 / 报名已截止 / 进行中 / 已结束' });

/**
 * 活动: a lecture, exhibition, reading event… at a library (and a place in it, e.g. 二楼报告厅),
 * from `startsAt` to `endsAt`. With a capacity, readers sign up between `signUpStartsAt` and
 * `signUpEndsAt` (activity-sign-up.entity.ts); `signedUpCount` is kept in step with the sign-ups
 * under the activity row's lock, so the capacity holds under concurrency and the state filter is a
 * plain where-clause.
 */
@ObjectType({ description: 'An activity of the library (讲座、展览、阅读推广…), with sign-up when it has a capacity', simpleResolvers: true })
@Entity({ tableName: 'activity' })
// The public list: enabled, by start time (upcoming ascending, past descending), optionally one category.
@Index({ properties: ['enabled', 'startsAt'] })
@Index({ properties: ['category', 'enabled', 'startsAt'] })
@Index({ properties: ['endsAt'] })
export class Activity extends ManagedEntity<'signedUpCount' | 'libraryId' | 'branchId' | 'state' | 'placesLeft'> {
  @Field(() => ActivityCategory)
  @Enum({ items: () => ActivityCategory, nativeEnumName: 'activity_category' })
  category!: ActivityCategory;

  @Field()
  @Property({ length: 200 })
  title!: string;

  @Field(() => String, { nullable: true, description: 'Cover image path or URL' })
  @Property({ length: 500, nullable: true })
  cover?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 500, nullable: true })
  summary?: string | null;

  @Field({ description: 'Sanitised HTML' })
  @DetailOnly()
  @Property({ type: 'text' })
  body!: string;

  /** The library it takes place in (resolved by activity.resolver.ts). */
  @ManyToOne(() => Library, { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  library?: Ref<Library> | null;

  @Field(() => ID, { nullable: true })
  get libraryId(): number | undefined {
    return relationId(this, 'library');
  }

  /** Or the branch (分馆) it takes place in, a 社区分馆 or 城市书吧 (resolved by activity.resolver.ts). */
  @ManyToOne(() => Branch, { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  branch?: Ref<Branch> | null;

  @Field(() => ID, { nullable: true })
  get branchId(): number | undefined {
    return relationId(this, 'branch');
  }

  @Field({ description: 'Where in it, e.g. 二楼报告厅' })
  @Property({ length: 200 })
  place!: string;

  @Field(() => GraphQLISODateTime)
  @Property({ type: 'timestamptz' })
  startsAt!: Date;

  @Field(() => GraphQLISODateTime)
  @Property({ type: 'timestamptz' })
  endsAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Sign-up opens (activities with a capacity)' })
  @Property({ type: 'timestamptz', nullable: true })
  signUpStartsAt?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Sign-up closes (at the latest the start)' })
  @Property({ type: 'timestamptz', nullable: true })
  signUpEndsAt?: Date | null;

  @Field(() => Int, { description: 'Places; 0 = no sign-up needed' })
  @Property({ default: 0 })
  capacity: number = 0;

  @Field(() => Int, { description: 'Readers signed up (not waiting, not cancelled)' })
  @Property({ default: 0 })
  signedUpCount: number = 0;

  @Field(() => Int, { description: 'Places left (0 when no sign-up is needed)' })
  get placesLeft(): number {
    return Math.max(0, this.capacity - this.signedUpCount);
  }

  @Field(() => ActivityState, { description: 'Now, from the times and counts' })
  get state(): ActivityState {
    return activityState(this, new Date());
  }
}

type StateInputs = Pick<Activity, 'startsAt' | 'endsAt' | 'signUpStartsAt' | 'signUpEndsAt' | 'capacity' | 'signedUpCount'>;

/** The state at `now`; `stateWhere` (activity-state.ts) is the same rule as a where-clause. */
export function activityState(a: StateInputs, now: Date): ActivityState {
  if (a.endsAt <= now) return ActivityState.ENDED;
  if (a.startsAt <= now) return ActivityState.ONGOING;
  if (a.capacity === 0) return ActivityState.NO_SIGN_UP;
  if (a.signUpStartsAt && now < a.signUpStartsAt) return ActivityState.NOT_OPEN;
  if (a.signUpEndsAt && now >= a.signUpEndsAt) return ActivityState.CLOSED;
  return a.signedUpCount >= a.capacity ? ActivityState.FULL : ActivityState.OPEN;
}
