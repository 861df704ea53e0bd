import { graphql } from '../../gql';
import { defineKind } from './kind-spec';

/** 展览（图片集） (Exhibition): its documents and its own form fields. */
export const exhibition = defineKind({
  kind: 'exhibition',
  noun: '展览',
  list: graphql(`
    query AdminExhibitionsQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ExhibitionSortField, $order: SortOrder) {
      page: adminExhibitions(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }
        total page pageSize
      }
    }
  `),
  get: graphql(`query AdminExhibitionQuery($id: ID!) { item: adminExhibition(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort venue startsOn endsOn } }`),
  create: graphql(`mutation CreateExhibition($input: ExhibitionInput!) { result: createExhibition(input: $input) { id } }`),
  update: graphql(`mutation UpdateExhibition($id: ID!, $input: ExhibitionInput!) { result: updateExhibition(id: $id, input: $input) { id } }`),
  actions: {
    enable: graphql(`mutation EnableExhibition($id: ID!) { result: enableExhibition(id: $id) { id enabled } }`),
    disable: graphql(`mutation DisableExhibition($id: ID!) { result: disableExhibition(id: $id) { id enabled } }`),
    recommend: graphql(`mutation RecommendExhibition($id: ID!) { result: recommendExhibition(id: $id) { id recommended } }`),
    unrecommend: graphql(`mutation UnrecommendExhibition($id: ID!) { result: unrecommendExhibition(id: $id) { id recommended } }`),
    shelve: graphql(`mutation ShelveExhibition($id: ID!) { result: shelveExhibition(id: $id) { id onShelf } }`),
    unshelve: graphql(`mutation UnshelveExhibition($id: ID!) { result: unshelveExhibition(id: $id) { id onShelf } }`),
    remove: graphql(`mutation RemoveExhibition($id: ID!) { result: removeExhibition(id: $id) }`),
    set: graphql(`mutation SetPermissionExhibition($id: ID!, $value: ResourcePermission!) { result: setPermissionExhibition(id: $id, value: $value) { id permission } }`),
    batchEnable: graphql(`mutation BatchEnableExhibition($ids: [ID!]!) { result: batchEnableExhibition(ids: $ids) { count } }`),
    batchDisable: graphql(`mutation BatchDisableExhibition($ids: [ID!]!) { result: batchDisableExhibition(ids: $ids) { count } }`),
    batchRecommend: graphql(`mutation BatchRecommendExhibition($ids: [ID!]!) { result: batchRecommendExhibition(ids: $ids) { count } }`),
    batchUnrecommend: graphql(`mutation BatchUnrecommendExhibition($ids: [ID!]!) { result: batchUnrecommendExhibition(ids: $ids) { count } }`),
    batchShelve: graphql(`mutation BatchShelveExhibition($ids: [ID!]!) { result: batchShelveExhibition(ids: $ids) { count } }`),
    batchUnshelve: graphql(`mutation BatchUnshelveExhibition($ids: [ID!]!) { result: batchUnshelveExhibition(ids: $ids) { count } }`),
    batchRemove: graphql(`mutation BatchRemoveExhibition($ids: [ID!]!) { result: batchRemoveExhibition(ids: $ids) { count } }`),
    batchSet: graphql(`mutation BatchSetPermissionExhibition($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionExhibition(ids: $ids, value: $value) { count } }`),
  },
  fields: [
    { name: 'venue', label: '展览地点', kind: 'text', maxLength: 200 },
    { name: 'startsOn', label: '开始日期', kind: 'date', half: true },
    { name: 'endsOn', label: '结束日期', kind: 'date', half: true },
  ],
});
