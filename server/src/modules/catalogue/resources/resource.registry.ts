import type { EntityData, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createCrudResolver } from '../../../core/crud/crud.resolver.js';
import { parseId, relationId } from '../../../core/crud/ids.js';
import { SortOrder } from '../../../core/crud/page.js';
import { contains, flagFilters } from '../../../core/crud/where.js';
import { AppError } from '../../../core/errors/app-error.js';
import { BatchNumber } from '../batch-number.entity.js';
import { refreshSearchDocuments } from '../search/search-document.js';
import { ResourceClass } from '../resource-class.entity.js';
import { ResourceKind } from '../resource-kind.js';
import { Supplier } from '../supplier.entity.js';
import * as inputs from './resource.inputs.js';
import { RESOURCE_ENTITIES } from './resource-kinds.entity.js';
import { ResourcePermission } from './resource-permission.js';
import { RESOURCE_TYPE_NAMES, type Resource } from './resource.entity.js';

/** The ids of a class and every class below it: one recursive query. */
export async function classSubtree(em: EntityManager, classId: number): Promise<number[]> {
  const rows = await em.getConnection().execute<{ id: number }[]>(
    `with recursive subtree as (
       select id from resource_class where id = ?
       union all select c.id from resource_class c join subtree s on c.parent_id = s.id)
     select id from subtree`,
    [classId],
  );
  return rows.map((row) => row.id);
}

/** How each ResourceFilter field narrows a list; shared by every kind's admin list and the public lists. */
export const resourceWhere = {
  ...flagFilters,
  keyword: (text: string): FilterQuery<Resource> => ({ $or: [{ title: contains(text) }, { creators: { $overlap: [text.trim()] } }] }),
  kind: (kind: ResourceKind): FilterQuery<Resource> => ({ kind }),
  classId: async (id: string, em: EntityManager): Promise<FilterQuery<Resource>> => ({
    class: { $in: await classSubtree(em, parseId(id, 'classId')) },
  }),
  supplierId: (id: string): FilterQuery<Resource> => ({ supplier: parseId(id, 'supplierId') }),
  batchId: (id: string): FilterQuery<Resource> => ({ batch: parseId(id, 'batchId') }),
  onShelf: (onShelf: boolean): FilterQuery<Resource> => ({ onShelf }),
  permission: (permission: ResourcePermission): FilterQuery<Resource> => ({ permission }),
  publishYear: (publishYear: number): FilterQuery<Resource> => ({ publishYear }),
  language: (language: string): FilterQuery<Resource> => ({ language }),
  creator: (creator: string): FilterQuery<Resource> => ({ creators: { $overlap: [creator.trim()] } }),
};

/** Lists of resources count at most this many (see CrudDefinition.maxCount). */
export const RESOURCE_COUNT_CAP = 10_000;

export const RESOURCE_SORT_FIELDS = [
  'publishedAt',
  'views',
  'borrows',
  'collections',
  'downloads',
  'scoreAverage',
  'title',
  'sort',
  'createdAt',
  'id',
] as const;

/** Relation ids of the input → references; the rest as given. */
export function resourceData({ classId, supplierId, batchId, ...rest }: inputs.ResourceInput): EntityData<Resource> {
  return {
    ...rest,
    class: relationId(classId, 'classId'),
    supplier: relationId(supplierId, 'supplierId'),
    batch: relationId(batchId, 'batchId'),
  } as EntityData<Resource>;
}

/** The class must be of the resource's kind; supplier and batch must exist. */
async function checkResourceRelations(em: EntityManager, kind: ResourceKind, data: EntityData<Resource>) {
  const classId = data.class as number | null | undefined;
  if (classId) {
    const found = await em.findOne(ResourceClass, { id: classId });
    if (!found) throw AppError.badInput('classId', '分类不存在');
    if (found.kind !== kind) throw AppError.badInput('classId', '分类必须属于同一资源类型');
  }
  const supplier = data.supplier as number | null | undefined;
  if (supplier && !(await em.count(Supplier, { id: supplier }))) throw AppError.badInput('supplierId', '供应商不存在');
  const batch = data.batch as number | null | undefined;
  if (batch && !(await em.count(BatchNumber, { id: batch }))) throw AppError.badInput('batchId', '批次号不存在');
}

/** Per kind: its input and its GraphQL names (admin<One>, admin<Many>, create<Type>…). */
const KIND_SPECS = {
  book: { input: inputs.BookInput, one: 'book', many: 'books' },
  ebook: { input: inputs.EbookInput, one: 'ebook', many: 'ebooks' },
  audio: { input: inputs.AudioInput, one: 'audio', many: 'audios' },
  thesis: { input: inputs.ThesisInput, one: 'thesis', many: 'theses' },
  newspaper: { input: inputs.NewspaperInput, one: 'newspaper', many: 'newspapers' },
  journal: { input: inputs.JournalInput, one: 'journal', many: 'journals' },
  video: { input: inputs.VideoInput, one: 'video', many: 'videos' },
  exhibition: { input: inputs.ExhibitionInput, one: 'exhibition', many: 'exhibitions' },
  database: { input: inputs.DatabaseResourceInput, one: 'databaseResource', many: 'databaseResources' },
  digital: { input: inputs.DigitalResourceInput, one: 'digitalResource', many: 'digitalResources' },
} satisfies Record<ResourceKind, { input: new () => inputs.ResourceInput; one: string; many: string }>;

/**
 * The admin pattern for every kind, from one definition: create, update, enable/disable,
 * recommend, shelve/unshelve, permission, remove and their batch variants. The public reads all
 * kinds through `resources` / `resource` (resource.resolver.ts), which apply the login rules.
 */
export const resourceCruds = Object.values(ResourceKind).map((kind) => {
  const spec = KIND_SPECS[kind];
  return createCrudResolver({
    entity: RESOURCE_ENTITIES[kind] as unknown as new () => Resource,
    typeName: RESOURCE_TYPE_NAMES[kind],
    one: spec.one,
    many: spec.many,
    rest: `resource/${kind}`,
    input: spec.input as new () => inputs.ResourceInput,
    filter: inputs.ResourceFilter,
    where: resourceWhere,
    sortFields: RESOURCE_SORT_FIELDS,
    defaultOrder: SortOrder.DESC,
    toData: resourceData,
    beforeSave: (em, data) => checkResourceRelations(em, kind, data),
    afterSave: (em, item) => refreshSearchDocuments(em, [item.id]),
    actions: { shelve: true },
    setters: [{ name: 'Permission', field: 'permission', type: ResourcePermission }],
    publicQueries: false,
    maxCount: RESOURCE_COUNT_CAP,
  });
});
