import { RESOURCE_KIND_NAMES } from '../catalogue/index.js';

/**
 * What the statistics screens may ask for: each metric, the dimensions it is rolled up by, and the
 * dimensions it has within one scope (a resource's shares by channel, a reader's own events). The
 * closed set is what a query is checked against; the labels are the Chinese names of fixed keys.
 */
export interface MetricSpec {
  /**
   * Where the numbers come from: the usage log's daily roll-up, the per-resource day counts
   * (resource_daily_stat), or the catalogue itself (resources as of the range's last day: by key only).
   */
  source: 'rollup' | 'resource' | 'catalogue';
  dimensions: readonly string[];
  /** Scope kind → the dimensions asked within one such scope. */
  scoped?: Readonly<Record<string, readonly string[]>>;
}

export const METRICS: Readonly<Record<string, MetricSpec>> = {
  visit: { source: 'rollup', dimensions: ['all', 'terminal', 'access', 'hour', 'kind'] },
  'reader.active': { source: 'rollup', dimensions: ['all'] },
  'reader.new': { source: 'rollup', dimensions: ['all'] },
  'reader.event': { source: 'rollup', dimensions: ['reader'], scoped: { reader: ['type'] } },
  login: { source: 'rollup', dimensions: ['all', 'method'] },
  share: { source: 'rollup', dimensions: ['all', 'channel', 'resource'], scoped: { resource: ['channel'] } },
  search: { source: 'rollup', dimensions: ['all'] },
  download: { source: 'rollup', dimensions: ['all', 'kind'] },
  read: { source: 'rollup', dimensions: ['all'], scoped: { reader: ['all'] } },
  'activity.signUp': { source: 'rollup', dimensions: ['all', 'activity'] },
  'activity.checkIn': { source: 'rollup', dimensions: ['all', 'activity'] },
  tag: { source: 'rollup', dimensions: ['all', 'text'] },
  // Already rolled up per resource and day by the catalogue (views, downloads, borrows).
  'resource.views': { source: 'resource', dimensions: ['all', 'supplier'], scoped: { supplier: ['all', 'resource'] } },
  'resource.downloads': { source: 'resource', dimensions: ['all', 'supplier'], scoped: { supplier: ['all', 'resource'] } },
  'resource.borrows': { source: 'resource', dimensions: ['all', 'supplier'], scoped: { supplier: ['all', 'resource'] } },
  // 供应商统计's 资源数: the resources in the catalogue, per supplier and per kind.
  'resource.count': { source: 'catalogue', dimensions: ['all', 'supplier', 'kind'], scoped: { supplier: ['all', 'kind'] } },
};

/** The resource_daily_stat column of each `resource` metric. */
export const RESOURCE_COLUMNS: Readonly<Record<string, 'views' | 'downloads' | 'borrows'>> = {
  'resource.views': 'views',
  'resource.downloads': 'downloads',
  'resource.borrows': 'borrows',
};

export const TERMINAL_NAMES: Record<string, string> = { pc: '电脑', mobile: '手机', tablet: '平板', app: 'APP/小程序' };
export const ACCESS_NAMES: Record<string, string> = {
  direct: '直接访问',
  search: '搜索引擎',
  internal: '站内链接',
  external: '外部链接',
  qr: '二维码',
};
export const CHANNEL_NAMES: Record<string, string> = { qr: '二维码', email: '邮件', link: '复制链接' };
export const LOGIN_METHOD_NAMES: Record<string, string> = { card: '读者证', sms: '手机验证码', phone: '手机验证码', password: '密码' };
export const EVENT_TYPE_NAMES: Record<string, string> = {
  'page.view': '浏览页面',
  share: '分享',
  search: '检索',
  download: '下载',
  read: '阅读',
  'activity.signUp': '活动报名',
  'activity.checkIn': '活动签到',
  login: '登录',
  'comment.passed': '评论通过',
  'tag.passed': '标签通过',
  'score.passed': '评分通过',
  'recommendation.adopted': '荐购采纳',
  'volunteer.served': '志愿服务',
};

/** Names of the keys of fixed dimensions; other dimensions are named from their tables, or are their own name. */
export const FIXED_LABELS: Readonly<Record<string, Record<string, string>>> = {
  all: { '': '合计' },
  terminal: TERMINAL_NAMES,
  access: ACCESS_NAMES,
  channel: CHANNEL_NAMES,
  kind: RESOURCE_KIND_NAMES,
  method: LOGIN_METHOD_NAMES,
  type: EVENT_TYPE_NAMES,
};

/** Dimensions whose keys are ids of an entity: the table and the column that names it. */
export const ENTITY_LABELS: Readonly<Record<string, { table: string; column: string }>> = {
  resource: { table: 'resource', column: 'title' },
  activity: { table: 'activity', column: 'title' },
  supplier: { table: 'supplier', column: 'name' },
  reader: { table: 'reader', column: 'name' },
};
