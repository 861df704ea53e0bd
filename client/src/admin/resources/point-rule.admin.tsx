import { crudDocuments } from '../crud/crud-documents';
import { defineResource } from '../crud/types';
import { graphql } from '../gql';
import { POINT_ACTIONS } from './points/point-options';

/**
 * 积分规则 (userStore/integrationRule): points per action and the daily cap (most points a reader
 * earns from the rule in one day; 0 = no cap). The actions are fixed, so rules are edited and
 * enabled or disabled, never added or removed; a disabled rule awards nothing.
 */
export const pointRuleAdmin = defineResource({
  path: 'userStore/integrationRule',
  title: '积分规则',
  noun: '积分规则',
  list: graphql(`
    query AdminPointRulesQuery($filter: PointRuleFilter, $page: Int!, $pageSize: Int!, $sortBy: PointRuleSortField, $order: SortOrder) {
      page: adminPointRules(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          action
          name
          description
          points
          dailyCap
          enabled
          sort
        }
        total
        page
        pageSize
      }
    }
  `),
  get: graphql(`
    query AdminPointRuleQuery($id: ID!) {
      item: adminPointRule(id: $id) {
        id
        name
        description
        points
        dailyCap
        enabled
        sort
      }
    }
  `),
  ...crudDocuments('PointRule'),
  columns: [
    { key: 'name', label: '规则名称', primary: true },
    { key: 'action', label: '行为', kind: 'enum', options: POINT_ACTIONS },
    { key: 'points', label: '积分', kind: 'number' },
    { key: 'dailyCap', label: '每日上限', render: (rule) => (rule.dailyCap > 0 ? `${rule.dailyCap}分` : '不限') },
    { key: 'description', label: '说明' },
    { key: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  filters: [
    { name: 'keyword', label: '规则名称', kind: 'keyword', placeholder: '搜索规则' },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [
    { name: 'name', label: '规则名称', kind: 'text', required: true, maxLength: 50 },
    { name: 'points', label: '每次积分', kind: 'number', integer: true, required: true, half: true, min: 0, max: 10000 },
    {
      name: 'dailyCap',
      label: '每日上限（分）',
      kind: 'number',
      integer: true,
      half: true,
      min: 0,
      max: 100000,
      helper: '每位读者每天从此规则最多获得的积分，0为不限',
    },
    { name: 'description', label: '说明', kind: 'textarea', maxLength: 200 },
    { name: 'sort', label: '排序', kind: 'number', integer: true, half: true },
    { name: 'enabled', label: '启用', kind: 'switch', helper: '停用后此规则不再发放积分' },
  ],
  formIn: 'dialog',
  defaultSort: { sortBy: 'sort', order: 'ASC' },
});
