import { graphql } from '../../gql';
import { defineKind, HTTP_URL } from './kind-spec';

/** 数字资源 (DigitalResource): its documents and its own form fields. */
export const digital = defineKind({
  kind: 'digital',
  noun: '数字资源',
  list: graphql(`
    query AdminDigitalResourcesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: DigitalResourceSortField, $order: SortOrder) {
      page: adminDigitalResources(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }
        total page pageSize
      }
    }
  `),
  get: graphql(`query AdminDigitalResourceQuery($id: ID!) { item: adminDigitalResource(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort url format file } }`),
  create: graphql(`mutation CreateDigitalResource($input: DigitalResourceInput!) { result: createDigitalResource(input: $input) { id } }`),
  update: graphql(`mutation UpdateDigitalResource($id: ID!, $input: DigitalResourceInput!) { result: updateDigitalResource(id: $id, input: $input) { id } }`),
  actions: {
    enable: graphql(`mutation EnableDigitalResource($id: ID!) { result: enableDigitalResource(id: $id) { id enabled } }`),
    disable: graphql(`mutation DisableDigitalResource($id: ID!) { result: disableDigitalResource(id: $id) { id enabled } }`),
    recommend: graphql(`mutation RecommendDigitalResource($id: ID!) { result: recommendDigitalResource(id: $id) { id recommended } }`),
    unrecommend: graphql(`mutation UnrecommendDigitalResource($id: ID!) { result: unrecommendDigitalResource(id: $id) { id recommended } }`),
    shelve: graphql(`mutation ShelveDigitalResource($id: ID!) { result: shelveDigitalResource(id: $id) { id onShelf } }`),
    unshelve: graphql(`mutation UnshelveDigitalResource($id: ID!) { result: unshelveDigitalResource(id: $id) { id onShelf } }`),
    remove: graphql(`mutation RemoveDigitalResource($id: ID!) { result: removeDigitalResource(id: $id) }`),
    set: graphql(`mutation SetPermissionDigitalResource($id: ID!, $value: ResourcePermission!) { result: setPermissionDigitalResource(id: $id, value: $value) { id permission } }`),
    batchEnable: graphql(`mutation BatchEnableDigitalResource($ids: [ID!]!) { result: batchEnableDigitalResource(ids: $ids) { count } }`),
    batchDisable: graphql(`mutation BatchDisableDigitalResource($ids: [ID!]!) { result: batchDisableDigitalResource(ids: $ids) { count } }`),
    batchRecommend: graphql(`mutation BatchRecommendDigitalResource($ids: [ID!]!) { result: batchRecommendDigitalResource(ids: $ids) { count } }`),
    batchUnrecommend: graphql(`mutation BatchUnrecommendDigitalResource($ids: [ID!]!) { result: batchUnrecommendDigitalResource(ids: $ids) { count } }`),
    batchShelve: graphql(`mutation BatchShelveDigitalResource($ids: [ID!]!) { result: batchShelveDigitalResource(ids: $ids) { count } }`),
    batchUnshelve: graphql(`mutation BatchUnshelveDigitalResource($ids: [ID!]!) { result: batchUnshelveDigitalResource(ids: $ids) { count } }`),
    batchRemove: graphql(`mutation BatchRemoveDigitalResource($ids: [ID!]!) { result: batchRemoveDigitalResource(ids: $ids) { count } }`),
    batchSet: graphql(`mutation BatchSetPermissionDigitalResource($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionDigitalResource(ids: $ids, value: $value) { count } }`),
  },
  fields: [
    { name: 'url', label: '访问地址', kind: 'url', pattern: HTTP_URL, placeholder: 'https://' },
    { name: 'format', label: '格式', kind: 'text', maxLength: 32, half: true, placeholder: '如 PDF、MP4、网页' },
    { name: 'file', label: '资源文件', kind: 'file', accept: 'any' },
  ],
  classes: false,
});
