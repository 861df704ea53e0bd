import { crudDocuments } from '../crud/crud-documents';
import { treeOptions } from '../crud/tree';
import { defineResource, type AnyResource } from '../crud/types';
import { graphql } from '../gql';
import type { ResourceKind } from '../gql/graphql';
import { classTree as classTreeOf } from './catalogue-options';

const list = graphql(`
  query AdminResourceClassesQuery($filter: ResourceClassFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceClassSortField, $order: SortOrder) {
    page: adminResourceClasses(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
      items {
        id
        name
        code
        parentId
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
`);
const get = graphql(`
  query AdminResourceClassQuery($id: ID!) {
    item: adminResourceClass(id: $id) {
      id
      kind
      name
      code
      parentId
      description
      sort
      enabled
      recommended
    }
  }
`);

/**
 * The class tree of one resource kind (source/<kind>/class): the kind is fixed (filter and
 * input), the list shows the top level and goes down with 下级分类, and a new class made inside a
 * class's children starts under that class.
 */
export function resourceClassAdmin(kind: ResourceKind, path: string, title: string): AnyResource {
  const classTree = classTreeOf(kind);
  return defineResource({
    path,
    title,
    noun: '分类',
    list,
    get,
    // Classes are not recommended: the tree has no 推荐.
    ...crudDocuments('ResourceClass', { without: ['recommend'] }),
    columns: [
      { key: 'name', label: '名称', primary: true, sortField: 'name' },
      { key: 'code', label: '编码' },
      { key: 'sort', label: '排序', kind: 'number', sortField: 'sort' },
      { key: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
      { key: 'createdAt', label: '创建时间', kind: 'date', sortField: 'createdAt' },
    ],
    filters: [
      { name: 'keyword', label: '名称或编码', kind: 'keyword', placeholder: '搜索名称或编码' },
      { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
      { name: 'parentId', label: '上级分类', kind: 'param' },
    ],
    // The top level unless a parent is chosen; a keyword search looks through every level.
    fixedFilter: (filter) => ({ kind, ...(filter.parentId || filter.keyword ? {} : { topLevel: true }) }),
    fixedInput: { kind },
    rowLinks: [{ label: '下级分类', to: (item) => ({ search: `?parentId=${encodeURIComponent(item.id)}` }) }],
    trail: { param: 'parentId', rootLabel: '全部一级分类', tree: classTree },
    fields: [
      { name: 'name', label: '名称', kind: 'text', required: true, maxLength: 100, half: true },
      { name: 'code', label: '编码', kind: 'text', maxLength: 32, half: true, placeholder: '如中图分类号 I247' },
      { name: 'parentId', label: '上级分类', kind: 'select', optionsFrom: treeOptions(classTree), placeholder: '无（一级分类）', fromList: true },
      { name: 'description', label: '说明', kind: 'textarea', maxLength: 500 },
      { name: 'sort', label: '排序', kind: 'number', integer: true, half: true, defaultValue: 0, helper: '数字越小越靠前' },
      { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true, half: true },
    ],
    defaultSort: { sortBy: 'sort', order: 'ASC' },
  });
}
