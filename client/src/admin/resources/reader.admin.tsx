import { crudDocuments } from '../crud/crud-documents';
import { defineResource } from '../crud/types';
import { graphql } from '../gql';
import { readerStatPath } from '../statistics/paths';
import { BlacklistReaderForm } from './readers/BlacklistReaderForm';
import { DeskLoansPanel } from './readers/DeskLoansPanel';
import { maskPhone, READER_LEVELS, READER_RIGHTS } from './readers/reader-options';
import { ResetPasswordPanel } from './readers/ResetPasswordPanel';

/**
 * 用户管理 (user/userManage, spec §2 and §6): readers with one search box (card number, name or
 * phone), level and state; 启用 / 停用 (a disabled reader's sessions stop at once); 授权 and 批量授权
 * (读者证级访问, 下载, 场馆预约: several at once); and per row 用户统计 (the reader's own activity),
 * 重置密码, the desk's 借还 and 加入黑名单.
 * Readers are not deleted: their loans and submissions hang off them (停用 instead).
 */
export const readerAdmin = defineResource({
  path: 'user/userManage',
  title: '用户管理',
  noun: '读者',
  list: graphql(`
    query AdminReadersQuery($filter: ReaderFilter, $page: Int!, $pageSize: Int!, $sortBy: ReaderSortField, $order: SortOrder) {
      page: adminReaders(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          cardNumber
          name
          phone
          level
          enabled
          lastLoginAt
          rights
        }
        total
        page
        pageSize
      }
    }
  `),
  get: graphql(`
    query AdminReaderQuery($id: ID!) {
      item: adminReader(id: $id) {
        id
        cardNumber
        name
        phone
        level
        enabled
      }
    }
  `),
  ...crudDocuments('Reader'),
  setter: { field: 'rights', label: '授权', valueLabel: '权限', options: READER_RIGHTS, multiple: true },
  columns: [
    { key: 'cardNumber', label: '读者证号', primary: true },
    { key: 'name', label: '姓名' },
    { key: 'phone', label: '手机号', render: (reader) => maskPhone(reader.phone) || '—' },
    { key: 'level', label: '用户级别', render: (reader) => READER_LEVELS.find((o) => o.value === String(reader.level))?.label ?? reader.level },
    { key: 'enabled', label: '状态', kind: 'boolean', labels: ['正常', '停用'] },
    { key: 'lastLoginAt', label: '最近登录', kind: 'date', sortField: 'lastLoginAt' },
    { key: 'rights', label: '权限', kind: 'enum', options: READER_RIGHTS },
  ],
  filters: [
    { name: 'keyword', label: '关键词', kind: 'keyword', placeholder: '读者证号、姓名或手机号' },
    { name: 'specialLevel', label: '用户级别', kind: 'boolean', labels: ['特殊级别', '普通'] },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['正常', '停用'] },
  ],
  fields: [
    { name: 'cardNumber', label: '读者证号', kind: 'text', required: true, maxLength: 32, half: true },
    { name: 'name', label: '姓名', kind: 'text', required: true, maxLength: 64, half: true },
    { name: 'phone', label: '手机号', kind: 'text', pattern: { regex: /^1\d{10}$/, message: '请输入有效的手机号' }, half: true },
    { name: 'level', label: '用户级别', kind: 'select', options: READER_LEVELS, integer: true, defaultValue: '2', half: true },
    {
      name: 'password',
      label: '初始密码',
      kind: 'text',
      required: true,
      createOnly: true,
      pattern: { regex: /^.{6,128}$/, message: '密码至少 6 位' },
      helper: '读者用读者证号和此密码登录；以后修改请用“重置密码”',
    },
    { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true },
  ],
  defaultSort: { sortBy: 'createdAt', order: 'DESC' },
  rowLinks: [{ label: '用户统计', to: (reader) => readerStatPath(reader.id) }],
  rowDialogs: [
    { label: '重置密码', render: (reader) => <ResetPasswordPanel readerId={reader.id} /> },
    { label: '借还', render: (reader) => <DeskLoansPanel readerId={reader.id} /> },
    { label: '加入黑名单', render: (reader, dialog) => <BlacklistReaderForm readerId={reader.id} onDone={dialog.close} /> },
  ],
});
