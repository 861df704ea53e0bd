import { crudDocuments } from '../crud/crud-documents';
import { defineResource, type Option } from '../crud/types';
import { graphql } from '../gql';

/** 待审核 / 通过 / 不通过 (ReviewStatus). */
const REVIEW_STATUSES: readonly Option[] = [
  { value: 'PENDING', label: '待审核' },
  { value: 'PASSED', label: '通过' },
  { value: 'REJECTED', label: '不通过' },
];

/**
 * 检索词审核 (check/searchWord): what readers searched, how often and what it found last. Only
 * passed words are suggested and listed as 热门检索; the 零结果 filter is the report of searches
 * that found nothing. 审核 sets 通过 / 不通过 (批量审核 for the selected rows, after 确定); the
 * library can add words of its own (passed unless it says otherwise) and delete words.
 */
export const searchWordAdmin = defineResource({
  path: 'check/searchWord',
  title: '检索词审核',
  noun: '检索词',
  list: graphql(`
    query AdminSearchWordsQuery($filter: SearchWordFilter, $page: Int!, $pageSize: Int!, $sortBy: SearchWordSortField, $order: SortOrder) {
      page: adminSearchWords(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          text
          count
          lastResultCount
          lastSearchedAt
          status
        }
        total
        page
        pageSize
      }
    }
  `),
  get: graphql(`
    query AdminSearchWordQuery($id: ID!) {
      item: adminSearchWord(id: $id) {
        id
        text
        status
      }
    }
  `),
  // 审核 (通过 / 不通过) decides what is shown, not 启用 / 停用.
  ...crudDocuments('SearchWord', { without: ['enable'] }),
  setter: {
    field: 'status',
    label: '审核',
    valueLabel: '审核结果',
    options: REVIEW_STATUSES.filter((status) => status.value !== 'PENDING'),
    buttons: true,
  },
  columns: [
    { key: 'text', label: '检索词', primary: true },
    { key: 'count', label: '检索次数', kind: 'number', sortField: 'count' },
    { key: 'lastResultCount', label: '最近结果数', kind: 'number', sortField: 'lastResultCount' },
    { key: 'lastSearchedAt', label: '最近检索时间', kind: 'date', sortField: 'lastSearchedAt' },
    { key: 'status', label: '状态', kind: 'enum', options: REVIEW_STATUSES },
  ],
  filters: [
    { name: 'status', label: '状态', kind: 'enum', options: REVIEW_STATUSES, tabs: true },
    { name: 'keyword', label: '检索词', kind: 'keyword', placeholder: '搜索检索词' },
    { name: 'zeroResults', label: '零结果', kind: 'boolean', labels: ['仅零结果', '有结果'] },
  ],
  fields: [
    { name: 'text', label: '检索词', kind: 'text', required: true, maxLength: 200 },
    {
      name: 'status',
      label: '状态',
      kind: 'select',
      required: true,
      options: REVIEW_STATUSES,
      defaultValue: 'PASSED',
      helper: '本馆添加的检索词默认通过',
    },
  ],
  formIn: 'dialog',
  defaultSort: { sortBy: 'count', order: 'DESC' },
});
