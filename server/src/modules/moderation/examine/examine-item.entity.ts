import { Entity, Enum, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { ManagedEntity } from '../../../core/db/base.entity.js';

/** What a new submission of a type does: wait (人工审核), pass (自动通过), or pass unless the filter matches. */
export enum ReviewMode {
  MANUAL = 'MANUAL',
  AUTO = 'AUTO',
  AUTO_UNLESS_SENSITIVE = 'AUTO_UNLESS_SENSITIVE',
}
registerEnumType(ReviewMode, { name: 'ReviewMode', description: '人工审核 / 自动通过 / 无敏感词自动通过' });

/** What a sensitive-word match does: the item waits for review, or is refused at once. */
export enum SensitiveAction {
  REVIEW = 'REVIEW',
  REFUSE = 'REFUSE',
}
registerEnumType(SensitiveAction, { name: 'SensitiveAction', description: '转人工审核 / 拒绝提交' });

export enum ExamineKind {
  SUBMISSION = 'SUBMISSION',
  VENUE = 'VENUE',
}
registerEnumType(ExamineKind, { name: 'ExamineKind', description: '提交类型 / 场馆' });

/**
 * 审批项 (spec §3–4): one per submission type and one per venue, made as their sources list them
 * (examine-sources.ts). 停用 (enabled false): the library does not offer it at all; 关闭 (open
 * false): no new applications for now. Submission types also say how new items are reviewed.
 * No row behaves as the defaults: enabled, open, MANUAL, REVIEW.
 */
@ObjectType({ description: 'An examine (approval) item: a submission type or a venue, and how it accepts applications', simpleResolvers: true })
@Entity({ tableName: 'examine_item' })
export class ExamineItem extends ManagedEntity<'open' | 'reviewMode' | 'onSensitive'> {
  /** 'type:Comment', 'venue:12': what it governs. */
  @Field({ description: "What it governs: 'type:<GraphQL type>' or 'venue:<id>'" })
  @Property({ length: 64, unique: true })
  subject!: string;

  @Field(() => ExamineKind)
  @Enum({ items: () => ExamineKind, nativeEnumName: 'examine_kind' })
  kind!: ExamineKind;

  @Field({ description: 'Its Chinese name: 评论, or the venue' })
  @Property({ length: 100 })
  name!: string;

  @Field({ description: '开启 (true) or 关闭: whether new applications are accepted' })
  @Property({ default: true })
  open: boolean = true;

  @Field(() => ReviewMode, { description: 'Submission types: how new items are reviewed' })
  @Enum({ items: () => ReviewMode, nativeEnumName: 'review_mode', default: ReviewMode.MANUAL })
  reviewMode: ReviewMode = ReviewMode.MANUAL;

  @Field(() => SensitiveAction, { description: 'Submission types: what a sensitive-word match does' })
  @Enum({ items: () => SensitiveAction, nativeEnumName: 'sensitive_action', default: SensitiveAction.REVIEW })
  onSensitive: SensitiveAction = SensitiveAction.REVIEW;
}
