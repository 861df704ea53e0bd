import { crudDocuments } from '../../crud/crud-documents';
import { defineResource, type Option } from '../../crud/types';
import { graphql } from '../../gql';
import { libraryOptions } from '../catalogue-options';
import { childTail, enabledColumn } from './child-fields';

export const COPY_STATUS: readonly Option[] = [
  { value: 'AVAILABLE', label: '在架' },
  { value: 'ON_LOAN', label: '借出' },
  { value: 'RESERVED', label: '预约保留' },
  { value: 'IN_PROCESSING', label: '加工中' },
  { value: 'LOST', label: '遗失' },
  { value: 'DAMAGED', label: '破损' },
];

/** 馆藏复本: the copies of a paper book, each held by a library (source/paperBook/list/:id). */
export const bookCopyAdmin = defineResource({
  path: '',
  title: '馆藏复本',
  noun: '复本',
  formIn: 'dialog',
  list: graphql(`
    query AdminBookCopiesQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: BookCopySortField, $order: SortOrder) {
      page: adminBookCopies(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          barcode
          library {
            id
            name
          }
          location
          status
          dueAt
          enabled
        }
        total
        page
        pageSize
      }
    }
  `),
  get: graphql(`
    query AdminBookCopyQuery($id: ID!) {
      item: adminBookCopy(id: $id) {
        id
        barcode
        libraryId
        location
        status
        dueAt
        enabled
        sort
      }
    }
  `),
  ...crudDocuments('BookCopy'),
  columns: [
    { key: 'barcode', label: '条码号', primary: true, sortField: 'barcode' },
    { key: 'library', label: '图书馆', render: (item) => item.library?.name ?? '—' },
    { key: 'location', label: '馆藏位置' },
    { key: 'status', label: '流通状态', kind: 'enum', options: COPY_STATUS, sortField: 'status' },
    { key: 'dueAt', label: '应还时间', kind: 'date' },
    enabledColumn(),
  ],
  filters: [
    { name: 'keyword', label: '条码号', kind: 'keyword', placeholder: '搜索条码号' },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [
    {
      name: 'barcode',
      label: '条码号',
      kind: 'text',
      required: true,
      half: true,
      pattern: { regex: /^[A-Za-z0-9-]{1,32}$/, message: '条码号只能包含字母、数字和 -，最多32位' },
    },
    { name: 'libraryId', label: '图书馆', kind: 'select', optionsFrom: libraryOptions, placeholder: '未指定', half: true },
    { name: 'location', label: '馆藏位置', kind: 'text', maxLength: 100, half: true, placeholder: '如 二楼社科阅览室 B12' },
    { name: 'status', label: '流通状态', kind: 'select', options: COPY_STATUS, required: true, defaultValue: 'AVAILABLE', half: true },
    { name: 'dueAt', label: '应还时间', kind: 'datetime', half: true, helper: '借出时填写' },
    ...childTail(),
  ],
  defaultSort: { sortBy: 'barcode', order: 'ASC' },
});
