import { crudDocuments } from '../crud/crud-documents';
import { defineResource, optionsFrom } from '../crud/types';
import { graphql } from '../gql';

/** 专题列表 (topic/topicManage): the topics; 专题内容 opens the sections of one. */
export const topicAdmin = defineResource({
  path: 'topic/topicManage',
  title: '专题列表',
  noun: '专题',
  list: graphql(`
    query AdminTopicsQuery($filter: TopicFilter, $page: Int!, $pageSize: Int!, $sortBy: TopicSortField, $order: SortOrder) {
      page: adminTopics(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          title
          cover
          sort
          enabled
          recommended
          createdAt
        }
        total
        page
        pageSize
      }
    }
  `),
  get: graphql(`
    query AdminTopicQuery($id: ID!) {
      item: adminTopic(id: $id) {
        id
        title
        cover
        banner
        summary
        introduction
        sort
        enabled
        recommended
      }
    }
  `),
  ...crudDocuments('Topic'),
  columns: [
    { key: 'cover', label: '封面', kind: 'image', width: '80px' },
    { key: 'title', label: '标题', primary: true, sortField: 'title' },
    { key: 'sort', label: '排序', kind: 'number', sortField: 'sort' },
    { key: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
    { key: 'recommended', label: '推荐', kind: 'boolean', labels: ['已推荐', '未推荐'] },
    { key: 'createdAt', label: '创建时间', kind: 'date', sortField: 'createdAt' },
  ],
  filters: [
    { name: 'keyword', label: '标题', kind: 'keyword', placeholder: '搜索标题' },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
    { name: 'recommended', label: '推荐', kind: 'boolean', labels: ['已推荐', '未推荐'] },
  ],
  rowLinks: [{ label: '专题内容', to: (item) => `/admin/topicDetail?topicId=${encodeURIComponent(item.id)}` }],
  fields: [
    { name: 'title', label: '标题', kind: 'text', required: true, maxLength: 200 },
    { name: 'summary', label: '摘要', kind: 'textarea', maxLength: 500, helper: '显示在专题列表的卡片上' },
    { name: 'cover', label: '封面', kind: 'image', half: true, helper: '专题列表的卡片图，建议 3:2' },
    { name: 'banner', label: '横幅', kind: 'image', half: true, helper: '专题页顶部的横幅图，建议 1200×320' },
    { name: 'introduction', label: '专题简介', kind: 'richtext' },
    { name: 'sort', label: '排序', kind: 'number', integer: true, half: true, defaultValue: 0, helper: '数字越小越靠前' },
    { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true, half: true },
    { name: 'recommended', label: '推荐', kind: 'switch', defaultValue: false, half: true },
  ],
  defaultSort: { sortBy: 'sort', order: 'ASC' },
});

/** The topics to choose from (专题内容's filter and form): the first 100 in display order. */
export const topicOptions = optionsFrom(
  graphql(`
    query AdminTopicOptions {
      page: adminTopics(page: 1, pageSize: 100, sortBy: sort, order: ASC) {
        items {
          id
          title
          enabled
        }
      }
    }
  `),
  (data) => data.page.items.map((topic) => ({ value: topic.id, label: topic.enabled ? topic.title : `${topic.title}（已停用）` })),
);
