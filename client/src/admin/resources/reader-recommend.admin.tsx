import { defineResource, type ActionDocuments, type Column } from '../crud/types';
import { graphql } from '../gql';
import type { ResourceKind } from '../gql/graphql';
import { KIND_SPECS } from './kinds';
import { resourceEditPath } from './resource-edit-path';
import { classColumn, coverColumn, KIND_LABELS, PERMISSIONS, stateColumns, titleColumn, type ResourceRow } from './resource-fields';

type Row = ResourceRow & { kind: ResourceKind };

/** Each kind's actions but 删除: an overview changes flags, it does not delete. */
const actions = Object.fromEntries(
  Object.entries(KIND_SPECS).map(([kind, spec]): [string, ActionDocuments] => {
    const { remove: _remove, batchRemove: _batchRemove, ...rest } = spec.actions;
    return [kind, rest];
  }),
);

/** Where a resource is edited: its kind's screen. */
const editPath = (item: Row) => resourceEditPath(item.kind, item.id);

const kindColumn: Column<Row> = { key: 'kind', label: '类型', kind: 'enum', options: KIND_LABELS };

/**
 * 读者荐购 (source/reader): the recommended resources of every kind in one list. Each row's
 * actions are those of its kind (取消推荐 takes it off this list); 编辑 opens it in its kind's
 * screen; a batch runs each kind's mutation with that kind's ids.
 */
export const readerRecommendAdmin = defineResource({
  path: 'source/reader',
  title: '读者荐购',
  noun: '资源',
  list: graphql(`
    query AdminRecommendedResourcesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceSortField, $order: SortOrder) {
      page: adminResources(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          kind
          title
          cover
          creators
          publishYear
          onShelf
          permission
          enabled
          recommended
          views
          createdAt
          class {
            id
            name
          }
          batch {
            id
            code
          }
        }
        total
        page
        pageSize
      }
    }
  `),
  actions: {},
  mixed: { typeOf: (item) => item.kind, actions },
  setter: { field: 'permission', label: '授权', valueLabel: '访问权限', options: PERMISSIONS },
  editPath,
  columns: [
    coverColumn,
    titleColumn,
    kindColumn,
    { key: 'creators', label: '责任者', kind: 'list' },
    classColumn,
    ...stateColumns.filter((c) => c.key !== 'recommended'),
  ],
  filters: [
    { name: 'keyword', label: '题名', kind: 'keyword', placeholder: '搜索题名' },
    { name: 'kind', label: '类型', kind: 'enum', options: KIND_LABELS },
    { name: 'onShelf', label: '上架', kind: 'boolean', labels: ['已上架', '已下架'] },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [],
  fixedFilter: { recommended: true },
  defaultSort: { sortBy: 'createdAt', order: 'DESC' },
});
