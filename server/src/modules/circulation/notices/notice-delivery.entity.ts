import { Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../../core/db/base.entity.js';
import { relationId } from '../../../core/db/fast-read/rows-as-entities.js';
import { NoticeChannel, Reader } from '../../users/index.js';

/** What a notice tells the reader. */
export enum NoticeKind {
  /** 到期提醒: a loan due within NOTICE_DUE_SOON_DAYS library days. */
  DUE_SOON = 'DUE_SOON',
  /** 逾期提醒: a loan past its due date, not returned. */
  OVERDUE = 'OVERDUE',
  /** 预约到书: a loan request whose copy is held for the reader to fetch. */
  HOLD_READY = 'HOLD_READY',
}

registerEnumType(NoticeKind, {
  name: 'NoticeKind',
  valuesConfig: { DUE_SOON: { description: '到期提醒' }, OVERDUE: { description: '逾期提醒' }, HOLD_READY: { description: '预约到书' } },
});

export enum NoticeState {
  PENDING = 'PENDING',
  SENT = 'SENT',
  FAILED = 'FAILED',
  SKIPPED = 'SKIPPED',
}

registerEnumType(NoticeState, {
  name: 'NoticeState',
  valuesConfig: {
    PENDING: { description: '待发送' },
    SENT: { description: '已发送' },
    FAILED: { description: '失败' },
    SKIPPED: { description: '跳过 (channel not configured, or the reader has no phone / e-mail)' },
  },
});

/**
 * One notice to a reader by one channel (通知记录): written before it is sent, so that the unique
 * (kind, subject, channel) key lets a notice go out once however many runs or instances find it.
 * `subjectId` is the loan's id (DUE_SOON, OVERDUE) or the loan request's (HOLD_READY); the title
 * and name are copied when the row is written, so the record reads the same after the loan goes.
 */
@ObjectType({ description: 'A notice sent (or not) to a reader (通知记录)', simpleResolvers: true })
@Entity({ tableName: 'notice_delivery' })
@Index({
  name: 'notice_delivery_once_unique',
  expression: 'create unique index "notice_delivery_once_unique" on "notice_delivery" ("kind", "subject_id", "channel")',
})
// What a run still has to send, oldest first.
@Index({
  name: 'notice_delivery_pending_index',
  expression: 'create index "notice_delivery_pending_index" on "notice_delivery" ("id") where "state" = \'PENDING\'',
})
// The back office's list: newest first, by state.
@Index({ properties: ['state', 'createdAt'] })
@Index({ properties: ['createdAt'] })
export class NoticeDelivery extends BaseEntity<'state' | 'attempts' | 'readerId'> {
  @Field(() => NoticeKind)
  @Enum({ items: () => NoticeKind, nativeEnumName: 'notice_kind' })
  kind!: NoticeKind;

  @Field(() => ID, { description: 'The loan (DUE_SOON, OVERDUE) or loan request (HOLD_READY) the notice is about' })
  @Property()
  subjectId!: number;

  @Field(() => NoticeChannel)
  @Enum({ items: () => NoticeChannel, nativeEnumName: 'notice_channel' })
  channel!: NoticeChannel;

  @ManyToOne(() => Reader, { ref: true, deleteRule: 'cascade' })
  @Index()
  reader!: Ref<Reader>;

  @Field(() => String, { description: '读者姓名 (when the notice was written)' })
  @Property({ length: 64 })
  readerName!: string;

  @Field(() => String, { description: '读者证号' })
  @Property({ length: 32 })
  cardNumber!: string;

  @Field(() => String, { description: 'The title of the loan’s or request’s book' })
  @Property({ length: 500 })
  title!: string;

  @Field(() => NoticeState)
  @Enum({ items: () => NoticeState, nativeEnumName: 'notice_state', default: NoticeState.PENDING })
  state: NoticeState = NoticeState.PENDING;

  @Field(() => Int, { description: 'Sends tried' })
  @Property({ default: 0 })
  attempts: number = 0;

  @Field(() => String, { nullable: true, description: 'Why the last send failed or was skipped' })
  @Property({ length: 500, nullable: true })
  lastError?: string | null;

  /** Set while a run sends it: a row claimed long ago and never finished is marked failed, not sent again. */
  @Property({ type: 'timestamptz', nullable: true, hidden: true })
  claimedAt?: Date | null;

  @Field(() => Date, { nullable: true, description: '发送时间' })
  @Property({ type: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  @Field(() => ID)
  get readerId(): number {
    return relationId(this, 'reader')!;
  }
}
