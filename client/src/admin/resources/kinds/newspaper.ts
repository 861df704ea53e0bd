import { crudDocuments } from '../../crud/crud-documents';
import { graphql } from '../../gql';
import { FREQUENCIES } from '../resource-fields';
import { defineKind, ISSN } from './kind-spec';

/** 报纸 (Newspaper): its documents and its own form fields. */
export const newspaper = defineKind({
  kind: 'newspaper',
  noun: '报纸',
  list: graphql(`
    query AdminNewspapersQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: NewspaperSortField, $order: SortOrder) {
      page: adminNewspapers(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
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
  get: graphql(`
    query AdminNewspaperQuery($id: ID!) {
      item: adminNewspaper(id: $id) {
        id
        title
        subtitle
        creators
        cover
        summary
        keywords
        language
        publisher
        publishYear
        classId
        supplierId
        batchId
        onShelf
        permission
        publishedAt
        enabled
        recommended
        sort
        issn
        cn
        frequency
      }
    }
  `),
  ...crudDocuments('Newspaper'),
  fields: [
    { name: 'issn', label: 'ISSN', kind: 'text', half: true, pattern: ISSN, placeholder: '如 1000-0135' },
    { name: 'cn', label: 'CN 号', kind: 'text', maxLength: 32, half: true, placeholder: '如 11-1234/G2' },
    { name: 'frequency', label: '出版周期', kind: 'select', options: FREQUENCIES, half: true, placeholder: '未填写' },
  ],
});
