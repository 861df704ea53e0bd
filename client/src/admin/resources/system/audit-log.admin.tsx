import { defineResource, optionsFrom } from '../../crud/types';
import { graphql } from '../../gql';
import { actionLabel, entityLabel } from './audit-labels';

/** The values present in the log, for its filters (one query; Apollo's cache answers the other two). */
const AuditLogFacetsQuery = graphql(`
  query AdminAuditLogFacets {
    auditLogFacets {
      entities
      actions
      admins {
        id
        name
      }
    }
  }
`);

const entityOptions = optionsFrom(AuditLogFacetsQuery, (data) =>
  data.auditLogFacets.entities.map((entity) => ({ value: entity, label: entityLabel(entity) })),
);
const actionOptions = optionsFrom(AuditLogFacetsQuery, (data) =>
  data.auditLogFacets.actions.map((action) => ({ value: action, label: actionLabel(action) })),
);
const adminOptions = optionsFrom(AuditLogFacetsQuery, (data) => data.auditLogFacets.admins.map((admin) => ({ value: admin.id, label: admin.name })));

/** Where a row's 详情 goes: the spec's /admin/logManage/detail?id=. */
export const auditLogDetailPath = (id: string) => `/admin/logManage/detail?id=${encodeURIComponent(id)}`;

/**
 * 操作日志 (/admin/logManage): every administrator action, newest first, by administrator, action,
 * type and days; 详情 shows the fields it changed, before and after.
 */
export const auditLogAdmin = defineResource({
  path: 'logManage',
  title: '操作日志',
  noun: '日志',
  list: graphql(`
    query AdminAuditLogsQuery($filter: AuditLogFilter, $page: Int!, $pageSize: Int!, $sortBy: AuditLogSortField, $order: SortOrder) {
      page: auditLogs(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          adminName
          action
          entity
          targetIds
          ip
          createdAt
        }
        total
        page
        pageSize
      }
    }
  `),
  actions: {},
  columns: [
    { key: 'createdAt', label: '操作时间', kind: 'date', sortField: 'createdAt', width: '170px' },
    { key: 'adminName', label: '管理员', primary: true },
    { key: 'action', label: '操作', render: (item) => actionLabel(item.action) },
    { key: 'entity', label: '对象类型', render: (item) => entityLabel(item.entity) },
    { key: 'targetIds', label: '对象编号', render: (item) => (item.targetIds.length ? item.targetIds.join('、') : '—') },
    { key: 'ip', label: 'IP 地址', render: (item) => item.ip ?? '—' },
  ],
  filters: [
    { name: 'adminId', label: '管理员', kind: 'enum', optionsFrom: adminOptions },
    { name: 'action', label: '操作', kind: 'enum', optionsFrom: actionOptions },
    { name: 'entity', label: '对象类型', kind: 'enum', optionsFrom: entityOptions },
    { name: 'from', to: 'to', label: '操作日期', kind: 'dateRange' },
  ],
  fields: [],
  rowLinks: [{ label: '详情', to: (item) => auditLogDetailPath(item.id) }],
  defaultSort: { sortBy: 'createdAt', order: 'DESC' },
});
