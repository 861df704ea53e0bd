import { crudDocuments } from '../../crud/crud-documents';
import { defineResource } from '../../crud/types';
import { graphql } from '../../gql';
import { childTail, enabledColumn, sortColumn } from './child-fields';

/** 卷期: a journal's issues (source/journal/list/:id); 文章 opens an issue's articles (…/:id/:volumeId). */
export const journalVolumeAdmin = defineResource({
  path: '',
  title: '卷期',
  noun: '卷期',
  formIn: 'dialog',
  list: graphql(`
    query AdminJournalVolumesQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: JournalVolumeSortField, $order: SortOrder) {
      page: adminJournalVolumes(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          year
          issue
          title
          cover
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
    query AdminJournalVolumeQuery($id: ID!) {
      item: adminJournalVolume(id: $id) {
        id
        year
        issue
        title
        cover
        sort
        enabled
      }
    }
  `),
  ...crudDocuments('JournalVolume'),
  columns: [
    { key: 'cover', label: '封面', kind: 'image', width: '72px' },
    { key: 'issue', label: '卷期', primary: true, render: (item) => `${item.year} 年 ${item.issue}` },
    { key: 'title', label: '标题' },
    { key: 'year', label: '年份', kind: 'number', sortField: 'year' },
    sortColumn(),
    enabledColumn(),
  ],
  filters: [
    { name: 'keyword', label: '期号或标题', kind: 'keyword', placeholder: '搜索期号或标题' },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [
    {
      name: 'year',
      label: '年份',
      kind: 'number',
      integer: true,
      min: 1000,
      max: 2100,
      required: true,
      half: true,
      defaultValue: () => new Date().getFullYear(),
    },
    { name: 'issue', label: '期号', kind: 'text', required: true, maxLength: 64, half: true, placeholder: '如 第 3 期' },
    { name: 'title', label: '标题', kind: 'text', maxLength: 200, placeholder: '如 专题：全民阅读' },
    { name: 'cover', label: '封面', kind: 'image' },
    ...childTail(),
  ],
  defaultSort: { sortBy: 'year', order: 'DESC' },
  rowLinks: [{ label: '文章', to: (item) => item.id }],
});
