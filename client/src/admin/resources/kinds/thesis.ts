import { crudDocuments } from '../../crud/crud-documents';
import { graphql } from '../../gql';
import { DEGREES } from '../resource-fields';
import { defineKind } from './kind-spec';

/** 学位论文 (Thesis): its documents and its own form fields. */
export const thesis = defineKind({
  kind: 'thesis',
  noun: '论文',
  list: graphql(`
    query AdminThesesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ThesisSortField, $order: SortOrder) {
      page: adminTheses(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
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
    query AdminThesisQuery($id: ID!) {
      item: adminThesis(id: $id) {
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
        degree
        institution
        advisor
        discipline
        file
      }
    }
  `),
  ...crudDocuments('Thesis'),
  fields: [
    { name: 'degree', label: '学位', kind: 'select', options: DEGREES, half: true, placeholder: '未填写' },
    { name: 'discipline', label: '学科专业', kind: 'text', maxLength: 100, half: true },
    { name: 'institution', label: '学位授予单位', kind: 'text', maxLength: 200, half: true },
    { name: 'advisor', label: '导师', kind: 'text', maxLength: 100, half: true },
    { name: 'file', label: '论文全文', kind: 'file', accept: 'pdf' },
  ],
});
