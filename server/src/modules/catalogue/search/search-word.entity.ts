import { Entity, Enum, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { BaseEntity, ManagedEntity } from '../../../core/db/base.entity.js';
import { ReviewStatus } from '../../../core/review/review-status.js';
import { Reader } from '../../users/index.js';

/**
 * One distinct search (by its normalized text) with how often it was made and what it found last.
 * Popular words feed suggestions and the hot list only once the library passed them (check/searchWord).
 */
@ObjectType({ description: 'A search word: what readers searched, how often, and its moderation', simpleResolvers: true })
@Entity({ tableName: 'search_word' })
@Index({ properties: ['status', 'count'] })
@Index({ properties: ['lastResultCount', 'count'] })
@Index({
  name: 'search_word_normalized_trgm_index',
  expression: 'create index "search_word_normalized_trgm_index" on "search_word" using gin ("normalized" gin_trgm_ops)',
})
@Index({ name: 'search_word_pinyin_index', expression: 'create index "search_word_pinyin_index" on "search_word" ("pinyin" text_pattern_ops)' })
@Index({ name: 'search_word_initials_index', expression: 'create index "search_word_initials_index" on "search_word" ("initials" text_pattern_ops)' })
export class SearchWord extends ManagedEntity<'count' | 'lastResultCount' | 'status' | 'lastSearchedAt'> {
  @Field({ description: 'As first typed' })
  @Property({ length: 200 })
  text!: string;

  @Field({ description: 'Normalized (simplified, lower case): one row per normalized text' })
  @Property({ length: 200 })
  @Unique()
  normalized!: string;

  @Property({ length: 400, nullable: true, hidden: true })
  pinyin?: string;

  @Property({ length: 200, nullable: true, hidden: true })
  initials?: string;

  @Field(() => Int, { description: 'Times searched' })
  @Property({ default: 0 })
  count: number = 0;

  @Field(() => Int, { description: 'Results the last time it was searched' })
  @Property({ default: 0 })
  lastResultCount: number = 0;

  @Field(() => GraphQLISODateTime)
  @Property({ type: 'timestamptz' })
  lastSearchedAt: Date = new Date();

  @Field(() => ReviewStatus)
  @Enum({ items: () => ReviewStatus, nativeEnumName: 'review_status', default: ReviewStatus.PENDING })
  status: ReviewStatus = ReviewStatus.PENDING;
}

/** Every search made: the query, what it found and when; the reader only when logged in. */
@Entity({ tableName: 'search_log' })
@Index({ properties: ['createdAt'] })
export class SearchLog extends BaseEntity {
  @Property({ length: 200 })
  query!: string;

  @ManyToOne(() => SearchWord, { ref: true, deleteRule: 'cascade' })
  @Index()
  word!: Ref<SearchWord>;

  @Property()
  resultCount!: number;

  @ManyToOne(() => Reader, { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  reader?: Ref<Reader>;
}
