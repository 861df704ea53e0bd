import { Entity, Enum, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { Field, GraphQLISODateTime, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../../core/db/base.entity.js';
import { Resource } from '../../catalogue/index.js';
import { Reader } from '../../users/index.js';

export enum MarkType {
  COLLECTION = 'COLLECTION',
  SUBSCRIPTION = 'SUBSCRIPTION',
}
registerEnumType(MarkType, { name: 'MarkType', description: '收藏 / 订阅' });

/**
 * A reader's mark on a resource: a collection (收藏, any kind) or a subscription (订阅,
 * newspapers and journals). One of each per reader and resource.
 */
@ObjectType({ description: "A resource in a reader's collections or subscriptions", simpleResolvers: true })
@Entity({ tableName: 'reader_mark' })
@Unique({ properties: ['reader', 'type', 'resource'] })
@Index({ properties: ['reader', 'type', 'createdAt'] })
@Index({ properties: ['resource'] })
export class ReaderMark extends BaseEntity<'seenAt'> {
  @ManyToOne(() => Reader, { ref: true, deleteRule: 'cascade' })
  reader!: Ref<Reader>;

  /** Resolved by reader-marks.resolver.ts. */
  @ManyToOne(() => Resource, { ref: true, deleteRule: 'cascade' })
  resource!: Ref<Resource>;

  @Field(() => MarkType)
  @Enum({ items: () => MarkType, nativeEnumName: 'mark_type' })
  type!: MarkType;

  /** A subscriber's last look at the resource: editions and volumes added since are new. */
  @Field(() => GraphQLISODateTime)
  @Property({ type: 'timestamptz' })
  seenAt: Date = new Date();

  /** Subscriptions: editions or volumes added since the reader last opened it (the 新 mark). */
  @Field(() => Int, { description: 'Subscriptions: editions or volumes added since the reader last opened it' })
  newIssues = 0;
}
