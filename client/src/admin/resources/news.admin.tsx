import { crudDocuments } from '../crud/crud-documents';
import { defineResource } from '../crud/types';
import { graphql } from '../gql';

/** The four columns of the information area, named as the public site names them. */
export const NEWS_CATEGORIES = [
  { value: 'libraryNews', label: '本馆新闻' },
  { value: 'peaceNews', label: '平安资讯' },
  { value: 'industryNews', label: '行业动态' },
  { value: 'publicNotice', label: '通知公告' },
] as const;

export const newsAdmin = defineResource({
  path: 'information',
  title: '资讯管理',
  noun: '资讯',
  list: graphql(`
    query AdminNewsListQuery($filter: NewsFilter, $page: Int!, $pageSize: Int!, $sortBy: NewsSortField, $order: SortOrder) {
      page: adminNewsList(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          title
          category
          cover
          publishedAt
          views
          enabled
          recommended
        }
        total
        page
        pageSize
      }
    }
  `),
  get: graphql(`
    query AdminNewsQuery($id: ID!) {
      item: adminNews(id: $id) {
        id
        category
        title
        summary
        cover
        body
        author
        publishedAt
        enabled
        recommended
        sort
      }
    }
  `),
  ...crudDocuments('News'),
  columns: [
    { key: 'cover', label: '封面', kind: 'image', width: '80px' },
    { key: 'title', label: '标题', primary: true },
    { key: 'category', label: '栏目', kind: 'enum', options: NEWS_CATEGORIES },
    { key: 'publishedAt', label: '发布时间', kind: 'date', sortField: 'publishedAt' },
    { key: 'views', label: '浏览', kind: 'number', sortField: 'views' },
    { key: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
    { key: 'recommended', label: '推荐', kind: 'boolean', labels: ['已推荐', '未推荐'] },
  ],
  filters: [
    { name: 'category', label: '栏目', kind: 'enum', options: NEWS_CATEGORIES, tabs: true },
    { name: 'keyword', label: '标题', kind: 'keyword', placeholder: '搜索标题' },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
    { name: 'recommended', label: '推荐', kind: 'boolean', labels: ['已推荐', '未推荐'] },
  ],
  fields: [
    { name: 'title', label: '标题', kind: 'text', required: true, maxLength: 200 },
    { name: 'category', label: '栏目', kind: 'select', required: true, options: NEWS_CATEGORIES, half: true },
    { name: 'author', label: '作者', kind: 'text', maxLength: 64, half: true },
    { name: 'publishedAt', label: '发布时间', kind: 'datetime', required: true, half: true, defaultValue: () => new Date().toISOString() },
    { name: 'sort', label: '排序', kind: 'number', integer: true, half: true, defaultValue: 0, helper: '数字越小越靠前' },
    { name: 'summary', label: '摘要', kind: 'textarea', maxLength: 500 },
    { name: 'cover', label: '封面', kind: 'image' },
    { name: 'body', label: '正文', kind: 'richtext', required: true },
    { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true, half: true },
    { name: 'recommended', label: '推荐', kind: 'switch', defaultValue: false, half: true },
  ],
  defaultSort: { sortBy: 'publishedAt', order: 'DESC' },
});
