import { crudDocuments } from '../../crud/crud-documents';
import { defineResource } from '../../crud/types';
import { graphql } from '../../gql';
import { childTail, enabledColumn, sortColumn } from './child-fields';

/** 文章: the articles of one journal issue (source/journal/list/:id/:volumeId). */
export const journalArticleAdmin = defineResource({
  path: '',
  title: '文章',
  noun: '文章',
  formIn: 'dialog',
  list: graphql(`
    query AdminJournalArticlesQuery(
      $filter: JournalArticleFilter
      $page: Int!
      $pageSize: Int!
      $sortBy: JournalArticleSortField
      $order: SortOrder
    ) {
      page: adminJournalArticles(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          title
          creators
          pages
          sort
          enabled
        }
        total
        page
        pageSize
      }
    }
  `),
  get: graphql(`
    query AdminJournalArticleQuery($id: ID!) {
      item: adminJournalArticle(id: $id) {
        id
        title
        creators
        pages
        summary
        file
        sort
        enabled
      }
    }
  `),
  ...crudDocuments('JournalArticle'),
  columns: [
    { key: 'title', label: '文章标题', primary: true, sortField: 'title' },
    { key: 'creators', label: '作者', kind: 'list' },
    { key: 'pages', label: '页码' },
    sortColumn(),
    enabledColumn(),
  ],
  filters: [
    { name: 'keyword', label: '文章标题', kind: 'keyword', placeholder: '搜索文章标题' },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [
    { name: 'title', label: '文章标题', kind: 'text', required: true, maxLength: 300 },
    { name: 'creators', label: '作者', kind: 'tags', maxItems: 50, maxLength: 100, placeholder: '输入作者，按回车添加' },
    {
      name: 'pages',
      label: '页码',
      kind: 'text',
      half: true,
      placeholder: '如 12-18',
      pattern: { regex: /^\d{1,5}(-\d{1,5})?$/, message: '页码格式如 12-18' },
    },
    { name: 'summary', label: '摘要', kind: 'textarea', maxLength: 20000 },
    { name: 'file', label: '全文 PDF', kind: 'file', accept: 'pdf' },
    ...childTail(),
  ],
  defaultSort: { sortBy: 'sort', order: 'ASC' },
});
