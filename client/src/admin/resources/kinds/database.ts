import { crudDocuments } from '../../crud/crud-documents';
import { graphql } from '../../gql';
import { defineKind, HTTP_URL } from './kind-spec';

/** 数据库 (DatabaseResource): its documents and its own form fields. */
export const database = defineKind({
  kind: 'database',
  noun: '数据库',
  list: graphql(`
    query AdminDatabaseResourcesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: DatabaseResourceSortField, $order: SortOrder) {
      page: adminDatabaseResources(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
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
    query AdminDatabaseResourceQuery($id: ID!) {
      item: adminDatabaseResource(id: $id) {
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
        accessRules
      }
    }
  `),
  ...crudDocuments('DatabaseResource'),
  fields: [
    { name: 'url', label: '访问地址', kind: 'url', pattern: HTTP_URL, placeholder: 'https://' },
    { name: 'accessRules', label: '访问规则', kind: 'textarea', maxLength: 5000, placeholder: '如：馆内 IP 免登录；馆外凭读者证登录' },
  ],
});
