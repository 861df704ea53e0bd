import { crudDocuments } from '../crud/crud-documents';
import { defineResource, pickerFrom, type AnyResource } from '../crud/types';
import { graphql } from '../gql';
import type { ResourceKind, ResourceListType } from '../gql/graphql';
import { KIND_LABELS } from './resource-fields';

const kindName = (kind: ResourceKind) => KIND_LABELS.find((k) => k.value === kind)?.label ?? kind;
const label = (r: { title: string; kind: ResourceKind }) => `${r.title}（${kindName(r.kind)}）`;

/**
 * The resources a list can hold: any kind, searched by title (the newest 20 that match). Also the
 * picker of a topic's sections (专题内容), whose records have the same `resourceIds` and `resources`.
 */
export const resourcePicker = pickerFrom(
  graphql(`
    query AdminResourcePickerQuery($filter: ResourceFilter) {
      page: adminResources(filter: $filter, page: 1, pageSize: 20, sortBy: createdAt, order: DESC) {
        items {
          id
          kind
          title
        }
      }
    }
  `),
  (keyword) => ({ filter: keyword ? { keyword } : undefined }),
  (data) => data.page.items.map((r) => ({ value: r.id, label: label(r) })),
  // In the saved order. `resources` holds only what the public sees: the others (off the shelf,
  // disabled, e-books) are named by the lookup.
  (record: { resourceIds: string[]; resources: Array<{ id: string; title: string; kind: ResourceKind }> }) =>
    record.resourceIds.map((id) => {
      const found = record.resources.find((r) => r.id === id);
      return { value: id, label: found ? label(found) : '' };
    }),
  {
    query: graphql(`
      query AdminResourceName($id: ID!) {
        item: adminResource(id: $id) {
          id
          kind
          title
        }
      }
    `),
    toOption: (data) => ({ value: data.item.id, label: label(data.item) }),
  },
);

/**
 * 书单 (BOOKLIST) and 资源合集 (COLLECTION): curated, ordered lists of resources of any kind. The
 * form picks the resources from a search, puts them in order and saves them as `resourceIds`.
 */
export function resourceListAdmin(listType: ResourceListType, path: string, title: string, noun: string): AnyResource {
  return defineResource({
    path,
    title,
    noun,
    list: graphql(`
      query AdminResourceListsQuery($filter: ResourceListFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceListSortField, $order: SortOrder) {
        page: adminResourceLists(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
          items {
            id
            title
            cover
            resourceCount
            sort
            enabled
            recommended
            createdAt
          }
          total
          page
          pageSize
        }
      }
    `),
    get: graphql(`
      query AdminResourceListQuery($id: ID!) {
        item: adminResourceList(id: $id) {
          id
          listType
          title
          cover
          summary
          sort
          enabled
          recommended
          resourceIds
          resources {
            id
            kind
            title
          }
        }
      }
    `),
    ...crudDocuments('ResourceList'),
    columns: [
      { key: 'cover', label: '封面', kind: 'image', width: '72px' },
      { key: 'title', label: '标题', primary: true, sortField: 'title' },
      { key: 'resourceCount', label: '资源数', kind: 'number' },
      { key: 'sort', label: '排序', kind: 'number', sortField: 'sort' },
      { key: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
      { key: 'recommended', label: '推荐', kind: 'boolean', labels: ['已推荐', '未推荐'] },
      { key: 'createdAt', label: '创建时间', kind: 'date', sortField: 'createdAt' },
    ],
    filters: [
      { name: 'keyword', label: '标题', kind: 'keyword', placeholder: '搜索标题' },
      { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
      { name: 'recommended', label: '推荐', kind: 'boolean', labels: ['已推荐', '未推荐'] },
    ],
    fixedFilter: { listType },
    fixedInput: { listType },
    fields: [
      { name: 'title', label: '标题', kind: 'text', required: true, maxLength: 200 },
      { name: 'cover', label: '封面', kind: 'image' },
      { name: 'summary', label: '简介', kind: 'textarea', maxLength: 5000 },
      { name: 'resourceIds', label: '资源', kind: 'picker', picker: resourcePicker, maxItems: 200, helper: '按显示顺序排列' },
      { name: 'sort', label: '排序', kind: 'number', integer: true, half: true, defaultValue: 0, helper: '数字越小越靠前' },
      { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true, half: true },
      { name: 'recommended', label: '推荐', kind: 'switch', defaultValue: false, half: true },
    ],
    defaultSort: { sortBy: 'sort', order: 'ASC' },
  });
}
