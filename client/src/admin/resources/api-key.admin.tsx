import { crudDocuments } from '../crud/crud-documents';
import { defineResource } from '../crud/types';
import { graphql } from '../gql';
import { ApiKeySecret } from './api-keys/ApiKeySecret';
import { RotateApiKeyPanel } from './api-keys/RotateApiKeyPanel';

/**
 * 接口密钥 (系统管理): integrators' keys with their quotas. 新增 issues a key and shows it once; 轮换
 * replaces it; 停用 or 删除 revokes it. The list shows use (requests, last used), counted in batches.
 */
export const apiKeyAdmin = defineResource({
  path: 'apiKeys',
  title: '接口密钥',
  noun: '接口密钥',
  list: graphql(`
    query AdminApiKeysQuery($filter: ApiKeyFilter, $page: Int!, $pageSize: Int!, $sortBy: ApiKeySortField, $order: SortOrder) {
      page: adminApiKeys(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          name
          prefix
          perMinute
          perDay
          requests
          lastUsedAt
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
    query AdminApiKeyQuery($id: ID!) {
      item: adminApiKey(id: $id) {
        id
        name
        note
        perMinute
        perDay
        enabled
      }
    }
  `),
  ...crudDocuments('ApiKey'),
  create: graphql(`
    mutation CreateApiKeyWithSecret($input: ApiKeyInput!) {
      result: createApiKey(input: $input) {
        id
        prefix
        secret
      }
    }
  `),
  columns: [
    { key: 'name', label: '名称', primary: true },
    { key: 'prefix', label: '密钥开头' },
    { key: 'perMinute', label: '每分钟限额', kind: 'number' },
    { key: 'perDay', label: '每日限额', kind: 'number' },
    { key: 'requests', label: '调用次数', kind: 'number', sortField: 'requests' },
    { key: 'lastUsedAt', label: '最近使用', kind: 'date', sortField: 'lastUsedAt' },
    { key: 'createdAt', label: '创建时间', kind: 'date', sortField: 'createdAt' },
    { key: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  filters: [
    { name: 'keyword', label: '关键词', kind: 'keyword', placeholder: '名称或密钥开头' },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [
    { name: 'name', label: '名称', kind: 'text', required: true, maxLength: 100, helper: '使用方：合作单位、系统名称' },
    { name: 'perMinute', label: '每分钟限额', kind: 'number', integer: true, defaultValue: 60, half: true, min: 1, max: 6000 },
    { name: 'perDay', label: '每日限额', kind: 'number', integer: true, defaultValue: 10000, half: true, min: 1, max: 10000000 },
    { name: 'note', label: '备注', kind: 'textarea', maxLength: 500 },
    { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true },
  ],
  defaultSort: { sortBy: 'createdAt', order: 'DESC' },
  formIn: 'dialog',
  afterCreate: (created) => <ApiKeySecret secret={String((created as { secret?: string }).secret)} />,
  rowDialogs: [{ label: '轮换', render: (key) => <RotateApiKeyPanel keyId={key.id} /> }],
});
