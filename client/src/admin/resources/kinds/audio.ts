import { graphql } from '../../gql';
import { defineKind } from './kind-spec';

/** 音频（有声读物） (Audio): its documents and its own form fields. */
export const audio = defineKind({
  kind: 'audio',
  noun: '音频',
  list: graphql(`
    query AdminAudiosQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: AudioSortField, $order: SortOrder) {
      page: adminAudios(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }
        total page pageSize
      }
    }
  `),
  get: graphql(`query AdminAudioQuery($id: ID!) { item: adminAudio(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort narrator } }`),
  create: graphql(`mutation CreateAudio($input: AudioInput!) { result: createAudio(input: $input) { id } }`),
  update: graphql(`mutation UpdateAudio($id: ID!, $input: AudioInput!) { result: updateAudio(id: $id, input: $input) { id } }`),
  actions: {
    enable: graphql(`mutation EnableAudio($id: ID!) { result: enableAudio(id: $id) { id enabled } }`),
    disable: graphql(`mutation DisableAudio($id: ID!) { result: disableAudio(id: $id) { id enabled } }`),
    recommend: graphql(`mutation RecommendAudio($id: ID!) { result: recommendAudio(id: $id) { id recommended } }`),
    unrecommend: graphql(`mutation UnrecommendAudio($id: ID!) { result: unrecommendAudio(id: $id) { id recommended } }`),
    shelve: graphql(`mutation ShelveAudio($id: ID!) { result: shelveAudio(id: $id) { id onShelf } }`),
    unshelve: graphql(`mutation UnshelveAudio($id: ID!) { result: unshelveAudio(id: $id) { id onShelf } }`),
    remove: graphql(`mutation RemoveAudio($id: ID!) { result: removeAudio(id: $id) }`),
    set: graphql(`mutation SetPermissionAudio($id: ID!, $value: ResourcePermission!) { result: setPermissionAudio(id: $id, value: $value) { id permission } }`),
    batchEnable: graphql(`mutation BatchEnableAudio($ids: [ID!]!) { result: batchEnableAudio(ids: $ids) { count } }`),
    batchDisable: graphql(`mutation BatchDisableAudio($ids: [ID!]!) { result: batchDisableAudio(ids: $ids) { count } }`),
    batchRecommend: graphql(`mutation BatchRecommendAudio($ids: [ID!]!) { result: batchRecommendAudio(ids: $ids) { count } }`),
    batchUnrecommend: graphql(`mutation BatchUnrecommendAudio($ids: [ID!]!) { result: batchUnrecommendAudio(ids: $ids) { count } }`),
    batchShelve: graphql(`mutation BatchShelveAudio($ids: [ID!]!) { result: batchShelveAudio(ids: $ids) { count } }`),
    batchUnshelve: graphql(`mutation BatchUnshelveAudio($ids: [ID!]!) { result: batchUnshelveAudio(ids: $ids) { count } }`),
    batchRemove: graphql(`mutation BatchRemoveAudio($ids: [ID!]!) { result: batchRemoveAudio(ids: $ids) { count } }`),
    batchSet: graphql(`mutation BatchSetPermissionAudio($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionAudio(ids: $ids, value: $value) { count } }`),
  },
  fields: [
    { name: 'narrator', label: '朗读者', kind: 'text', maxLength: 100, half: true },
  ],
});
