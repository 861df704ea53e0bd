import { Text } from '@chakra-ui/react';
import { crudDocuments } from '../crud/crud-documents';
import { defineResource, type Option } from '../crud/types';
import { graphql } from '../gql';
import { EXAMINE_KINDS, REVIEW_MODES, SENSITIVE_ACTIONS } from './moderation/moderation-options';

const label = (options: readonly Option[], value: string) => options.find((option) => option.value === value)?.label ?? value;
/** Venues have no review mode: their bookings follow the 场馆预约 item's. */
const forTypes = (kind: string, text: string) => (kind === 'VENUE' ? <Text color="fg.muted">—</Text> : text);

/**
 * 自动审核 (check/automatic): the examine items (审批项) of every submission type and every venue.
 * 启用/停用 (停用: not offered at all), 开启/关闭 (关闭: no new applications for now), singly and in
 * batch; for submission types the review mode (审核方式: 人工审核, 自动通过, 无敏感词自动通过, also in
 * batch) and what a sensitive word does (编辑: 转人工审核 or 拒绝提交).
 */
export const examineItemAdmin = defineResource({
  path: 'check/automatic',
  title: '自动审核',
  noun: '审批项',
  list: graphql(`
    query AdminExamineItemsQuery($filter: ExamineItemFilter, $page: Int!, $pageSize: Int!, $sortBy: ExamineItemSortField, $order: SortOrder) {
      page: adminExamineItems(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          name
          kind
          enabled
          open
          reviewMode
          onSensitive
        }
        total
        page
        pageSize
      }
    }
  `),
  get: graphql(`
    query AdminExamineItemQuery($id: ID!) {
      item: adminExamineItem(id: $id) {
        id
        name
        enabled
        open
        reviewMode
        onSensitive
      }
    }
  `),
  ...crudDocuments('ExamineItem'),
  setter: { field: 'reviewMode', label: '审核方式', valueLabel: '审核方式', options: REVIEW_MODES },
  columns: [
    { key: 'name', label: '审批项', primary: true },
    { key: 'kind', label: '类型', kind: 'enum', options: EXAMINE_KINDS },
    { key: 'enabled', label: '启用状态', kind: 'boolean', labels: ['启用', '停用'] },
    { key: 'open', label: '受理状态', kind: 'boolean', labels: ['开启', '关闭'] },
    { key: 'reviewMode', label: '审核方式', render: (item) => forTypes(item.kind, label(REVIEW_MODES, item.reviewMode)) },
    { key: 'onSensitive', label: '含敏感词时', render: (item) => forTypes(item.kind, label(SENSITIVE_ACTIONS, item.onSensitive)) },
  ],
  filters: [
    { name: 'kind', label: '类型', kind: 'enum', options: EXAMINE_KINDS, tabs: true },
    { name: 'keyword', label: '名称', kind: 'keyword', placeholder: '搜索审批项' },
    { name: 'enabled', label: '启用状态', kind: 'boolean', labels: ['启用', '停用'] },
    { name: 'open', label: '受理状态', kind: 'boolean', labels: ['开启', '关闭'] },
  ],
  fields: [
    { name: 'enabled', label: '启用', kind: 'switch', helper: '停用后本馆不再提供此项' },
    { name: 'open', label: '开启受理', kind: 'switch', helper: '关闭后暂停受理新的申请' },
    { name: 'reviewMode', label: '审核方式', kind: 'select', required: true, options: REVIEW_MODES, helper: '场馆按“场馆预约”一项的方式审核' },
    { name: 'onSensitive', label: '含敏感词时', kind: 'select', required: true, options: SENSITIVE_ACTIONS },
  ],
  formIn: 'dialog',
  defaultSort: { sortBy: 'sort', order: 'ASC' },
});
