import { crudDocuments } from '../crud/crud-documents';
import { defineResource } from '../crud/types';
import { graphql } from '../gql';
import { InfoCaptureTools, PublishForm } from './info-capture/InfoCaptureTools';
import { NEWS_CATEGORIES } from './news.admin';

export const CAPTURED_INFO_STATES = [
  { value: 'CAPTURED', label: '已采集' },
  { value: 'PUBLISHED', label: '已发布' },
] as const;

/**
 * 信息采集 (info/infoCapture): articles captured from web addresses (toolbar 采集), edited here and
 * either kept as captured material or published as news of a chosen category (row 发布为资讯).
 */
export const capturedInfoAdmin = defineResource({
  path: 'info/infoCapture',
  title: '信息采集',
  noun: '采集信息',
  list: graphql(`
    query AdminCapturedInfosQuery($filter: CapturedInfoFilter, $page: Int!, $pageSize: Int!, $sortBy: CapturedInfoSortField, $order: SortOrder) {
      page: adminCapturedInfos(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          title
          source
          publishedAt
          state
          newsCategory
          createdAt
        }
        total
        page
        pageSize
      }
    }
  `),
  get: graphql(`
    query AdminCapturedInfoQuery($id: ID!) {
      item: adminCapturedInfo(id: $id) {
        id
        title
        source
        sourceUrl
        author
        publishedAt
        summary
        cover
        body
      }
    }
  `),
  ...crudDocuments('CapturedInfo'),
  columns: [
    { key: 'title', label: '标题', primary: true },
    { key: 'source', label: '来源' },
    { key: 'publishedAt', label: '原文日期', kind: 'date', sortField: 'publishedAt' },
    { key: 'state', label: '状态', kind: 'enum', options: CAPTURED_INFO_STATES },
    { key: 'newsCategory', label: '发布栏目', kind: 'enum', options: NEWS_CATEGORIES },
    { key: 'createdAt', label: '采集时间', kind: 'date', sortField: 'createdAt' },
  ],
  filters: [
    { name: 'state', label: '状态', kind: 'enum', options: CAPTURED_INFO_STATES, tabs: true },
    { name: 'keyword', label: '标题', kind: 'keyword', placeholder: '搜索标题或来源' },
  ],
  toolbar: InfoCaptureTools,
  rowDialogs: [
    { label: '发布为资讯', render: (item, dialog) => <PublishForm id={item.id} published={item.state === 'PUBLISHED'} dialog={dialog} /> },
  ],
  fields: [
    { name: 'title', label: '标题', kind: 'text', required: true, maxLength: 200 },
    { name: 'source', label: '来源', kind: 'text', maxLength: 100, half: true },
    { name: 'author', label: '作者', kind: 'text', maxLength: 64, half: true },
    { name: 'publishedAt', label: '原文日期', kind: 'datetime', half: true },
    { name: 'sourceUrl', label: '原文地址', kind: 'url', half: true },
    { name: 'summary', label: '摘要', kind: 'textarea', maxLength: 500 },
    { name: 'cover', label: '封面', kind: 'image' },
    { name: 'body', label: '正文', kind: 'richtext', required: true },
  ],
  defaultSort: { sortBy: 'createdAt', order: 'DESC' },
});
