import type { EntityClass, EntityData, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createCrudResolver } from '../../../../core/crud/crud.resolver.js';
import { parseId, relationId } from '../../../../core/crud/ids.js';
import { SortOrder } from '../../../../core/crud/page.js';
import { contains, flagFilters } from '../../../../core/crud/where.js';
import type { ManagedEntity } from '../../../../core/db/base.entity.js';
import { AppError } from '../../../../core/errors/app-error.js';
import { Library } from '../../../content/index.js';
import { Audio, Book, Ebook, Exhibition, Journal, Newspaper, Video } from '../resource-kinds.entity.js';
import { BookCopy } from './book-copy.entity.js';
import { AudioTrack, ExhibitionPicture, VideoConversion, VideoItem } from './media-parts.entity.js';
import { refreshSearchDocuments } from '../../search/search-document.js';
import { queueAudioDuration } from '../../media/audio-duration.job.js';
import { queueVideoConversion } from '../../media/video-conversion.job.js';
import * as inputs from './parts.inputs.js';
import { EbookChapter, JournalArticle, JournalVolume, NewspaperEdition, EditionPage } from './text-parts.entity.js';

interface PartSpec {
  entity: EntityClass<ManagedEntity<string>>;
  typeName: string;
  one: string;
  many: string;
  /** REST segment under api/admin/resource/. */
  rest: string;
  input: new () => object;
  filter: new () => object;
  /** The parent relation, the input/filter field carrying its id, and the parent's entity (of the right kind). */
  parent: { relation: string; idField: string; entity: EntityClass<object>; missing: string };
  keywordField: string;
  sortFields: readonly [string, ...string[]];
  defaultOrder?: SortOrder;
  /** More input → data mapping and checks for the part's other relations. */
  toData?: (input: Record<string, unknown>) => Record<string, unknown>;
  check?: (em: EntityManager, data: Record<string, unknown>, existing?: ManagedEntity<string>) => Promise<void>;
  afterSave?: (em: EntityManager, item: ManagedEntity<string>, existing: boolean) => Promise<void>;
  /** For parts whose text is in their resource's search document: the resources to reindex. */
  searchedIn?: (em: EntityManager, items: ManagedEntity<string>[]) => Promise<number[]>;
}

/**
 * The admin pattern for the children of a resource (chapters, tracks, copies…): the parent is
 * required and must be of the right kind; lists are per parent. The public reads children
 * through their resource's detail (resource-parts.resolver.ts), which applies the login rules.
 */
function partCrud(spec: PartSpec) {
  const { relation, idField, entity: parentEntity, missing } = spec.parent;
  return createCrudResolver({
    entity: spec.entity,
    typeName: spec.typeName,
    one: spec.one,
    many: spec.many,
    rest: `resource/${spec.rest}`,
    input: spec.input,
    filter: spec.filter,
    where: {
      ...flagFilters,
      keyword: (text: string) => ({ [spec.keywordField]: contains(text) }),
      [idField]: (id: string) => ({ [relation]: parseId(id, idField) }),
    } as never,
    sortFields: spec.sortFields,
    defaultOrder: spec.defaultOrder ?? SortOrder.ASC,
    toData: (input: object) => {
      const { [idField]: parentId, ...rest } = input as Record<string, unknown>;
      const data = spec.toData ? spec.toData(rest) : rest;
      return { ...data, [relation]: parentId === undefined ? undefined : parseId(parentId as string, idField) } as EntityData<ManagedEntity<string>>;
    },
    beforeSave: async (em, data, existing) => {
      const parentId = (data as Record<string, unknown>)[relation] as number | undefined;
      if (parentId !== undefined && !(await em.count(parentEntity, { id: parentId } as FilterQuery<object>)))
        throw AppError.badInput(idField, missing);
      await spec.check?.(em, data as Record<string, unknown>, existing);
    },
    afterSave: async (em, item, existing) => {
      await spec.afterSave?.(em, item, existing);
      if (spec.searchedIn) await refreshSearchDocuments(em, await spec.searchedIn(em, [item]));
    },
    afterRemove: spec.searchedIn && (async (em, items) => refreshSearchDocuments(em, await spec.searchedIn!(em, items))),
    actions: { recommend: false },
    publicQueries: false,
  });
}

const byResource = (entity: EntityClass<object>, missing: string) => ({ relation: 'resource', idField: 'resourceId', entity, missing });

/** Titles of chapters, tracks, items and pictures are searched with their resource. */
const ownResource = async (_em: EntityManager, items: ManagedEntity<string>[]) =>
  items.map((item) => (item as unknown as { resource: { id: number } }).resource.id);

/** Articles are searched with their journal, through the volume. */
async function articleJournals(em: EntityManager, items: ManagedEntity<string>[]) {
  const volumes = items.map((item) => (item as JournalArticle).volume.id);
  const rows = await em
    .getConnection()
    .execute<{ id: number }[]>('select resource_id as id from journal_volume where id in (?)', [volumes], 'all', em.getTransactionContext());
  return rows.map((row) => row.id);
}

export const bookCopyCrud = partCrud({
  entity: BookCopy,
  typeName: 'BookCopy',
  one: 'bookCopy',
  many: 'bookCopies',
  rest: 'book/copy',
  input: inputs.BookCopyInput,
  filter: inputs.ResourcePartFilter,
  parent: byResource(Book, '纸质图书不存在'),
  keywordField: 'barcode',
  sortFields: ['barcode', 'status', 'createdAt', 'id'],
  toData: ({ libraryId, ...rest }) => ({ ...rest, library: relationId(libraryId as string | null | undefined, 'libraryId') }),
  check: async (em, data) => {
    if (data.library && !(await em.count(Library, { id: data.library as number }))) throw AppError.badInput('libraryId', '图书馆不存在');
  },
});

export const ebookChapterCrud = partCrud({
  entity: EbookChapter,
  typeName: 'EbookChapter',
  one: 'ebookChapter',
  many: 'ebookChapters',
  rest: 'ebook/chapter',
  input: inputs.EbookChapterInput,
  filter: inputs.ResourcePartFilter,
  parent: byResource(Ebook, '电子图书不存在'),
  searchedIn: ownResource,
  keywordField: 'title',
  sortFields: ['sort', 'title', 'id'],
});

export const audioTrackCrud = partCrud({
  entity: AudioTrack,
  typeName: 'AudioTrack',
  one: 'audioTrack',
  many: 'audioTracks',
  rest: 'audio/track',
  input: inputs.AudioTrackInput,
  filter: inputs.ResourcePartFilter,
  parent: byResource(Audio, '音频资源不存在'),
  searchedIn: ownResource,
  keywordField: 'title',
  sortFields: ['sort', 'title', 'id'],
  // A new file's duration is read again unless the form gives one.
  check: async (_em, data, existing) => {
    if (data.file !== undefined && data.file !== (existing as AudioTrack | undefined)?.file && data.duration === undefined) data.duration = null;
  },
  afterSave: (em, item) => queueAudioDuration(em, item as AudioTrack),
});

export const videoItemCrud = partCrud({
  entity: VideoItem,
  typeName: 'VideoItem',
  one: 'videoItem',
  many: 'videoItems',
  rest: 'video/item',
  input: inputs.VideoItemInput,
  filter: inputs.ResourcePartFilter,
  parent: byResource(Video, '视频资源不存在'),
  searchedIn: ownResource,
  keywordField: 'title',
  sortFields: ['sort', 'title', 'id'],
  // A new or replaced file plays only after conversion (video-conversion.job.ts).
  check: async (_em, data, existing) => {
    if (data.file !== undefined && data.file !== (existing as VideoItem | undefined)?.file) {
      Object.assign(data, { conversion: VideoConversion.PENDING, conversionProgress: 0, conversionError: null, playbackFile: null });
    }
  },
  afterSave: (em, item) => queueVideoConversion(em, item as VideoItem),
});

export const exhibitionPictureCrud = partCrud({
  entity: ExhibitionPicture,
  typeName: 'ExhibitionPicture',
  one: 'exhibitionPicture',
  many: 'exhibitionPictures',
  rest: 'exhibition/picture',
  input: inputs.ExhibitionPictureInput,
  filter: inputs.ResourcePartFilter,
  parent: byResource(Exhibition, '展览不存在'),
  searchedIn: ownResource,
  keywordField: 'caption',
  sortFields: ['sort', 'id'],
});

export const newspaperEditionCrud = partCrud({
  entity: NewspaperEdition,
  typeName: 'NewspaperEdition',
  one: 'newspaperEdition',
  many: 'newspaperEditions',
  rest: 'newspaper/edition',
  input: inputs.NewspaperEditionInput,
  filter: inputs.ResourcePartFilter,
  parent: byResource(Newspaper, '报纸不存在'),
  keywordField: 'issue',
  sortFields: ['editionDate', 'id'],
  defaultOrder: SortOrder.DESC,
});

export const editionPageCrud = partCrud({
  entity: EditionPage,
  typeName: 'EditionPage',
  one: 'editionPage',
  many: 'editionPages',
  rest: 'newspaper/page',
  input: inputs.EditionPageInput,
  filter: inputs.EditionPageFilter,
  parent: { relation: 'edition', idField: 'editionId', entity: NewspaperEdition, missing: '报纸期次不存在' },
  keywordField: 'title',
  sortFields: ['pageNo', 'id'],
});

export const journalVolumeCrud = partCrud({
  entity: JournalVolume,
  typeName: 'JournalVolume',
  one: 'journalVolume',
  many: 'journalVolumes',
  rest: 'journal/volume',
  input: inputs.JournalVolumeInput,
  filter: inputs.ResourcePartFilter,
  parent: byResource(Journal, '期刊不存在'),
  keywordField: 'issue',
  sortFields: ['year', 'sort', 'id'],
  defaultOrder: SortOrder.DESC,
});

export const journalArticleCrud = partCrud({
  entity: JournalArticle,
  typeName: 'JournalArticle',
  one: 'journalArticle',
  many: 'journalArticles',
  rest: 'journal/chapter',
  input: inputs.JournalArticleInput,
  filter: inputs.JournalArticleFilter,
  parent: { relation: 'volume', idField: 'volumeId', entity: JournalVolume, missing: '期刊期次不存在' },
  searchedIn: articleJournals,
  keywordField: 'title',
  sortFields: ['sort', 'title', 'id'],
});

export const partCruds = [
  bookCopyCrud,
  ebookChapterCrud,
  audioTrackCrud,
  videoItemCrud,
  exhibitionPictureCrud,
  newspaperEditionCrud,
  editionPageCrud,
  journalVolumeCrud,
  journalArticleCrud,
];
