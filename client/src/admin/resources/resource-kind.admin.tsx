import { defineResource, type AnyResource, type Column, type RowDialog, type SiblingTab } from '../crud/types';
import type { ResourceFilter, ResourceKind, ResourceSortField } from '../gql/graphql';
import { KIND_SPECS } from './kinds';
import { ResourcePosterPanel } from './poster/ResourcePosterPanel';
import {
  classColumn,
  coverColumn,
  PERMISSIONS,
  resourceFields,
  resourceFilters,
  stateColumns,
  titleColumn,
  type CommonInput,
  type ResourceRow,
} from './resource-fields';

/** The row button to an item's children (`<path>/:id`), by kind. */
export const CHILDREN_LINKS: Partial<Record<ResourceKind, string>> = {
  book: '馆藏复本',
  ebook: '章节',
  audio: '音轨',
  video: '分集',
  exhibition: '图片',
  newspaper: '期次',
  journal: '卷期',
};

interface KindScreenOptions {
  /** The screen has a page of each item's children at `<path>/:id` (registry); the form is then at `<path>/:id/edit`. */
  children?: boolean;
  /** Newest first with 入藏时间 and 批次号 shown (新书推荐). */
  newest?: boolean;
  siblings?: SiblingTab[];
}

/** 海报: every kind's rows open their poster (generate, upload, download). */
const posterDialog: RowDialog<ResourceRow> = { label: '海报', render: (item) => <ResourcePosterPanel id={item.id} /> };

const creatorsColumn: Column<ResourceRow> = { key: 'creators', label: '责任者', kind: 'list' };
const arrivalColumns: Column<ResourceRow>[] = [
  { key: 'batch', label: '批次号', render: (item) => item.batch?.code ?? '—' },
  { key: 'createdAt', label: '入藏时间', kind: 'date', sortField: 'createdAt' },
];

/**
 * The list and form of one resource kind at a path (source/{kind}/list, source/newbook,
 * source/digital…): one factory for every kind, from the kind's spec (kinds/). The list filters by
 * the kind's class tree, supplier, batch, shelf state, permission and flags; rows and batches can
 * be enabled, recommended, put on or off the shelf, given a permission (授权) and removed; each row
 * opens its poster (海报).
 */
export function resourceKindAdmin(kind: ResourceKind, path: string, title: string, options: KindScreenOptions = {}): AnyResource {
  const spec = KIND_SPECS[kind];
  const childLink = options.children ? CHILDREN_LINKS[kind] : undefined;
  return defineResource<ResourceRow, { id: string }, CommonInput, ResourceFilter, ResourceSortField>({
    path,
    title,
    noun: spec.noun,
    list: spec.list,
    get: spec.get,
    create: spec.create,
    update: spec.update,
    actions: spec.actions,
    setter: { field: 'permission', label: '授权', valueLabel: '访问权限', options: PERMISSIONS },
    columns: [
      coverColumn,
      titleColumn,
      creatorsColumn,
      ...(spec.classes ? [classColumn] : []),
      ...(options.newest ? arrivalColumns : []),
      ...stateColumns,
    ],
    filters: resourceFilters(kind, spec.classes),
    fields: resourceFields(kind, spec.classes, spec.fields),
    defaultSort: { sortBy: 'createdAt', order: 'DESC' },
    rowDialogs: [posterDialog],
    ...(childLink ? { editPath: (item) => `${item.id}/edit`, rowLinks: [{ label: childLink, to: (item) => item.id }] } : {}),
    siblings: options.siblings,
  });
}

/** 新书推荐: the paper books, newest first, with their batch and arrival time. */
export const newBooksAdmin = (path: string, title: string) => resourceKindAdmin('book', path, title, { children: true, newest: true });

/** 数字图书馆: digital resources and databases, two lists under one menu entry. */
export const DIGITAL_TABS: SiblingTab[] = [
  { label: '数字资源', path: 'source/digital' },
  { label: '数据库', path: 'source/digital/database' },
];
export const digitalAdmin = (kind: 'digital' | 'database', path: string, title: string) =>
  resourceKindAdmin(kind, path, title, { siblings: DIGITAL_TABS });
