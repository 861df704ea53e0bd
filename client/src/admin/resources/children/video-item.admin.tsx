import { crudDocuments } from '../../crud/crud-documents';
import { defineResource } from '../../crud/types';
import { graphql } from '../../gql';
import { childTail, duration, enabledColumn, sortColumn } from './child-fields';
import { ConversionState, converting } from './ConversionState';

/**
 * 分集: the videos of a video collection (source/video/list/:id). An uploaded video is converted
 * for the web before it plays; the list shows where that stands and polls while it runs.
 */
export const videoItemAdmin = defineResource({
  path: '',
  title: '视频分集',
  noun: '分集',
  formIn: 'dialog',
  list: graphql(`
    query AdminVideoItemsQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: VideoItemSortField, $order: SortOrder) {
      page: adminVideoItems(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          title
          poster
          duration
          conversion
          conversionProgress
          conversionError
          sort
          enabled
        }
        total
        page
        pageSize
      }
    }
  `),
  get: graphql(`
    query AdminVideoItemQuery($id: ID!) {
      item: adminVideoItem(id: $id) {
        id
        title
        file
        poster
        sort
        enabled
      }
    }
  `),
  ...crudDocuments('VideoItem'),
  columns: [
    { key: 'poster', label: '封面', kind: 'image', width: '80px' },
    { key: 'title', label: '标题', primary: true, sortField: 'title' },
    {
      key: 'conversion',
      label: '转码',
      render: (item) => <ConversionState state={item.conversion} progress={item.conversionProgress} error={item.conversionError} />,
    },
    { key: 'duration', label: '时长', render: (item) => duration(item.duration) },
    sortColumn(),
    enabledColumn(),
  ],
  filters: [
    { name: 'keyword', label: '标题', kind: 'keyword', placeholder: '搜索标题' },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [
    { name: 'title', label: '标题', kind: 'text', required: true, maxLength: 200 },
    { name: 'file', label: '视频文件', kind: 'file', accept: 'video', required: true, helper: '新上传的视频需转码后才能播放，转码进度见列表' },
    { name: 'poster', label: '封面', kind: 'image', helper: '留空时从视频中截取' },
    ...childTail(),
  ],
  defaultSort: { sortBy: 'sort', order: 'ASC' },
  pollWhile: converting,
});
