import { Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../../core/db/base.entity.js';
import { DetailOnly } from '../../../core/graphql/field-marks.js';
import { News, NewsCategory } from '../news.entity.js';

export enum CapturedInfoState {
  /** 已采集: kept as captured material. */
  CAPTURED = 'CAPTURED',
  /** 已发布: published as a news item (`news`). */
  PUBLISHED = 'PUBLISHED',
}

registerEnumType(CapturedInfoState, { name: 'CapturedInfoState', description: '已采集 / 已发布' });

/** 信息采集: an article captured from a web address, edited in the back office, kept or published as news. */
@ObjectType({ description: 'An article captured from a web page (信息采集)', simpleResolvers: true })
@Entity({ tableName: 'captured_info' })
// The back office's list: by state, newest first.
@Index({ properties: ['state', 'createdAt'] })
@Index({ properties: ['createdAt'] })
export class CapturedInfo extends BaseEntity<'state'> {
  @Field()
  @Property({ length: 200 })
  title!: string;

  @Field({ nullable: true, description: 'The publishing site or paper (来源)' })
  @Property({ length: 100, nullable: true })
  source?: string;

  @Field({ nullable: true, description: 'The page it was captured from (none for an item typed in)' })
  @Property({ length: 2000, nullable: true })
  sourceUrl?: string;

  @Field({ nullable: true })
  @Property({ length: 64, nullable: true })
  author?: string;

  @Field({ nullable: true, description: 'The article’s own date, when the page gave one' })
  @Property({ type: 'timestamptz', nullable: true })
  publishedAt?: Date;

  @Field({ nullable: true })
  @Property({ length: 500, nullable: true })
  summary?: string;

  @Field({ nullable: true, description: 'Cover image URL (copied to this site)' })
  @Property({ length: 500, nullable: true })
  cover?: string;

  @Field({ description: 'Sanitised HTML; its images are copies on this site' })
  @DetailOnly()
  @Property({ type: 'text' })
  body!: string;

  @Field(() => CapturedInfoState)
  @Enum({ items: () => CapturedInfoState, nativeEnumName: 'captured_info_state', default: CapturedInfoState.CAPTURED })
  state: CapturedInfoState = CapturedInfoState.CAPTURED;

  @Field(() => NewsCategory, { nullable: true, description: 'The category it was published in' })
  @Enum({ items: () => NewsCategory, nativeEnumName: 'news_category', nullable: true })
  newsCategory?: NewsCategory;

  /** The news item it became (已发布); kept when that news is edited, cleared if it is removed. */
  @ManyToOne(() => News, { ref: true, nullable: true, deleteRule: 'set null' })
  news?: Ref<News>;
}
