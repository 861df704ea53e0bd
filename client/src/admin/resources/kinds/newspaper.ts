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
        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }
        total page pageSize
      }
    }
  `),
  get: graphql(`query AdminNewspaperQuery($id: ID!) { item: adminNewspaper(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort issn cn frequency } }`),
  create: graphql(`mutation CreateNewspaper($input: NewspaperInput!) { result: createNewspaper(input: $input) { id } }`),
  update: graphql(`mutation UpdateNewspaper($id: ID!, $input: NewspaperInput!) { result: updateNewspaper(id: $id, input: $input) { id } }`),
  actions: {
    enable: graphql(`mutation EnableNewspaper($id: ID!) { result: enableNewspaper(id: $id) { id enabled } }`),
    disable: graphql(`mutation DisableNewspaper($id: ID!) { result: disableNewspaper(id: $id) { id enabled } }`),
    recommend: graphql(`mutation RecommendNewspaper($id: ID!) { result: recommendNewspaper(id: $id) { id recommended } }`),
    unrecommend: graphql(`mutation UnrecommendNewspaper($id: ID!) { result: unrecommendNewspaper(id: $id) { id recommended } }`),
    shelve: graphql(`mutation ShelveNewspaper($id: ID!) { result: shelveNewspaper(id: $id) { id onShelf } }`),
    unshelve: graphql(`mutation UnshelveNewspaper($id: ID!) { result: unshelveNewspaper(id: $id) { id onShelf } }`),
    remove: graphql(`mutation RemoveNewspaper($id: ID!) { result: removeNewspaper(id: $id) }`),
    set: graphql(`mutation SetPermissionNewspaper($id: ID!, $value: ResourcePermission!) { result: setPermissionNewspaper(id: $id, value: $value) { id permission } }`),
    batchEnable: graphql(`mutation BatchEnableNewspaper($ids: [ID!]!) { result: batchEnableNewspaper(ids: $ids) { count } }`),
    batchDisable: graphql(`mutation BatchDisableNewspaper($ids: [ID!]!) { result: batchDisableNewspaper(ids: $ids) { count } }`),
    batchRecommend: graphql(`mutation BatchRecommendNewspaper($ids: [ID!]!) { result: batchRecommendNewspaper(ids: $ids) { count } }`),
    batchUnrecommend: graphql(`mutation BatchUnrecommendNewspaper($ids: [ID!]!) { result: batchUnrecommendNewspaper(ids: $ids) { count } }`),
    batchShelve: graphql(`mutation BatchShelveNewspaper($ids: [ID!]!) { result: batchShelveNewspaper(ids: $ids) { count } }`),
    batchUnshelve: graphql(`mutation BatchUnshelveNewspaper($ids: [ID!]!) { result: batchUnshelveNewspaper(ids: $ids) { count } }`),
    batchRemove: graphql(`mutation BatchRemoveNewspaper($ids: [ID!]!) { result: batchRemoveNewspaper(ids: $ids) { count } }`),
    batchSet: graphql(`mutation BatchSetPermissionNewspaper($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionNewspaper(ids: $ids, value: $value) { count } }`),
  },
  fields: [
    { name: 'issn', label: 'ISSN', kind: 'text', half: true, pattern: ISSN, placeholder: '如 1000-0135' },
    { name: 'cn', label: 'CN 号', kind: 'text', maxLength: 32, half: true, placeholder: '如 11-1234/G2' },
    { name: 'frequency', label: '出版周期', kind: 'select', options: FREQUENCIES, half: true, placeholder: '未填写' },
  ],
});
