import { crudDocuments } from '../../crud/crud-documents';
import { graphql } from '../../gql';
import { defineKind } from './kind-spec';

/** 视频合集 (Video): its documents and its own form fields. */
export const video = defineKind({
  kind: 'video',
  noun: '视频',
  list: graphql(`
    query AdminVideosQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: VideoSortField, $order: SortOrder) {
      page: adminVideos(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
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
    query AdminVideoQuery($id: ID!) {
      item: adminVideo(id: $id) {
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
      }
    }
  `),
  ...crudDocuments('Video'),
  fields: [],
});
