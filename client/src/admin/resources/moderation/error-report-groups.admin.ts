import { defineResource, type ListVariables, type PageOf } from '../../crud/types';
import type { TypedDocumentNode } from '@apollo/client';
import { graphql } from '../../gql';
import type { ErrorReportGroupFilter, ResourceKind } from '../../gql/graphql';
import { resourceEditPath } from '../resource-edit-path';
import { KIND_LABELS } from '../resource-fields';
import { PROCESS, stateOptions } from './states';

interface GroupRow {
  id: string;
  title: string;
  kind: ResourceKind;
  reports: number;
  pending: number;
  latestAt: string;
}

const STATES = stateOptions(PROCESS);

const list = graphql(`
  query AdminErrorReportGroupsQuery($filter: ErrorReportGroupFilter, $page: Int!, $pageSize: Int!) {
    page: adminErrorReportGroups(filter: $filter, page: $page, pageSize: $pageSize) {
      items {
        id: resourceId
        title
        kind
        reports
        pending
        latestAt
      }
      total
      page
      pageSize
    }
  }
`);

/** The grouped list has one order (latest report first): the list page's sort variables are not sent on. */
const groups = list as unknown as TypedDocumentNode<{ page: PageOf<GroupRow> }, ListVariables<ErrorReportGroupFilter, 'latestAt'>>;

/**
 * 纠错管理 (resError/resErrorManage): error reports grouped by resource, latest report first, with
 * how many there are and how many wait. 编辑 opens the resource in its kind's screen; 纠错记录 lists
 * its reports, where each is processed (已处理) with a reply the reader sees.
 */
export const errorReportGroupsAdmin = defineResource({
  path: 'resError/resErrorManage',
  title: '纠错管理',
  noun: '资源',
  list: groups,
  actions: {},
  editPath: (item) => resourceEditPath(item.kind, item.id),
  rowLinks: [{ label: '纠错记录', to: (item) => `/admin/resError/resErrorManage/reports?resourceId=${item.id}` }],
  columns: [
    { key: 'title', label: '资源', primary: true },
    { key: 'kind', label: '类型', kind: 'enum', options: KIND_LABELS },
    { key: 'reports', label: '纠错数', kind: 'number' },
    { key: 'pending', label: '待处理', kind: 'number' },
    { key: 'latestAt', label: '最近纠错时间', kind: 'date' },
  ],
  filters: [
    { name: 'status', label: '状态', kind: 'enum', options: STATES, tabs: true },
    { name: 'keyword', label: '资源', kind: 'keyword', placeholder: '搜索资源题名' },
  ],
  fields: [],
  defaultSort: { sortBy: 'latestAt', order: 'DESC' },
  siblings: [
    { label: '纠错管理', path: 'resError/resErrorManage' },
    { label: '纠错记录', path: 'resError/resErrorManage/reports' },
  ],
});
