import { crudDocuments } from '../crud/crud-documents';
import { formatDateTime } from '../crud/format';
import { defineResource, pickerFrom, type Option } from '../crud/types';
import { graphql } from '../gql';

/** How a reader is named in pickers and rows: card number and name. */
export const readerLabel = (reader: { cardNumber: string; name: string }) => `${reader.cardNumber} ${reader.name}`;

/** The reader of an entry, found by card number, name or phone (用户管理's keyword). */
const readers = pickerFrom(
  graphql(`
    query AdminReaderPickerQuery($filter: ReaderFilter) {
      page: adminReaders(filter: $filter, page: 1, pageSize: 20, sortBy: createdAt, order: DESC) {
        items {
          id
          cardNumber
          name
        }
      }
    }
  `),
  (keyword) => ({ filter: keyword ? { keyword } : undefined }),
  (data) => data.page.items.map((reader) => ({ value: reader.id, label: readerLabel(reader) })),
  (record: { readerId: string; reader: { cardNumber: string; name: string } }): Option[] => [
    { value: record.readerId, label: readerLabel(record.reader) },
  ],
);

/** 生效中 / 已过期 / 停用, derived from the flag and the end date. */
export function entryState(entry: { enabled: boolean; endsAt?: unknown }, now = Date.now()): '生效中' | '已过期' | '停用' {
  if (!entry.enabled) return '停用';
  return entry.endsAt && Date.parse(String(entry.endsAt)) <= now ? '已过期' : '生效中';
}

/**
 * 黑名单 (blackList, spec §2): readers barred from submitting (comments, tags, scores, messages,
 * bookings…) until 截止日期, or for good when it is empty; they can still read. 停用 lifts a bar
 * and keeps it on record. The reader is picked by card number or name.
 */
export const blacklistAdmin = defineResource({
  path: 'blackList',
  title: '黑名单',
  noun: '黑名单',
  list: graphql(`
    query AdminBlacklistEntriesQuery(
      $filter: BlacklistEntryFilter
      $page: Int!
      $pageSize: Int!
      $sortBy: BlacklistEntrySortField
      $order: SortOrder
    ) {
      page: adminBlacklistEntries(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          readerId
          reader {
            id
            cardNumber
            name
          }
          reason
          endsAt
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
    query AdminBlacklistEntryQuery($id: ID!) {
      item: adminBlacklistEntry(id: $id) {
        id
        readerId
        reader {
          id
          cardNumber
          name
        }
        reason
        endsAt
        enabled
      }
    }
  `),
  ...crudDocuments('BlacklistEntry'),
  columns: [
    { key: 'reader', label: '读者', primary: true, render: (entry) => readerLabel(entry.reader) },
    { key: 'reason', label: '原因' },
    { key: 'endsAt', label: '截止日期', sortField: 'endsAt', render: (entry) => (entry.endsAt ? formatDateTime(entry.endsAt).slice(0, 10) : '永久') },
    { key: 'enabled', label: '状态', render: (entry) => entryState(entry) },
    { key: 'createdAt', label: '加入时间', kind: 'date', sortField: 'createdAt' },
  ],
  filters: [
    { name: 'keyword', label: '关键词', kind: 'keyword', placeholder: '读者证号、姓名或原因' },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [
    { name: 'readerId', label: '读者', kind: 'picker', picker: readers, single: true, required: true, placeholder: '输入读者证号或姓名搜索' },
    { name: 'reason', label: '原因', kind: 'textarea', required: true, maxLength: 500 },
    { name: 'endsAt', label: '截止日期', kind: 'datetime', helper: '留空为永久' },
    { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true },
  ],
  defaultSort: { sortBy: 'createdAt', order: 'DESC' },
});
