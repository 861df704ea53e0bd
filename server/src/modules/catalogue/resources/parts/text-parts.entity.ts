import { ArrayType, Collection, Entity, Index, ManyToOne, OneToMany, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ManagedEntity } from '../../../../core/db/base.entity.js';
import type { Ebook, Journal, Newspaper } from '../resource-kinds.entity.js';
import { relationId } from '../../../../core/db/fast-read/rows-as-entities.js';

/** A chapter of an e-book's table of contents. */
@ObjectType({ description: 'A chapter of an e-book', simpleResolvers: true })
@Entity({ tableName: 'ebook_chapter' })
@Index({ properties: ['resource', 'sort'] })
export class EbookChapter extends ManagedEntity {
  @ManyToOne('Ebook', { ref: true, deleteRule: 'cascade' })
  resource!: Ref<Ebook>;

  @Field(() => ID)
  get resourceId(): number {
    return relationId(this, 'resource')!;
  }

  @Field()
  @Property({ length: 200 })
  title!: string;

  @Field({ nullable: true, description: 'Location in the EPUB (spine href with an optional #anchor)' })
  @Property({ length: 300, nullable: true })
  href?: string;

  @Field(() => Int, { nullable: true })
  @Property({ nullable: true })
  wordCount?: number;
}

/** One day's edition of a newspaper. */
@ObjectType({ description: 'An edition (one day) of a newspaper', simpleResolvers: true })
@Entity({ tableName: 'newspaper_edition' })
@Index({ properties: ['resource', 'editionDate'] })
export class NewspaperEdition extends ManagedEntity {
  @ManyToOne('Newspaper', { ref: true, deleteRule: 'cascade' })
  resource!: Ref<Newspaper>;

  @Field(() => ID)
  get resourceId(): number {
    return relationId(this, 'resource')!;
  }

  @Field({ description: 'YYYY-MM-DD' })
  @Property({ type: 'date' })
  editionDate!: string;

  @Field({ nullable: true, description: '期号, e.g. 第 12345 期' })
  @Property({ length: 64, nullable: true })
  issue?: string;

  @OneToMany(() => EditionPage, (page) => page.edition, { orderBy: { pageNo: 'ASC', id: 'ASC' } })
  pages = new Collection<EditionPage>(this);
}

/** A page (版面) of a newspaper edition, as an image and/or a PDF. */
@ObjectType({ description: 'A page of a newspaper edition', simpleResolvers: true })
@Entity({ tableName: 'newspaper_page' })
@Index({ properties: ['edition', 'pageNo'] })
export class EditionPage extends ManagedEntity {
  @ManyToOne(() => NewspaperEdition, { ref: true, deleteRule: 'cascade' })
  edition!: Ref<NewspaperEdition>;

  @Field(() => ID)
  get editionId(): number {
    return relationId(this, 'edition')!;
  }

  @Field(() => Int)
  @Property()
  pageNo!: number;

  @Field({ description: '版名, e.g. A01 要闻' })
  @Property({ length: 100 })
  title!: string;

  @Field({ nullable: true, description: 'Page image URL' })
  @Property({ length: 500, nullable: true })
  image?: string;

  @Field({ nullable: true, description: 'Page PDF URL' })
  @Property({ length: 500, nullable: true })
  file?: string;
}

/** One issue (volume) of a journal. */
@ObjectType({ description: 'An issue (volume) of a journal', simpleResolvers: true })
@Entity({ tableName: 'journal_volume' })
@Index({ properties: ['resource', 'year', 'sort'] })
export class JournalVolume extends ManagedEntity {
  @ManyToOne('Journal', { ref: true, deleteRule: 'cascade' })
  resource!: Ref<Journal>;

  @Field(() => ID)
  get resourceId(): number {
    return relationId(this, 'resource')!;
  }

  @Field(() => Int)
  @Property()
  year!: number;

  @Field({ description: '期, e.g. 第3期' })
  @Property({ length: 64 })
  issue!: string;

  @Field({ nullable: true })
  @Property({ length: 200, nullable: true })
  title?: string;

  @Field({ nullable: true })
  @Property({ length: 500, nullable: true })
  cover?: string;

  @OneToMany(() => JournalArticle, (article) => article.volume, { orderBy: { sort: 'ASC', id: 'ASC' } })
  articles = new Collection<JournalArticle>(this);
}

/** An article (chapter) of a journal issue. */
@ObjectType({ description: 'An article of a journal issue', simpleResolvers: true })
@Entity({ tableName: 'journal_article' })
@Index({ properties: ['volume', 'sort'] })
export class JournalArticle extends ManagedEntity<'creators'> {
  @ManyToOne(() => JournalVolume, { ref: true, deleteRule: 'cascade' })
  volume!: Ref<JournalVolume>;

  @Field(() => ID)
  get volumeId(): number {
    return relationId(this, 'volume')!;
  }

  @Field()
  @Property({ length: 300 })
  title!: string;

  @Field(() => [String])
  @Property({ type: ArrayType, default: '{}' })
  creators: string[] = [];

  @Field({ nullable: true, description: 'Page range, e.g. 12-18' })
  @Property({ length: 32, nullable: true })
  pages?: string;

  @Field({ nullable: true })
  @Property({ type: 'text', nullable: true })
  summary?: string;

  @Field({ nullable: true, description: 'PDF URL' })
  @Property({ length: 500, nullable: true })
  file?: string;
}
