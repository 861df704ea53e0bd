import { graphql } from '../../gql';
import { DEGREES } from '../resource-fields';
import { defineKind } from './kind-spec';

/** 学位论文 (Thesis): its documents and its own form fields. */
export const thesis = defineKind({
  kind: 'thesis',
  noun: '论文',
  list: graphql(`
    query AdminThesesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ThesisSortField, $order: SortOrder) {
      page: adminTheses(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }
        total page pageSize
      }
    }
  `),
  get: graphql(`query AdminThesisQuery($id: ID!) { item: adminThesis(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort degree institution advisor discipline file } }`),
  create: graphql(`mutation CreateThesis($input: ThesisInput!) { result: createThesis(input: $input) { id } }`),
  update: graphql(`mutation UpdateThesis($id: ID!, $input: ThesisInput!) { result: updateThesis(id: $id, input: $input) { id } }`),
  actions: {
    enable: graphql(`mutation EnableThesis($id: ID!) { result: enableThesis(id: $id) { id enabled } }`),
    disable: graphql(`mutation DisableThesis($id: ID!) { result: disableThesis(id: $id) { id enabled } }`),
    recommend: graphql(`mutation RecommendThesis($id: ID!) { result: recommendThesis(id: $id) { id recommended } }`),
    unrecommend: graphql(`mutation UnrecommendThesis($id: ID!) { result: unrecommendThesis(id: $id) { id recommended } }`),
    shelve: graphql(`mutation ShelveThesis($id: ID!) { result: shelveThesis(id: $id) { id onShelf } }`),
    unshelve: graphql(`mutation UnshelveThesis($id: ID!) { result: unshelveThesis(id: $id) { id onShelf } }`),
    remove: graphql(`mutation RemoveThesis($id: ID!) { result: removeThesis(id: $id) }`),
    set: graphql(`mutation SetPermissionThesis($id: ID!, $value: ResourcePermission!) { result: setPermissionThesis(id: $id, value: $value) { id permission } }`),
    batchEnable: graphql(`mutation BatchEnableThesis($ids: [ID!]!) { result: batchEnableThesis(ids: $ids) { count } }`),
    batchDisable: graphql(`mutation BatchDisableThesis($ids: [ID!]!) { result: batchDisableThesis(ids: $ids) { count } }`),
    batchRecommend: graphql(`mutation BatchRecommendThesis($ids: [ID!]!) { result: batchRecommendThesis(ids: $ids) { count } }`),
    batchUnrecommend: graphql(`mutation BatchUnrecommendThesis($ids: [ID!]!) { result: batchUnrecommendThesis(ids: $ids) { count } }`),
    batchShelve: graphql(`mutation BatchShelveThesis($ids: [ID!]!) { result: batchShelveThesis(ids: $ids) { count } }`),
    batchUnshelve: graphql(`mutation BatchUnshelveThesis($ids: [ID!]!) { result: batchUnshelveThesis(ids: $ids) { count } }`),
    batchRemove: graphql(`mutation BatchRemoveThesis($ids: [ID!]!) { result: batchRemoveThesis(ids: $ids) { count } }`),
    batchSet: graphql(`mutation BatchSetPermissionThesis($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionThesis(ids: $ids, value: $value) { count } }`),
  },
  fields: [
    { name: 'degree', label: '学位', kind: 'select', options: DEGREES, half: true, placeholder: '未填写' },
    { name: 'discipline', label: '学科专业', kind: 'text', maxLength: 100, half: true },
    { name: 'institution', label: '学位授予单位', kind: 'text', maxLength: 200, half: true },
    { name: 'advisor', label: '导师', kind: 'text', maxLength: 100, half: true },
    { name: 'file', label: '论文全文', kind: 'file', accept: 'pdf' },
  ],
});
