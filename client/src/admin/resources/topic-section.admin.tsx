import { crudDocuments } from '../crud/crud-documents';
import { defineResource } from '../crud/types';
import { graphql } from '../gql';
import { resourcePicker } from './resource-list.admin';
import { topicOptions } from './topic.admin';

/**
 * 专题内容 (topicDetail): the sections of the chosen topic, each a heading and resources of any kind
 * picked and put in order with the book lists' picker.
 */
export const topicSectionAdmin = defineResource({
  path: 'topicDetail',
  title: '专题内容',
  noun: '栏目',
  list: graphql(`
    query AdminTopicSectionsQuery($filter: TopicSectionFilter, $page: Int!, $pageSize: Int!, $sortBy: TopicSectionSortField, $order: SortOrder) {
      page: adminTopicSections(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          title
          topic {
            id
            title
          }
          resourceCount
          sort
          enabled
          createdAt
        }
        total
        page
        pageSize
      }
    }
  `),
  get: graphql(`
    query AdminTopicSectionQuery($id: ID!) {
      item: adminTopicSection(id: $id) {
        id
        topicId
        title
        sort
        enabled
        recommended
        resourceIds
        resources {
          id
          kind
          title
        }
      }
    }
  `),
  ...crudDocuments('TopicSection', { without: ['recommend'] }),
  columns: [
    { key: 'title', label: '栏目名称', primary: true, sortField: 'title' },
    { key: 'topic', label: '所属专题', render: (item) => item.topic?.title ?? '—' },
    { key: 'resourceCount', label: '资源数', kind: 'number' },
    { key: 'sort', label: '排序', kind: 'number', sortField: 'sort' },
    { key: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
    { key: 'createdAt', label: '创建时间', kind: 'date', sortField: 'createdAt' },
  ],
  filters: [
    { name: 'topicId', label: '专题', kind: 'enum', optionsFrom: topicOptions },
    { name: 'keyword', label: '栏目名称', kind: 'keyword', placeholder: '搜索栏目名称' },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [
    { name: 'topicId', label: '所属专题', kind: 'select', required: true, optionsFrom: topicOptions, fromList: true },
    { name: 'title', label: '栏目名称', kind: 'text', required: true, maxLength: 200 },
    { name: 'resourceIds', label: '资源', kind: 'picker', picker: resourcePicker, maxItems: 200, helper: '按显示顺序排列' },
    { name: 'sort', label: '排序', kind: 'number', integer: true, half: true, defaultValue: 0, helper: '数字越小越靠前' },
    { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true, half: true },
  ],
  defaultSort: { sortBy: 'sort', order: 'ASC' },
});
