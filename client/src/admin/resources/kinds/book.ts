import { graphql } from '../../gql';
import { defineKind, ISBN } from './kind-spec';

/** 纸质图书 (Book): its documents and its own form fields. */
export const book = defineKind({
  kind: 'book',
  noun: '图书',
  list: graphql(`
    query AdminBooksQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: BookSortField, $order: SortOrder) {
      page: adminBooks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }
        total page pageSize
      }
    }
  `),
  get: graphql(`query AdminBookQuery($id: ID!) { item: adminBook(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort isbn callNumber pages edition } }`),
  create: graphql(`mutation CreateBook($input: BookInput!) { result: createBook(input: $input) { id } }`),
  update: graphql(`mutation UpdateBook($id: ID!, $input: BookInput!) { result: updateBook(id: $id, input: $input) { id } }`),
  actions: {
    enable: graphql(`mutation EnableBook($id: ID!) { result: enableBook(id: $id) { id enabled } }`),
    disable: graphql(`mutation DisableBook($id: ID!) { result: disableBook(id: $id) { id enabled } }`),
    recommend: graphql(`mutation RecommendBook($id: ID!) { result: recommendBook(id: $id) { id recommended } }`),
    unrecommend: graphql(`mutation UnrecommendBook($id: ID!) { result: unrecommendBook(id: $id) { id recommended } }`),
    shelve: graphql(`mutation ShelveBook($id: ID!) { result: shelveBook(id: $id) { id onShelf } }`),
    unshelve: graphql(`mutation UnshelveBook($id: ID!) { result: unshelveBook(id: $id) { id onShelf } }`),
    remove: graphql(`mutation RemoveBook($id: ID!) { result: removeBook(id: $id) }`),
    set: graphql(`mutation SetPermissionBook($id: ID!, $value: ResourcePermission!) { result: setPermissionBook(id: $id, value: $value) { id permission } }`),
    batchEnable: graphql(`mutation BatchEnableBook($ids: [ID!]!) { result: batchEnableBook(ids: $ids) { count } }`),
    batchDisable: graphql(`mutation BatchDisableBook($ids: [ID!]!) { result: batchDisableBook(ids: $ids) { count } }`),
    batchRecommend: graphql(`mutation BatchRecommendBook($ids: [ID!]!) { result: batchRecommendBook(ids: $ids) { count } }`),
    batchUnrecommend: graphql(`mutation BatchUnrecommendBook($ids: [ID!]!) { result: batchUnrecommendBook(ids: $ids) { count } }`),
    batchShelve: graphql(`mutation BatchShelveBook($ids: [ID!]!) { result: batchShelveBook(ids: $ids) { count } }`),
    batchUnshelve: graphql(`mutation BatchUnshelveBook($ids: [ID!]!) { result: batchUnshelveBook(ids: $ids) { count } }`),
    batchRemove: graphql(`mutation BatchRemoveBook($ids: [ID!]!) { result: batchRemoveBook(ids: $ids) { count } }`),
    batchSet: graphql(`mutation BatchSetPermissionBook($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionBook(ids: $ids, value: $value) { count } }`),
  },
  fields: [
    { name: 'isbn', label: 'ISBN', kind: 'text', half: true, pattern: ISBN, placeholder: '10 或 13 位数字' },
    { name: 'callNumber', label: '索书号', kind: 'text', maxLength: 64, half: true, placeholder: '如 I247.5/123' },
    { name: 'pages', label: '页数', kind: 'number', integer: true, min: 1, max: 100000, half: true },
    { name: 'edition', label: '版次', kind: 'text', maxLength: 64, half: true },
  ],
});
