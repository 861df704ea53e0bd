import { ArrayType, Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, Float, GraphQLISODateTime, ID, Int, InterfaceType } from 'type-graphql';
import { ManagedEntity } from '../../../core/db/base.entity.js';
import { BatchNumber } from '../batch-number.entity.js';
import { ResourceClass } from '../resource-class.entity.js';
import { ResourceKind } from '../resource-kind.js';
import { Supplier } from '../supplier.entity.js';
import { ResourcePermission } from './resource-permission.js';
import { Internal } from '../../../core/graphql/field-marks.js';
import { relationId } from '../../../core/db/fast-read/rows-as-entities.js';

type Defaults =
  | 'onShelf'
  | 'permission'
  | 'publishedAt'
  | 'creators'
  | 'keywords'
  | 'views'
  | 'collections'
  | 'downloads'
  | 'borrows'
  | 'scoreAverage'
  | 'scoreCount'
  | 'scoreTotal'
  | 'comments';

/**
 * One catalogue resource of any kind (ARCHITECTURE §3): single-table inheritance on `kind`, one
 * subclass per kind (resource-kinds.entity.ts) holding its own columns. Collections, comments,
 * tags, scores and error reports point at Resource, so every kind gets them at once.
 */
@InterfaceType('Resource', {
  description: 'A catalogue resource; one implementation per kind',
  resolveType: (resource: { kind: ResourceKind }) => RESOURCE_TYPE_NAMES[resource.kind],
})
@Entity({ tableName: 'resource', abstract: true, discriminatorColumn: 'kind' })
// Public lists: one kind, newest first; mixed lists by publication time.
@Index({ properties: ['kind', 'publishedAt'] })
@Index({ properties: ['publishedAt'] })
// Rankings over all time and the recommended list.
@Index({ properties: ['kind', 'views'] })
@Index({ properties: ['kind', 'borrows'] })
@Index({ properties: ['kind', 'scoreAverage'] })
@Index({ properties: ['kind', 'recommended', 'sort'] })
// OAI-PMH harvests in datestamp order (open-data/oai): keyset pages over (updated_at, id).
@Index({ properties: ['updatedAt', 'id'] })
// What the public sees (enabled, on the shelf): list pages read this index in order, and their
// counts are index-only scans (measured at 1M rows: a book count 780 → 200 ms, a class count 187 → 8 ms).
@Index({
  name: 'resource_visible_kind_published_at_index',
  expression:
    'create index "resource_visible_kind_published_at_index" on "resource" ("kind", "published_at" desc, "id" desc) include ("class_id") where "enabled" and "on_shelf"',
})
@Index({
  name: 'resource_visible_kind_class_index',
  expression:
    'create index "resource_visible_kind_class_index" on "resource" ("kind", "class_id") include ("published_at") where "enabled" and "on_shelf"',
})
// Search (search/search-document.ts writes these columns; search/README.md explains them).
@Index({ name: 'resource_search_index', expression: 'create index "resource_search_index" on "resource" using gin ("search")' })
@Index({
  name: 'resource_search_title_index',
  expression: 'create index "resource_search_title_index" on "resource" ("search_title" text_pattern_ops)',
})
@Index({
  name: 'resource_search_title_trgm_index',
  expression: 'create index "resource_search_title_trgm_index" on "resource" using gin ("search_title" gin_trgm_ops)',
})
@Index({
  name: 'resource_title_pinyin_index',
  expression: 'create index "resource_title_pinyin_index" on "resource" ("title_pinyin" text_pattern_ops)',
})
// The most used resources' match vectors, searched first (search/search-first.ts).
@Index({
  name: 'resource_search_first_index',
  expression: 'create index "resource_search_first_index" on "resource" using gin ("search") where "search_first"',
})
// Rows without a search document (the index job and 数据检测 look for them): usually none, so a tiny index.
@Index({
  name: 'resource_unindexed_index',
  expression: 'create index "resource_unindexed_index" on "resource" ("id") where "search" is null',
})
@Index({
  name: 'resource_title_initials_index',
  expression: 'create index "resource_title_initials_index" on "resource" ("title_initials" text_pattern_ops)',
})
export abstract class Resource extends ManagedEntity<Defaults> {
  @Field(() => ResourceKind)
  @Enum({ items: () => ResourceKind, nativeEnumName: 'resource_kind' })
  kind!: ResourceKind;

  @Field()
  @Property({ length: 300 })
  title!: string;

  @Field({ nullable: true })
  @Property({ length: 300, nullable: true })
  subtitle?: string;

  @Field(() => [String], { description: 'Authors, editors, directors… in order' })
  @Property({ type: ArrayType, default: '{}' })
  creators: string[] = [];

  @Field({ nullable: true, description: 'Cover image URL' })
  @Property({ length: 500, nullable: true })
  cover?: string;

  @Field({ nullable: true, description: 'A shareable poster image (海报)' })
  @Property({ length: 500, nullable: true })
  poster?: string;

  @Field({ nullable: true })
  @Property({ type: 'text', nullable: true })
  summary?: string;

  @Field(() => [String])
  @Property({ type: ArrayType, default: '{}' })
  keywords: string[] = [];

  @Field({ nullable: true, description: 'ISO 639-1 code: zh, en, ja…' })
  @Property({ length: 16, nullable: true })
  language?: string;

  @Field({ nullable: true })
  @Property({ length: 200, nullable: true })
  publisher?: string;

  @Field(() => Int, { nullable: true })
  @Property({ nullable: true })
  publishYear?: number;

  @ManyToOne(() => ResourceClass, { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  class?: Ref<ResourceClass>;

  @ManyToOne(() => Supplier, { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  supplier?: Ref<Supplier>;

  @ManyToOne(() => BatchNumber, { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  batch?: Ref<BatchNumber>;

  @Field(() => ID, { nullable: true })
  get classId(): number | undefined {
    return relationId(this, 'class');
  }

  @Field(() => ID, { nullable: true, description: 'Procurement: null for anyone but an admin' })
  @Internal()
  get supplierId(): number | undefined {
    return relationId(this, 'supplier');
  }

  @Field(() => ID, { nullable: true, description: 'Procurement: null for anyone but an admin' })
  @Internal()
  get batchId(): number | undefined {
    return relationId(this, 'batch');
  }

  @Field({ description: 'On the shelf: shown to the public (with enabled)' })
  @Property({ default: true })
  onShelf: boolean = true;

  @Field(() => ResourcePermission, { description: 'Who may open the detail, besides the rule of the kind' })
  @Enum({ items: () => ResourcePermission, nativeEnumName: 'resource_permission', default: ResourcePermission.PUBLIC })
  permission: ResourcePermission = ResourcePermission.PUBLIC;

  @Field()
  @Property({ type: 'timestamptz' })
  publishedAt: Date = new Date();

  @Field(() => Int)
  @Property({ default: 0 })
  views: number = 0;

  @Field(() => Int)
  @Property({ default: 0 })
  collections: number = 0;

  @Field(() => Int)
  @Property({ default: 0 })
  downloads: number = 0;

  @Field(() => Int)
  @Property({ default: 0 })
  borrows: number = 0;

  @Field(() => Float, { description: 'Average score (0 when unscored)' })
  @Property({ type: 'double', default: 0 })
  scoreAverage: number = 0;

  @Field(() => Int)
  @Property({ default: 0 })
  scoreCount: number = 0;

  /** The sum of the passed scores: the average is kept as total / count, so no rounding piles up. */
  @Property({ default: 0, hidden: true })
  scoreTotal: number = 0;

  @Field(() => Int, { description: 'Passed comments' })
  @Property({ default: 0 })
  comments: number = 0;

  // The search document, written in SQL by search/search-document.ts on every change; lazy, so that
  // lists and details never load it. Null until indexed (the search.index job fills such rows).
  /** Match vector: CJK bigrams and word stems (GIN). */
  @Property({ columnType: 'tsvector', nullable: true, lazy: true, hidden: true })
  search?: string;

  /** Ranking vector: segmented words, read by ts_rank only. */
  @Property({ columnType: 'tsvector', nullable: true, lazy: true, hidden: true })
  searchWords?: string;

  /** Normalized title: exact and prefix matches, typo matching (pg_trgm). */
  @Property({ type: 'text', nullable: true, lazy: true, hidden: true })
  searchTitle?: string;

  /** Toneless pinyin of the title and its initials, for suggestions (hlm → 红楼梦). */
  @Property({ type: 'text', nullable: true, lazy: true, hidden: true })
  titlePinyin?: string;

  @Property({ type: 'text', nullable: true, lazy: true, hidden: true })
  titleInitials?: string;

  /** Among the most used resources, which searches read first (search/search-first.ts keeps it). */
  @Property({ type: 'boolean', default: false, lazy: true, hidden: true })
  searchFirst?: boolean;
}

/*
 * A type-graphql interface takes its fields from its own class only, not from the ObjectType it
 * extends (ManagedEntity), so the inherited columns are declared on the interface here.
 */
const INHERITED_FIELDS: Array<[keyof Resource, () => unknown, string?]> = [
  ['id', () => ID],
  ['createdAt', () => GraphQLISODateTime],
  ['updatedAt', () => GraphQLISODateTime],
  ['enabled', () => Boolean, 'Shown on the public site (with onShelf)'],
  ['recommended', () => Boolean],
  ['sort', () => Int, 'Ascending display order'],
];
for (const [name, type, description] of INHERITED_FIELDS) Field(type as never, { description })(Resource.prototype, name);

/** GraphQL type of each kind (resolveType). */
export const RESOURCE_TYPE_NAMES: Record<ResourceKind, string> = {
  book: 'Book',
  ebook: 'Ebook',
  audio: 'Audio',
  thesis: 'Thesis',
  newspaper: 'Newspaper',
  journal: 'Journal',
  video: 'Video',
  exhibition: 'Exhibition',
  database: 'DatabaseResource',
  digital: 'DigitalResource',
};
