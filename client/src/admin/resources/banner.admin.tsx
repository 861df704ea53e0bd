import { crudDocuments } from '../crud/crud-documents';
import { defineResource } from '../crud/types';
import { graphql } from '../gql';

export const bannerAdmin = defineResource({
  path: 'home/carousel',
  title: '轮播图管理',
  noun: '轮播图',
  list: graphql(`
    query AdminBannersQuery($filter: BannerFilter, $page: Int!, $pageSize: Int!, $sortBy: BannerSortField, $order: SortOrder) {
      page: adminBanners(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          title
          image
          link
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
    query AdminBannerQuery($id: ID!) {
      item: adminBanner(id: $id) {
        id
        title
        image
        link
        sort
        enabled
        recommended
      }
    }
  `),
  ...crudDocuments('Banner'),
  columns: [
    { key: 'image', label: '图片', kind: 'image', width: '80px' },
    { key: 'title', label: '标题', primary: true },
    { key: 'link', label: '链接' },
    { key: 'sort', label: '排序', kind: 'number', sortField: 'sort' },
    { key: 'createdAt', label: '创建时间', kind: 'date', sortField: 'createdAt' },
    { key: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
    { key: 'recommended', label: '推荐', kind: 'boolean', labels: ['已推荐', '未推荐'] },
  ],
  filters: [
    { name: 'keyword', label: '标题', kind: 'keyword', placeholder: '搜索标题' },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [
    { name: 'title', label: '标题', kind: 'text', required: true, maxLength: 100 },
    { name: 'image', label: '图片', kind: 'image', required: true, helper: '建议尺寸 1920 × 500' },
    { name: 'link', label: '链接', kind: 'url', maxLength: 500, helper: '点击图片后打开的地址，可留空' },
    { name: 'sort', label: '排序', kind: 'number', integer: true, half: true, defaultValue: 0, helper: '数字越小越靠前' },
    { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true, half: true },
    { name: 'recommended', label: '推荐', kind: 'switch', defaultValue: false, half: true },
  ],
  defaultSort: { sortBy: 'sort', order: 'ASC' },
});
