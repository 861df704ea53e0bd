import { crudDocuments } from '../../crud/crud-documents';
import { graphql } from '../../gql';
import { defineKind, ISBN } from './kind-spec';

/** 纸质图书 (Book): its documents and its own form fields. */
export const book = defineKind({
  kind: 'book',
  noun: '图书',
  list: graphql(`
    query AdminBooksQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: BookSortField, $order: SortOrder) {
      page: adminBooks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
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
    query AdminBookQuery($id: ID!) {
      item: adminBook(id: $id) {
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
        isbn
        callNumber
        pages
        edition
      }
    }
  `),
  ...crudDocuments('Book'),
  fields: [
    { name: 'isbn', label: 'ISBN', kind: 'text', half: true, pattern: ISBN, placeholder: '10 或 13 位数字' },
    { name: 'callNumber', label: '索书号', kind: 'text', maxLength: 64, half: true, placeholder: '如 I247.5/123' },
    { name: 'pages', label: '页数', kind: 'number', integer: true, min: 1, max: 100000, half: true },
    { name: 'edition', label: '版次', kind: 'text', maxLength: 64, half: true },
  ],
});
