import { Link } from '@chakra-ui/react';
import { crudDocuments } from '../../crud/crud-documents';
import { defineResource } from '../../crud/types';
import { fileName } from '../../crud/fields/upload-types';
import { graphql } from '../../gql';
import { childTail, duration, enabledColumn, sortColumn } from './child-fields';

/** 音轨: the tracks of an audio book, each an uploaded audio file (source/audio/list/:id). */
export const audioTrackAdmin = defineResource({
  path: '',
  title: '音轨',
  noun: '音轨',
  formIn: 'dialog',
  list: graphql(`
    query AdminAudioTracksQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: AudioTrackSortField, $order: SortOrder) {
      page: adminAudioTracks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          title
          file
          duration
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
    query AdminAudioTrackQuery($id: ID!) {
      item: adminAudioTrack(id: $id) {
        id
        title
        file
        duration
        sort
        enabled
      }
    }
  `),
  ...crudDocuments('AudioTrack'),
  columns: [
    { key: 'title', label: '标题', primary: true, sortField: 'title' },
    {
      key: 'file',
      label: '文件',
      render: (item) => (
        <Link href={item.file} target="_blank" rel="noreferrer" color="brand.fg">
          {fileName(item.file)}
        </Link>
      ),
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
    { name: 'file', label: '音频文件', kind: 'file', accept: 'audio', required: true },
    { name: 'duration', label: '时长（秒）', kind: 'number', integer: true, min: 0, max: 172800, half: true, helper: '留空时从文件中读取' },
    ...childTail(),
  ],
  defaultSort: { sortBy: 'sort', order: 'ASC' },
});
