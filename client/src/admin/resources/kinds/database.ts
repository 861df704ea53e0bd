import { graphql } from '../../gql';
import { defineKind, HTTP_URL } from './kind-spec';

/** 数据库 (DatabaseResource): its documents and its own form fields. */
export const database = defineKind({
  kind: 'database',
  noun: '数据库',
  list: graphql(`
    query AdminDatabaseResourcesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: DatabaseResourceSortField, $order: SortOrder) {
      page: adminDatabaseResources(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }
        total page pageSize
      }
    }
  `),
  get: graphql(`query AdminDatabaseResourceQuery($id: ID!) { item: adminDatabaseResource(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort url accessRules } }`),
  create: graphql(`mutation CreateDatabaseResource($input: DatabaseResourceInput!) { result: createDatabaseResource(input: $input) { id } }`),
  update: graphql(`mutation UpdateDatabaseResource($id: ID!, $input: DatabaseResourceInput!) { result: updateDatabaseResource(id: $id, input: $input) { id } }`),
  actions: {
    enable: graphql(`mutation EnableDatabaseResource($id: ID!) { result: enableDatabaseResource(id: $id) { id enabled } }`),
    disable: graphql(`mutation DisableDatabaseResource($id: ID!) { result: disableDatabaseResource(id: $id) { id enabled } }`),
    recommend: graphql(`mutation RecommendDatabaseResource($id: ID!) { result: recommendDatabaseResource(id: $id) { id recommended } }`),
    unrecommend: graphql(`mutation UnrecommendDatabaseResource($id: ID!) { result: unrecommendDatabaseResource(id: $id) { id recommended } }`),
    shelve: graphql(`mutation ShelveDatabaseResource($id: ID!) { result: shelveDatabaseResource(id: $id) { id onShelf } }`),
    unshelve: graphql(`mutation UnshelveDatabaseResource($id: ID!) { result: unshelveDatabaseResource(id: $id) { id onShelf } }`),
    remove: graphql(`mutation RemoveDatabaseResource($id: ID!) { result: removeDatabaseResource(id: $id) }`),
    set: graphql(`mutation SetPermissionDatabaseResource($id: ID!, $value: ResourcePermission!) { result: setPermissionDatabaseResource(id: $id, value: $value) { id permission } }`),
    batchEnable: graphql(`mutation BatchEnableDatabaseResource($ids: [ID!]!) { result: batchEnableDatabaseResource(ids: $ids) { count } }`),
    batchDisable: graphql(`mutation BatchDisableDatabaseResource($ids: [ID!]!) { result: batchDisableDatabaseResource(ids: $ids) { count } }`),
    batchRecommend: graphql(`mutation BatchRecommendDatabaseResource($ids: [ID!]!) { result: batchRecommendDatabaseResource(ids: $ids) { count } }`),
    batchUnrecommend: graphql(`mutation BatchUnrecommendDatabaseResource($ids: [ID!]!) { result: batchUnrecommendDatabaseResource(ids: $ids) { count } }`),
    batchShelve: graphql(`mutation BatchShelveDatabaseResource($ids: [ID!]!) { result: batchShelveDatabaseResource(ids: $ids) { count } }`),
    batchUnshelve: graphql(`mutation BatchUnshelveDatabaseResource($ids: [ID!]!) { result: batchUnshelveDatabaseResource(ids: $ids) { count } }`),
    batchRemove: graphql(`mutation BatchRemoveDatabaseResource($ids: [ID!]!) { result: batchRemoveDatabaseResource(ids: $ids) { count } }`),
    batchSet: graphql(`mutation BatchSetPermissionDatabaseResource($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionDatabaseResource(ids: $ids, value: $value) { count } }`),
  },
  fields: [
    { name: 'url', label: '访问地址', kind: 'url', pattern: HTTP_URL, placeholder: 'https://' },
    { name: 'accessRules', label: '访问规则', kind: 'textarea', maxLength: 5000, placeholder: '如：馆内 IP 免登录；馆外凭读者证登录' },
  ],
});
