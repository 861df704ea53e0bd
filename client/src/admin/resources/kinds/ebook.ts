import { graphql } from '../../gql';
import { defineKind, ISBN } from './kind-spec';

/** 电子图书 (Ebook): its documents and its own form fields. */
export const ebook = defineKind({
  kind: 'ebook',
  noun: '电子书',
  list: graphql(`
    query AdminEbooksQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: EbookSortField, $order: SortOrder) {
      page: adminEbooks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }
        total page pageSize
      }
    }
  `),
  get: graphql(`query AdminEbookQuery($id: ID!) { item: adminEbook(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort isbn pages file } }`),
  create: graphql(`mutation CreateEbook($input: EbookInput!) { result: createEbook(input: $input) { id } }`),
  update: graphql(`mutation UpdateEbook($id: ID!, $input: EbookInput!) { result: updateEbook(id: $id, input: $input) { id } }`),
  actions: {
    enable: graphql(`mutation EnableEbook($id: ID!) { result: enableEbook(id: $id) { id enabled } }`),
    disable: graphql(`mutation DisableEbook($id: ID!) { result: disableEbook(id: $id) { id enabled } }`),
    recommend: graphql(`mutation RecommendEbook($id: ID!) { result: recommendEbook(id: $id) { id recommended } }`),
    unrecommend: graphql(`mutation UnrecommendEbook($id: ID!) { result: unrecommendEbook(id: $id) { id recommended } }`),
    shelve: graphql(`mutation ShelveEbook($id: ID!) { result: shelveEbook(id: $id) { id onShelf } }`),
    unshelve: graphql(`mutation UnshelveEbook($id: ID!) { result: unshelveEbook(id: $id) { id onShelf } }`),
    remove: graphql(`mutation RemoveEbook($id: ID!) { result: removeEbook(id: $id) }`),
    set: graphql(`mutation SetPermissionEbook($id: ID!, $value: ResourcePermission!) { result: setPermissionEbook(id: $id, value: $value) { id permission } }`),
    batchEnable: graphql(`mutation BatchEnableEbook($ids: [ID!]!) { result: batchEnableEbook(ids: $ids) { count } }`),
    batchDisable: graphql(`mutation BatchDisableEbook($ids: [ID!]!) { result: batchDisableEbook(ids: $ids) { count } }`),
    batchRecommend: graphql(`mutation BatchRecommendEbook($ids: [ID!]!) { result: batchRecommendEbook(ids: $ids) { count } }`),
    batchUnrecommend: graphql(`mutation BatchUnrecommendEbook($ids: [ID!]!) { result: batchUnrecommendEbook(ids: $ids) { count } }`),
    batchShelve: graphql(`mutation BatchShelveEbook($ids: [ID!]!) { result: batchShelveEbook(ids: $ids) { count } }`),
    batchUnshelve: graphql(`mutation BatchUnshelveEbook($ids: [ID!]!) { result: batchUnshelveEbook(ids: $ids) { count } }`),
    batchRemove: graphql(`mutation BatchRemoveEbook($ids: [ID!]!) { result: batchRemoveEbook(ids: $ids) { count } }`),
    batchSet: graphql(`mutation BatchSetPermissionEbook($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionEbook(ids: $ids, value: $value) { count } }`),
  },
  fields: [
    { name: 'isbn', label: 'ISBN', kind: 'text', half: true, pattern: ISBN, placeholder: '10 或 13 位数字' },
    { name: 'pages', label: '页数', kind: 'number', integer: true, min: 1, max: 100000, half: true },
    { name: 'file', label: '电子书文件', kind: 'file', accept: 'document', helper: 'EPUB 可在线阅读；PDF 按页显示' },
  ],
});
