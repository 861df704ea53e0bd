import { ArrayType, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, GraphQLISODateTime, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../../core/db/base.entity.js';
import { Internal } from '../../../core/graphql/field-marks.js';
import { ReviewStatus } from '../../../core/review/review-status.js';
import { Reader } from '../../users/index.js';
import { Resource } from '../../catalogue/index.js';

/**
 * What every reader submission has (ARCHITECTURE §3, submissions): who sent it, its state
 * (PENDING → PASSED / REJECTED; for the "processed" types the same states read 已处理 / 不予处理),
 * the library's reply, and whether the reader has seen the latest review. Each type adds its own
 * columns (types/*.ts).
 */
@ObjectType()
export abstract class Submission<Optional extends string = never> extends BaseEntity<'status' | 'unread' | 'authorName' | 'flaggedWords' | Optional> {
  /** Resolved for admins only (submission.resolver.ts): the public sees `authorName`, never the account. */
  @ManyToOne(() => Reader, { ref: true, deleteRule: 'cascade' })
  @Index()
  reader!: Ref<Reader>;

  @Field({ description: "The reader's name as shown publicly: the first character and a mask" })
  @Property({ length: 32, default: '' })
  authorName: string = '';

  @Field(() => ReviewStatus)
  @Enum({ items: () => ReviewStatus, nativeEnumName: 'review_status', default: ReviewStatus.PENDING })
  status: ReviewStatus = ReviewStatus.PENDING;

  @Field(() => String, { nullable: true, description: "The library's reply, shown to the reader" })
  @Property({ type: 'text', nullable: true })
  reply?: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was last reviewed or replied to' })
  @Property({ type: 'timestamptz', nullable: true })
  reviewedAt?: Date | null;

  /** The public and the reader get [] (the list of words is the library's). */
  @Internal([])
  @Field(() => [String], { description: 'Sensitive words found when it was sent, as the library entered them (back office only)' })
  @Property({ type: ArrayType, columnType: 'text[]', default: '{}' })
  flaggedWords: string[] = [];

  @Field({ description: 'Reviewed or replied to since the reader last looked' })
  @Property({ default: false })
  unread: boolean = false;
}

/** A submission about one resource (comments, tags, scores, error reports). */
@ObjectType()
export abstract class ResourceSubmission<Optional extends string = never> extends Submission<Optional> {
  /** Resolved by submission.resolver.ts (loaded in batches). */
  @ManyToOne(() => Resource, { ref: true, deleteRule: 'cascade' })
  @Index()
  resource!: Ref<Resource>;
}
