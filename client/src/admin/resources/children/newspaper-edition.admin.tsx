import { crudDocuments } from '../../crud/crud-documents';
import { defineResource } from '../../crud/types';
import { graphql } from '../../gql';
import { childTail, enabledColumn } from './child-fields';

/** The search param that holds the edition whose pages are shown under the editions. */
export const EDITION_PARAM = 'edition';

/** 期次: a newspaper's editions, each with its pages (版面, listed under the editions) (source/newspaper/list/:id). */
export const newspaperEditionAdmin = defineResource({
  path: '',
  title: '期次',
  noun: '期次',
  formIn: 'dialog',
  list: graphql(`
    query AdminNewspaperEditionsQuery(
      $filter: ResourcePartFilter
      $page: Int!
      $pageSize: Int!
      $sortBy: NewspaperEditionSortField
      $order: SortOrder
    ) {
      page: adminNewspaperEditions(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          editionDate
          issue
          enabled
        }
        total
        page
        pageSize
      }
    }
  `),
  get: graphql(`
    query AdminNewspaperEditionQuery($id: ID!) {
      item: adminNewspaperEdition(id: $id) {
        id
        editionDate
        issue
        sort
        enabled
      }
    }
  `),
  ...crudDocuments('NewspaperEdition'),
  columns: [{ key: 'editionDate', label: '出版日期', primary: true, sortField: 'editionDate' }, { key: 'issue', label: '期号' }, enabledColumn()],
  filters: [
    { name: 'keyword', label: '期号', kind: 'keyword', placeholder: '搜索期号' },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [
    { name: 'editionDate', label: '出版日期', kind: 'date', required: true, half: true },
    { name: 'issue', label: '期号', kind: 'text', maxLength: 64, half: true, placeholder: '如 第 12345 期' },
    ...childTail(),
  ],
  defaultSort: { sortBy: 'editionDate', order: 'DESC' },
  // 版面 shows this edition's pages below, keeping the editions' own page and filters.
  rowLinks: [
    {
      label: '版面',
      to: (item, search) => {
        const next = new URLSearchParams(search);
        next.set(EDITION_PARAM, item.id);
        for (const key of [...next.keys()]) if (key.startsWith('pages.')) next.delete(key);
        return { search: `?${next}` };
      },
    },
  ],
});
