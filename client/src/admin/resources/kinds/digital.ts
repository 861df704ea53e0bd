import { crudDocuments } from '../../crud/crud-documents';
import { graphql } from '../../gql';
import { defineKind, HTTP_URL } from './kind-spec';

/** 数字资源 (DigitalResource): its documents and its own form fields. */
export const digital = defineKind({
  kind: 'digital',
  noun: '数字资源',
  list: graphql(`
    query AdminDigitalResourcesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: DigitalResourceSortField, $order: SortOrder) {
      page: adminDigitalResources(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
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
    query AdminDigitalResourceQuery($id: ID!) {
      item: adminDigitalResource(id: $id) {
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
        url
        format
        file
      }
    }
  `),
  ...crudDocuments('DigitalResource'),
  fields: [
    { name: 'url', label: '访问地址', kind: 'url', pattern: HTTP_URL, placeholder: 'https://' },
    { name: 'format', label: '格式', kind: 'text', maxLength: 32, half: true, placeholder: '如 PDF、MP4、网页' },
    { name: 'file', label: '资源文件', kind: 'file', accept: 'any' },
  ],
  classes: false,
});
