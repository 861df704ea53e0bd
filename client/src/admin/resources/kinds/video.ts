import { graphql } from '../../gql';
import { defineKind } from './kind-spec';

/** 视频合集 (Video): its documents and its own form fields. */
export const video = defineKind({
  kind: 'video',
  noun: '视频',
  list: graphql(`
    query AdminVideosQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: VideoSortField, $order: SortOrder) {
      page: adminVideos(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }
        total page pageSize
      }
    }
  `),
  get: graphql(`query AdminVideoQuery($id: ID!) { item: adminVideo(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort } }`),
  create: graphql(`mutation CreateVideo($input: VideoInput!) { result: createVideo(input: $input) { id } }`),
  update: graphql(`mutation UpdateVideo($id: ID!, $input: VideoInput!) { result: updateVideo(id: $id, input: $input) { id } }`),
  actions: {
    enable: graphql(`mutation EnableVideo($id: ID!) { result: enableVideo(id: $id) { id enabled } }`),
    disable: graphql(`mutation DisableVideo($id: ID!) { result: disableVideo(id: $id) { id enabled } }`),
    recommend: graphql(`mutation RecommendVideo($id: ID!) { result: recommendVideo(id: $id) { id recommended } }`),
    unrecommend: graphql(`mutation UnrecommendVideo($id: ID!) { result: unrecommendVideo(id: $id) { id recommended } }`),
    shelve: graphql(`mutation ShelveVideo($id: ID!) { result: shelveVideo(id: $id) { id onShelf } }`),
    unshelve: graphql(`mutation UnshelveVideo($id: ID!) { result: unshelveVideo(id: $id) { id onShelf } }`),
    remove: graphql(`mutation RemoveVideo($id: ID!) { result: removeVideo(id: $id) }`),
    set: graphql(`mutation SetPermissionVideo($id: ID!, $value: ResourcePermission!) { result: setPermissionVideo(id: $id, value: $value) { id permission } }`),
    batchEnable: graphql(`mutation BatchEnableVideo($ids: [ID!]!) { result: batchEnableVideo(ids: $ids) { count } }`),
    batchDisable: graphql(`mutation BatchDisableVideo($ids: [ID!]!) { result: batchDisableVideo(ids: $ids) { count } }`),
    batchRecommend: graphql(`mutation BatchRecommendVideo($ids: [ID!]!) { result: batchRecommendVideo(ids: $ids) { count } }`),
    batchUnrecommend: graphql(`mutation BatchUnrecommendVideo($ids: [ID!]!) { result: batchUnrecommendVideo(ids: $ids) { count } }`),
    batchShelve: graphql(`mutation BatchShelveVideo($ids: [ID!]!) { result: batchShelveVideo(ids: $ids) { count } }`),
    batchUnshelve: graphql(`mutation BatchUnshelveVideo($ids: [ID!]!) { result: batchUnshelveVideo(ids: $ids) { count } }`),
    batchRemove: graphql(`mutation BatchRemoveVideo($ids: [ID!]!) { result: batchRemoveVideo(ids: $ids) { count } }`),
    batchSet: graphql(`mutation BatchSetPermissionVideo($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionVideo(ids: $ids, value: $value) { count } }`),
  },
  fields: [],
});
