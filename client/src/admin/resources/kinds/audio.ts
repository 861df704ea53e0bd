import { crudDocuments } from '../../crud/crud-documents';
import { graphql } from '../../gql';
import { defineKind } from './kind-spec';

/** 音频（有声读物） (Audio): its documents and its own form fields. */
export const audio = defineKind({
  kind: 'audio',
  noun: '音频',
  list: graphql(`
    query AdminAudiosQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: AudioSortField, $order: SortOrder) {
      page: adminAudios(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          title
          cover
          creators
          publishYear
          onShelf
          permission
          enabled
          recommended
          views
          createdAt
          class {
            id
            name
          }
          batch {
            id
            code
          }
        }
        total
        page
        pageSize
      }
    }
  `),
  get: graphql(`
    query AdminAudioQuery($id: ID!) {
      item: adminAudio(id: $id) {
        id
        title
        subtitle
        creators
        cover
        summary
        keywords
        language
        publisher
        publishYear
        classId
        supplierId
        batchId
        onShelf
        permission
        publishedAt
        enabled
        recommended
        sort
        narrator
      }
    }
  `),
  ...crudDocuments('Audio'),
  fields: [{ name: 'narrator', label: '朗读者', kind: 'text', maxLength: 100, half: true }],
});
