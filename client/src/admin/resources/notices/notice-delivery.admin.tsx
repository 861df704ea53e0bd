import { defineResource, type Option } from '../../crud/types';
import { graphql } from '../../gql';
import { RetryNoticePanel } from './RetryNoticePanel';

export const NOTICE_KINDS: readonly Option[] = [
  { value: 'DUE_SOON', label: '到期提醒' },
  { value: 'OVERDUE', label: '逾期提醒' },
  { value: 'HOLD_READY', label: '预约到书' },
];

export const NOTICE_CHANNELS: readonly Option[] = [
  { value: 'SMS', label: '短信' },
  { value: 'EMAIL', label: '邮件' },
];

export const NOTICE_STATES: readonly Option[] = [
  { value: 'PENDING', label: '待发送' },
  { value: 'SENT', label: '已发送' },
  { value: 'FAILED', label: '失败' },
  { value: 'SKIPPED', label: '跳过' },
];

/**
 * 通知记录 (/admin/user/noticeRecord): every notice the scheduled runs wrote — to whom, what, by
 * which channel and how it went — newest first; 重发 sends a failed one again.
 */
export const noticeDeliveryAdmin = defineResource({
  path: 'user/noticeRecord',
  title: '通知记录',
  noun: '通知',
  list: graphql(`
    query AdminNoticeDeliveriesQuery(
      $filter: NoticeDeliveryFilter
      $page: Int!
      $pageSize: Int!
      $sortBy: NoticeDeliverySortField
      $order: SortOrder
    ) {
      page: adminNoticeDeliveries(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          readerName
          cardNumber
          kind
          channel
          title
          state
          attempts
          lastError
          createdAt
          sentAt
          updatedAt
        }
        total
        page
        pageSize
      }
    }
  `),
  actions: {},
  columns: [
    { key: 'createdAt', label: '生成时间', kind: 'date', sortField: 'createdAt', width: '170px' },
    { key: 'readerName', label: '读者', primary: true, render: (item) => `${item.readerName}（${item.cardNumber}）` },
    { key: 'kind', label: '类型', kind: 'enum', options: NOTICE_KINDS },
    { key: 'channel', label: '渠道', kind: 'enum', options: NOTICE_CHANNELS },
    { key: 'title', label: '书名', render: (item) => `《${item.title}》` },
    { key: 'state', label: '状态', kind: 'enum', options: NOTICE_STATES },
    { key: 'attempts', label: '发送次数', kind: 'number' },
    { key: 'lastError', label: '原因', render: (item) => item.lastError ?? '—' },
    { key: 'sentAt', label: '发送时间', kind: 'date', width: '170px' },
  ],
  filters: [
    { name: 'state', label: '状态', kind: 'enum', options: NOTICE_STATES, tabs: true },
    { name: 'keyword', label: '读者或书名', kind: 'keyword', placeholder: '搜索读者姓名、读者证号或书名' },
    { name: 'kind', label: '类型', kind: 'enum', options: NOTICE_KINDS },
    { name: 'channel', label: '渠道', kind: 'enum', options: NOTICE_CHANNELS },
    { name: 'from', to: 'to', label: '生成日期', kind: 'dateRange' },
  ],
  fields: [],
  rowDialogs: [
    {
      label: '重发',
      shown: (item) => item.state === 'FAILED',
      render: (item, dialog) => <RetryNoticePanel id={item.id} lastError={item.lastError} dialog={dialog} />,
    },
  ],
  defaultSort: { sortBy: 'createdAt', order: 'DESC' },
});
