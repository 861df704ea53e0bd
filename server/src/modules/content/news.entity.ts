import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ManagedEntity } from '../../core/db/base.entity.js';
import { DetailOnly } from '../../core/graphql/field-marks.js';

export enum NewsCategory {
  libraryNews = 'libraryNews',
  peaceNews = 'peaceNews',
  industryNews = 'industryNews',
  publicNotice = 'publicNotice',
}

registerEnumType(NewsCategory, {
  name: 'NewsCategory',
  description: '本馆新闻 / 平安资讯 / 行业资讯 / 公告',
});

@ObjectType({ description: 'A news item or notice of the information area', simpleResolvers: true })
@Entity({ tableName: 'news' })
// The public list: one category, enabled, newest first.
@Index({ properties: ['category', 'enabled', 'publishedAt'] })
@Index({ properties: ['publishedAt'] })
export class News extends ManagedEntity<'publishedAt' | 'views'> {
  @Field(() => NewsCategory)
  @Enum({ items: () => NewsCategory, nativeEnumName: 'news_category' })
  category!: NewsCategory;

  @Field()
  @Property({ length: 200 })
  title!: string;

  @Field({ nullable: true })
  @Property({ length: 500, nullable: true })
  summary?: string;

  @Field({ nullable: true, description: 'Cover image URL' })
  @Property({ length: 500, nullable: true })
  cover?: string;

  @Field({ description: 'Sanitised HTML' })
  @DetailOnly()
  @Property({ type: 'text' })
  body!: string;

  @Field({ nullable: true })
  @Property({ length: 64, nullable: true })
  author?: string;

  @Field()
  @Property({ type: 'timestamptz' })
  publishedAt: Date = new Date();

  @Field(() => Int)
  @Property({ default: 0 })
  views: number = 0;
}
