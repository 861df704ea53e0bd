import { crudDocuments } from '../crud/crud-documents';
import { defineResource } from '../crud/types';
import { graphql } from '../gql';

export const supplierAdmin = defineResource({
  path: 'source/resQuotient',
  title: '供应商管理',
  noun: '供应商',
  list: graphql(`
    query AdminSuppliersQuery($filter: SupplierFilter, $page: Int!, $pageSize: Int!, $sortBy: SupplierSortField, $order: SortOrder) {
      page: adminSuppliers(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          name
          contact
          phone
          email
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
    query AdminSupplierQuery($id: ID!) {
      item: adminSupplier(id: $id) {
        id
        name
        contact
        phone
        email
        website
        description
        enabled
        recommended
        sort
      }
    }
  `),
  ...crudDocuments('Supplier'),
  columns: [
    { key: 'name', label: '名称', primary: true, sortField: 'name' },
    { key: 'contact', label: '联系人' },
    { key: 'phone', label: '电话' },
    { key: 'email', label: '邮箱' },
    { key: 'sort', label: '排序', kind: 'number', sortField: 'sort' },
    { key: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
    { key: 'recommended', label: '推荐', kind: 'boolean', labels: ['已推荐', '未推荐'] },
    { key: 'createdAt', label: '创建时间', kind: 'date', sortField: 'createdAt' },
  ],
  filters: [
    { name: 'keyword', label: '名称', kind: 'keyword', placeholder: '搜索供应商名称' },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
    { name: 'recommended', label: '推荐', kind: 'boolean', labels: ['已推荐', '未推荐'] },
  ],
  fields: [
    { name: 'name', label: '名称', kind: 'text', required: true, maxLength: 100 },
    { name: 'contact', label: '联系人', kind: 'text', maxLength: 64, half: true },
    { name: 'phone', label: '电话', kind: 'text', maxLength: 32, half: true },
    { name: 'email', label: '邮箱', kind: 'text', maxLength: 100, half: true },
    { name: 'website', label: '网址', kind: 'url', half: true, placeholder: 'https://' },
    { name: 'description', label: '说明', kind: 'textarea', maxLength: 5000 },
    { name: 'sort', label: '排序', kind: 'number', integer: true, half: true, defaultValue: 0, helper: '数字越小越靠前' },
    { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true, half: true },
    { name: 'recommended', label: '推荐', kind: 'switch', defaultValue: false, half: true },
  ],
  defaultSort: { sortBy: 'sort', order: 'ASC' },
});
