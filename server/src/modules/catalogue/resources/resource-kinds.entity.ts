import { Collection, Entity, OneToMany, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { ResourceKind } from '../resource-kind.js';
import { BookCopy } from './parts/book-copy.entity.js';
import { AudioTrack, ExhibitionPicture, VideoItem } from './parts/media-parts.entity.js';
import { EbookChapter, JournalVolume, NewspaperEdition } from './parts/text-parts.entity.js';
import { Resource } from './resource.entity.js';
import { OpenOnlyField } from '../visibility/open-only.js';

/*
 * One entity per kind, all in the `resource` table (single-table inheritance): each kind's own
 * columns are nullable there. Children (copies, chapters, tracks…) are separate tables.
 * Columns shared by two kinds (isbn, file, issn…) are one column.
 */

@ObjectType('Book', { implements: Resource, simpleResolvers: true, description: '纸质图书' })
@Entity({ discriminatorValue: ResourceKind.book })
export class Book extends Resource {
  override kind: ResourceKind = ResourceKind.book;

  @Field({ nullable: true })
  @Property({ length: 17, nullable: true, index: true })
  isbn?: string;

  @Field({ nullable: true, description: '索书号' })
  @Property({ length: 64, nullable: true })
  callNumber?: string;

  @Field(() => Int, { nullable: true })
  @Property({ nullable: true })
  pages?: number;

  @Field({ nullable: true, description: '版次' })
  @Property({ length: 64, nullable: true })
  edition?: string;

  @OneToMany(() => BookCopy, (copy) => copy.resource, { orderBy: { library: 'ASC', barcode: 'ASC' } })
  copies = new Collection<BookCopy>(this);
}

@ObjectType('Ebook', { implements: Resource, simpleResolvers: true, description: '电子图书' })
@Entity({ discriminatorValue: ResourceKind.ebook })
export class Ebook extends Resource {
  override kind: ResourceKind = ResourceKind.ebook;

  @Field({ nullable: true })
  @Property({ length: 17, nullable: true, index: true })
  isbn?: string;

  @OpenOnlyField({ description: 'EPUB or PDF file URL; null for a viewer who may not open the e-book' })
  @Property({ length: 500, nullable: true })
  file?: string;

  @Field(() => Int, { nullable: true })
  @Property({ nullable: true })
  pages?: number;

  @OneToMany(() => EbookChapter, (chapter) => chapter.resource, { orderBy: { sort: 'ASC', id: 'ASC' } })
  chapters = new Collection<EbookChapter>(this);
}

@ObjectType('Audio', { implements: Resource, simpleResolvers: true, description: '音频' })
@Entity({ discriminatorValue: ResourceKind.audio })
export class Audio extends Resource {
  override kind: ResourceKind = ResourceKind.audio;

  @Field({ nullable: true, description: '主播 / 朗读者' })
  @Property({ length: 100, nullable: true })
  narrator?: string;

  @OneToMany(() => AudioTrack, (track) => track.resource, { orderBy: { sort: 'ASC', id: 'ASC' } })
  tracks = new Collection<AudioTrack>(this);
}

@ObjectType('Thesis', { implements: Resource, simpleResolvers: true, description: '学位论文' })
@Entity({ discriminatorValue: ResourceKind.thesis })
export class Thesis extends Resource {
  override kind: ResourceKind = ResourceKind.thesis;

  @Field({ nullable: true, description: '学位: 学士 / 硕士 / 博士' })
  @Property({ length: 32, nullable: true })
  degree?: string;

  @Field({ nullable: true, description: '授予单位' })
  @Property({ length: 200, nullable: true })
  institution?: string;

  @Field({ nullable: true, description: '导师' })
  @Property({ length: 100, nullable: true })
  advisor?: string;

  @Field({ nullable: true, description: '学科专业' })
  @Property({ length: 100, nullable: true })
  discipline?: string;

  @OpenOnlyField({ description: 'PDF file URL; null for a viewer who may not open the thesis' })
  @Property({ length: 500, nullable: true })
  file?: string;
}

@ObjectType('Newspaper', { implements: Resource, simpleResolvers: true, description: '报纸' })
@Entity({ discriminatorValue: ResourceKind.newspaper })
export class Newspaper extends Resource {
  override kind: ResourceKind = ResourceKind.newspaper;

  @Field({ nullable: true })
  @Property({ length: 16, nullable: true })
  issn?: string;

  @Field({ nullable: true, description: '国内统一刊号 (CN)' })
  @Property({ length: 32, nullable: true })
  cn?: string;

  @Field({ nullable: true, description: '刊期: 日报 / 周报…' })
  @Property({ length: 32, nullable: true })
  frequency?: string;

  @OneToMany(() => NewspaperEdition, (edition) => edition.resource, { orderBy: { editionDate: 'DESC', id: 'DESC' } })
  editions = new Collection<NewspaperEdition>(this);
}

@ObjectType('Journal', { implements: Resource, simpleResolvers: true, description: '期刊' })
@Entity({ discriminatorValue: ResourceKind.journal })
export class Journal extends Resource {
  override kind: ResourceKind = ResourceKind.journal;

  @Field({ nullable: true })
  @Property({ length: 16, nullable: true })
  issn?: string;

  @Field({ nullable: true, description: '国内统一刊号 (CN)' })
  @Property({ length: 32, nullable: true })
  cn?: string;

  @Field({ nullable: true, description: '刊期: 月刊 / 双月刊…' })
  @Property({ length: 32, nullable: true })
  frequency?: string;

  @OneToMany(() => JournalVolume, (volume) => volume.resource, { orderBy: { year: 'DESC', sort: 'DESC', id: 'DESC' } })
  volumes = new Collection<JournalVolume>(this);
}

@ObjectType('Video', { implements: Resource, simpleResolvers: true, description: '视频（合集）' })
@Entity({ discriminatorValue: ResourceKind.video })
export class Video extends Resource {
  override kind: ResourceKind = ResourceKind.video;

  @OneToMany(() => VideoItem, (item) => item.resource, { orderBy: { sort: 'ASC', id: 'ASC' } })
  items = new Collection<VideoItem>(this);
}

@ObjectType('Exhibition', { implements: Resource, simpleResolvers: true, description: '展览（图片集）' })
@Entity({ discriminatorValue: ResourceKind.exhibition })
export class Exhibition extends Resource {
  override kind: ResourceKind = ResourceKind.exhibition;

  @Field({ nullable: true, description: '展出地点' })
  @Property({ length: 200, nullable: true })
  venue?: string;

  @Field({ nullable: true, description: 'YYYY-MM-DD' })
  @Property({ type: 'date', nullable: true })
  startsOn?: string;

  @Field({ nullable: true, description: 'YYYY-MM-DD' })
  @Property({ type: 'date', nullable: true })
  endsOn?: string;

  @OneToMany(() => ExhibitionPicture, (picture) => picture.resource, { orderBy: { sort: 'ASC', id: 'ASC' } })
  pictures = new Collection<ExhibitionPicture>(this);
}

@ObjectType('DatabaseResource', { implements: Resource, simpleResolvers: true, description: '数据库' })
@Entity({ discriminatorValue: ResourceKind.database })
export class DatabaseResource extends Resource {
  override kind: ResourceKind = ResourceKind.database;

  @OpenOnlyField({ description: 'Where the database is reached; null for a viewer who may not open it' })
  @Property({ length: 500, nullable: true })
  url?: string;

  @Field({ nullable: true, description: '访问说明: 馆内 IP / 远程访问…' })
  @Property({ type: 'text', nullable: true })
  accessRules?: string;
}

@ObjectType('DigitalResource', { implements: Resource, simpleResolvers: true, description: '数字资源' })
@Entity({ discriminatorValue: ResourceKind.digital })
export class DigitalResource extends Resource {
  override kind: ResourceKind = ResourceKind.digital;

  @OpenOnlyField({ description: 'Null for a viewer who may not open the resource' })
  @Property({ length: 500, nullable: true })
  url?: string;

  @OpenOnlyField({ description: 'File URL; null for a viewer who may not open the resource' })
  @Property({ length: 500, nullable: true })
  file?: string;

  @Field({ nullable: true, description: '格式: PDF / 图片 / 音视频…' })
  @Property({ length: 32, nullable: true })
  format?: string;
}

/** Each kind's entity class. */
export const RESOURCE_ENTITIES = {
  book: Book,
  ebook: Ebook,
  audio: Audio,
  thesis: Thesis,
  newspaper: Newspaper,
  journal: Journal,
  video: Video,
  exhibition: Exhibition,
  database: DatabaseResource,
  digital: DigitalResource,
} as const satisfies Record<ResourceKind, typeof Resource>;
