import { crudDocuments } from '../crud/crud-documents';
import { defineResource } from '../crud/types';
import { graphql } from '../gql';
import { SENSITIVE_CATEGORIES } from './moderation/moderation-options';
import { SensitiveWordTools } from './moderation/SensitiveWordTools';

/**
 * 敏感词管理 (sensitiveManage): the words the submission filter looks for, with their category; a
 * word written another way (繁体, 全角, with spaces) is the same word and refused as 已存在.
 * 启用/停用 and 删除 singly and in batch; 导入 / 导出 above the list.
 */
export const sensitiveWordAdmin = defineResource({
  path: 'sensitiveManage',
  title: '敏感词管理',
  noun: '敏感词',
  list: graphql(`
    query AdminSensitiveWordsQuery($filter: SensitiveWordFilter, $page: Int!, $pageSize: Int!, $sortBy: SensitiveWordSortField, $order: SortOrder) {
      page: adminSensitiveWords(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          word
          category
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
    query AdminSensitiveWordQuery($id: ID!) {
      item: adminSensitiveWord(id: $id) {
        id
        word
        category
        enabled
      }
    }
  `),
  ...crudDocuments('SensitiveWord'),
  columns: [
    { key: 'word', label: '敏感词', primary: true },
    { key: 'category', label: '分类', kind: 'enum', options: SENSITIVE_CATEGORIES, sortField: 'category' },
    { key: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
    { key: 'createdAt', label: '添加时间', kind: 'date', sortField: 'createdAt' },
  ],
  filters: [
    { name: 'keyword', label: '敏感词', kind: 'keyword', placeholder: '搜索敏感词' },
    { name: 'category', label: '分类', kind: 'enum', options: SENSITIVE_CATEGORIES },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [
    { name: 'word', label: '敏感词', kind: 'text', required: true, maxLength: 100, helper: '繁体、全角、大小写和字间的空格符号都按同一个词识别' },
    { name: 'category', label: '分类', kind: 'select', required: true, options: SENSITIVE_CATEGORIES, defaultValue: 'OTHER', fromList: true },
    { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true },
  ],
  formIn: 'dialog',
  defaultSort: { sortBy: 'createdAt', order: 'DESC' },
  toolbar: SensitiveWordTools,
});
