import { graphql } from '../../gql';
import { FREQUENCIES } from '../resource-fields';
import { defineKind, ISSN } from './kind-spec';

/** 期刊 (Journal): its documents and its own form fields. */
export const journal = defineKind({
  kind: 'journal',
  noun: '期刊',
  list: graphql(`
    query AdminJournalsQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: JournalSortField, $order: SortOrder) {
      page: adminJournals(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }
        total page pageSize
      }
    }
  `),
  get: graphql(`query AdminJournalQuery($id: ID!) { item: adminJournal(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort issn cn frequency } }`),
  create: graphql(`mutation CreateJournal($input: JournalInput!) { result: createJournal(input: $input) { id } }`),
  update: graphql(`mutation UpdateJournal($id: ID!, $input: JournalInput!) { result: updateJournal(id: $id, input: $input) { id } }`),
  actions: {
    enable: graphql(`mutation EnableJournal($id: ID!) { result: enableJournal(id: $id) { id enabled } }`),
    disable: graphql(`mutation DisableJournal($id: ID!) { result: disableJournal(id: $id) { id enabled } }`),
    recommend: graphql(`mutation RecommendJournal($id: ID!) { result: recommendJournal(id: $id) { id recommended } }`),
    unrecommend: graphql(`mutation UnrecommendJournal($id: ID!) { result: unrecommendJournal(id: $id) { id recommended } }`),
    shelve: graphql(`mutation ShelveJournal($id: ID!) { result: shelveJournal(id: $id) { id onShelf } }`),
    unshelve: graphql(`mutation UnshelveJournal($id: ID!) { result: unshelveJournal(id: $id) { id onShelf } }`),
    remove: graphql(`mutation RemoveJournal($id: ID!) { result: removeJournal(id: $id) }`),
    set: graphql(`mutation SetPermissionJournal($id: ID!, $value: ResourcePermission!) { result: setPermissionJournal(id: $id, value: $value) { id permission } }`),
    batchEnable: graphql(`mutation BatchEnableJournal($ids: [ID!]!) { result: batchEnableJournal(ids: $ids) { count } }`),
    batchDisable: graphql(`mutation BatchDisableJournal($ids: [ID!]!) { result: batchDisableJournal(ids: $ids) { count } }`),
    batchRecommend: graphql(`mutation BatchRecommendJournal($ids: [ID!]!) { result: batchRecommendJournal(ids: $ids) { count } }`),
    batchUnrecommend: graphql(`mutation BatchUnrecommendJournal($ids: [ID!]!) { result: batchUnrecommendJournal(ids: $ids) { count } }`),
    batchShelve: graphql(`mutation BatchShelveJournal($ids: [ID!]!) { result: batchShelveJournal(ids: $ids) { count } }`),
    batchUnshelve: graphql(`mutation BatchUnshelveJournal($ids: [ID!]!) { result: batchUnshelveJournal(ids: $ids) { count } }`),
    batchRemove: graphql(`mutation BatchRemoveJournal($ids: [ID!]!) { result: batchRemoveJournal(ids: $ids) { count } }`),
    batchSet: graphql(`mutation BatchSetPermissionJournal($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionJournal(ids: $ids, value: $value) { count } }`),
  },
  fields: [
    { name: 'issn', label: 'ISSN', kind: 'text', half: true, pattern: ISSN, placeholder: '如 1000-0135' },
    { name: 'cn', label: 'CN 号', kind: 'text', maxLength: 32, half: true, placeholder: '如 11-1234/G2' },
    { name: 'frequency', label: '出版周期', kind: 'select', options: FREQUENCIES, half: true, placeholder: '未填写' },
  ],
});
