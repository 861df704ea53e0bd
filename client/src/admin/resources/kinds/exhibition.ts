import { crudDocuments } from '../../crud/crud-documents';
import { graphql } from '../../gql';
import { defineKind } from './kind-spec';

/** 展览（图片集） (Exhibition): its documents and its own form fields. */
export const exhibition = defineKind({
  kind: 'exhibition',
  noun: '展览',
  list: graphql(`
    query AdminExhibitionsQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ExhibitionSortField, $order: SortOrder) {
      page: adminExhibitions(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
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
    query AdminExhibitionQuery($id: ID!) {
      item: adminExhibition(id: $id) {
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
        venue
        startsOn
        endsOn
      }
    }
  `),
  ...crudDocuments('Exhibition'),
  fields: [
    { name: 'venue', label: '展览地点', kind: 'text', maxLength: 200 },
    { name: 'startsOn', label: '开始日期', kind: 'date', half: true },
    { name: 'endsOn', label: '结束日期', kind: 'date', half: true },
  ],
});
