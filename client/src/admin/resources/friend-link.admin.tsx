import { crudDocuments } from '../crud/crud-documents';
import { defineResource } from '../crud/types';
import { graphql } from '../gql';

export const friendLinkAdmin = defineResource({
  path: 'home/friends',
  title: '友情链接',
  noun: '友情链接',
  list: graphql(`
    query AdminFriendLinksQuery($filter: FriendLinkFilter, $page: Int!, $pageSize: Int!, $sortBy: FriendLinkSortField, $order: SortOrder) {
      page: adminFriendLinks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          name
          url
          logo
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
    query AdminFriendLinkQuery($id: ID!) {
      item: adminFriendLink(id: $id) {
        id
        name
        url
        logo
        sort
        enabled
        recommended
      }
    }
  `),
  ...crudDocuments('FriendLink'),
  columns: [
    { key: 'logo', label: '标志', kind: 'image', width: '80px' },
    { key: 'name', label: '名称', primary: true },
    { key: 'url', label: '网址' },
    { key: 'sort', label: '排序', kind: 'number', sortField: 'sort' },
    { key: 'createdAt', label: '创建时间', kind: 'date', sortField: 'createdAt' },
    { key: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
    { key: 'recommended', label: '推荐', kind: 'boolean', labels: ['已推荐', '未推荐'] },
  ],
  filters: [
    { name: 'keyword', label: '名称', kind: 'keyword', placeholder: '搜索名称' },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [
    { name: 'name', label: '名称', kind: 'text', required: true, maxLength: 100 },
    { name: 'url', label: '网址', kind: 'url', required: true, maxLength: 500, placeholder: 'https://' },
    { name: 'logo', label: '标志', kind: 'image', helper: '建议尺寸 200 × 80' },
    { name: 'sort', label: '排序', kind: 'number', integer: true, half: true, defaultValue: 0, helper: '数字越小越靠前' },
    { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true, half: true },
    { name: 'recommended', label: '推荐', kind: 'switch', defaultValue: false, half: true },
  ],
  defaultSort: { sortBy: 'sort', order: 'ASC' },
});
