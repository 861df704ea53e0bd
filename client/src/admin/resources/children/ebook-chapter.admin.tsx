import { crudDocuments } from '../../crud/crud-documents';
import { defineResource } from '../../crud/types';
import { graphql } from '../../gql';
import { childTail, enabledColumn, sortColumn } from './child-fields';

/** 章节: an e-book's table of contents, each chapter pointing into the EPUB (source/eBook/list/:id). */
export const ebookChapterAdmin = defineResource({
  path: '',
  title: '章节',
  noun: '章节',
  formIn: 'dialog',
  list: graphql(`
    query AdminEbookChaptersQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: EbookChapterSortField, $order: SortOrder) {
      page: adminEbookChapters(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          title
          href
          wordCount
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
    query AdminEbookChapterQuery($id: ID!) {
      item: adminEbookChapter(id: $id) {
        id
        title
        href
        wordCount
        sort
        enabled
      }
    }
  `),
  ...crudDocuments('EbookChapter'),
  columns: [
    { key: 'title', label: '章节标题', primary: true, sortField: 'title' },
    { key: 'href', label: '位置' },
    { key: 'wordCount', label: '字数', kind: 'number' },
    sortColumn(),
    enabledColumn(),
  ],
  filters: [
    { name: 'keyword', label: '章节标题', kind: 'keyword', placeholder: '搜索章节标题' },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [
    { name: 'title', label: '章节标题', kind: 'text', required: true, maxLength: 200 },
    {
      name: 'href',
      label: '位置',
      kind: 'text',
      maxLength: 300,
      placeholder: '如 OEBPS/chapter01.xhtml#start',
      helper: 'EPUB 内的章节文件（可带 # 锚点）',
    },
    { name: 'wordCount', label: '字数', kind: 'number', integer: true, min: 0, half: true },
    ...childTail(),
  ],
  defaultSort: { sortBy: 'sort', order: 'ASC' },
});
