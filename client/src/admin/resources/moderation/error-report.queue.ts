import { crudDocuments } from '../../crud/crud-documents';
import type { Option } from '../../crud/types';
import { graphql } from '../../gql';
import { PROCESS } from './states';
import { submissionQueue } from './submission-queue';

/** ErrorReportType. */
export const ERROR_TYPES: readonly Option[] = [
  { value: 'CONTENT', label: '内容错误' },
  { value: 'METADATA', label: '信息有误' },
  { value: 'LINK', label: '链接失效' },
  { value: 'FILE', label: '文件无法打开' },
  { value: 'OTHER', label: '其他' },
];

const list = graphql(`
  query AdminErrorReportsQuery($filter: ErrorReportFilter, $page: Int!, $pageSize: Int!, $sortBy: ErrorReportSortField, $order: SortOrder) {
    page: adminErrorReports(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
      items {
        id
        type
        description
        status
        flaggedWords
        reply
        reviewedAt
        createdAt
        reader {
          id
          name
          cardNumber
        }
        resource {
          id
          title
        }
      }
      total
      page
      pageSize
    }
  }
`);

const typeLabel = (type: string) => ERROR_TYPES.find((option) => option.value === type)?.label ?? type;

/** Every error report in one flat queue (问题反馈), or one resource's (纠错记录, from 纠错管理). */
const errorReportQueue = (path: string, title: string, byResource: boolean) =>
  submissionQueue({
    path,
    title,
    noun: '纠错',
    list,
    documents: crudDocuments('ErrorReport'),
    states: PROCESS,
    resource: true,
    columns: [
      { key: 'description', label: '问题描述', primary: true, marked: true },
      { key: 'type', label: '类型', kind: 'enum', options: ERROR_TYPES },
    ],
    details: [
      { label: '类型', value: (item) => typeLabel(item.type) },
      { label: '问题描述', text: 'description' },
    ],
    keyword: '搜索描述、读者',
    filters: [
      { name: 'type', label: '类型', kind: 'enum', options: ERROR_TYPES },
      ...(byResource ? [{ name: 'resourceId' as const, label: '资源', kind: 'param' as const }] : []),
    ],
    // 纠错管理: processing a report is 已处理 with a reply the reader sees.
    replySets: byResource ? { status: 'PASSED', label: '已处理并回复' } : undefined,
    siblings: byResource
      ? [
          { label: '纠错管理', path: 'resError/resErrorManage' },
          { label: '纠错记录', path: 'resError/resErrorManage/reports' },
        ]
      : undefined,
  });

/** 问题反馈 (interact/problems). */
export const problemsQueue = errorReportQueue('interact/problems', '问题反馈', false);
/** 纠错记录: the reports of one resource (?resourceId=), reached from 纠错管理. */
export const resourceErrorQueue = errorReportQueue('resError/resErrorManage/reports', '纠错记录', true);
