import { crudDocuments } from '../crud/crud-documents';
import { defineResource } from '../crud/types';
import { graphql } from '../gql';
import { supplierOptions as suppliers } from './catalogue-options';

export const batchNumberAdmin = defineResource({
  path: 'source/batchNum',
  title: '批次号管理',
  noun: '批次号',
  list: graphql(`
    query AdminBatchNumbersQuery($filter: BatchNumberFilter, $page: Int!, $pageSize: Int!, $sortBy: BatchNumberSortField, $order: SortOrder) {
      page: adminBatchNumbers(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          code
          name
          receivedAt
          supplier {
            id
            name
          }
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
    query AdminBatchNumberQuery($id: ID!) {
      item: adminBatchNumber(id: $id) {
        id
        code
        name
        supplierId
        receivedAt
        description
        enabled
        recommended
        sort
      }
    }
  `),
  ...crudDocuments('BatchNumber'),
  columns: [
    { key: 'code', label: '批次号', primary: true, sortField: 'code' },
    { key: 'name', label: '名称' },
    { key: 'supplier', label: '供应商', render: (item) => item.supplier?.name ?? '—' },
    { key: 'receivedAt', label: '到货日期', sortField: 'receivedAt' },
    { key: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
    { key: 'recommended', label: '推荐', kind: 'boolean', labels: ['已推荐', '未推荐'] },
    { key: 'createdAt', label: '创建时间', kind: 'date', sortField: 'createdAt' },
  ],
  filters: [
    { name: 'keyword', label: '批次号或名称', kind: 'keyword', placeholder: '搜索批次号或名称' },
    { name: 'supplierId', label: '供应商', kind: 'enum', optionsFrom: suppliers },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [
    {
      name: 'code',
      label: '批次号',
      kind: 'text',
      required: true,
      maxLength: 64,
      half: true,
      placeholder: '如 2026-NB-014',
      helper: '字母、数字和 - _ . /',
    },
    { name: 'name', label: '名称', kind: 'text', required: true, maxLength: 100, half: true },
    { name: 'supplierId', label: '供应商', kind: 'select', optionsFrom: suppliers, placeholder: '无', half: true, fromList: true },
    { name: 'receivedAt', label: '到货日期', kind: 'date', half: true },
    { name: 'description', label: '说明', kind: 'textarea', maxLength: 5000 },
    { name: 'sort', label: '排序', kind: 'number', integer: true, half: true, defaultValue: 0, helper: '数字越小越靠前' },
    { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true, half: true },
    { name: 'recommended', label: '推荐', kind: 'switch', defaultValue: false, half: true },
  ],
  defaultSort: { sortBy: 'createdAt', order: 'DESC' },
});
