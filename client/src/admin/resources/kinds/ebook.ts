import { crudDocuments } from '../../crud/crud-documents';
import { graphql } from '../../gql';
import { defineKind, ISBN } from './kind-spec';

/** 电子图书 (Ebook): its documents and its own form fields. */
export const ebook = defineKind({
  kind: 'ebook',
  noun: '电子书',
  list: graphql(`
    query AdminEbooksQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: EbookSortField, $order: SortOrder) {
      page: adminEbooks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
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
    query AdminEbookQuery($id: ID!) {
      item: adminEbook(id: $id) {
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
        pages
        file
      }
    }
  `),
  ...crudDocuments('Ebook'),
  fields: [
    { name: 'isbn', label: 'ISBN', kind: 'text', half: true, pattern: ISBN, placeholder: '10 或 13 位数字' },
    { name: 'pages', label: '页数', kind: 'number', integer: true, min: 1, max: 100000, half: true },
    { name: 'file', label: '电子书文件', kind: 'file', accept: 'document', helper: 'EPUB 可在线阅读；PDF 按页显示' },
  ],
});
