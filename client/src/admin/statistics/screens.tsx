import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { KIND_LABELS } from '../../features/resources/kinds';
import { ActivityCapacity } from './ActivityCapacity';
import { readerStatPath } from './paths';
import { ReaderStatHeader, ReaderStatSearch } from './ReaderStatSearch';
import { StatisticsPage } from './StatisticsPage';
import type { StatScreenConfig, StatView } from './types';

/**
 * The statistics screens of spec §2 (统计分析), each a config drawn by StatisticsPage. The
 * metrics and dimensions are the server's catalogue (modules/stats/statistics-catalogue.ts).
 */

const HOURS = Array.from({ length: 24 }, (_, h) => {
  const key = String(h).padStart(2, '0');
  return { key, label: `${key}时` };
});

const overTime = (label = '按日'): StatView => ({ label, by: 'DAY', dimension: 'all', chart: 'line' });

export const terminalScreen: StatScreenConfig = {
  title: '终端统计',
  description: '公共网站与个人中心的访问量，按访问终端（电脑、手机、平板、APP/小程序）统计。',
  series: [{ name: '访问量', metric: 'visit' }],
  views: [
    { label: '终端占比', by: 'KEY', dimension: 'terminal', chart: 'pie', rowHeader: '终端' },
    { label: '按日趋势', by: 'DAY', dimension: 'terminal', chart: 'line' },
  ],
};

export const accessMethodsScreen: StatScreenConfig = {
  title: '访问方式',
  description: '访问从哪里来：直接访问、搜索引擎、站内链接、外部链接、二维码。',
  series: [{ name: '访问量', metric: 'visit' }],
  views: [
    { label: '方式占比', by: 'KEY', dimension: 'access', chart: 'pie', rowHeader: '访问方式' },
    { label: '按日趋势', by: 'DAY', dimension: 'access', chart: 'line' },
  ],
};

export const periodScreen: StatScreenConfig = {
  title: '时段统计',
  description: '访问量按小时、日、月统计，以及各内容类型的访问量（点击类型查看其趋势）。',
  series: [{ name: '访问量', metric: 'visit' }],
  views: [
    { label: '按小时', by: 'KEY', dimension: 'hour', chart: 'bar', rowHeader: '时段', fill: HOURS, limit: 24 },
    overTime('按日'),
    { label: '按月', by: 'MONTH', dimension: 'all', chart: 'bar' },
    { label: '按内容类型', by: 'KEY', dimension: 'kind', chart: 'bar', rowHeader: '内容类型', rowLink: (kind) => `/admin/statistics/period/${kind}` },
  ],
};

/** Detail pages counted that are not resources'. */
const OTHER_KIND_LABELS: Record<string, string> = { news: '资讯', activity: '活动', topic: '专题', service: '服务' };

export const periodTypeScreen = (kind: string): StatScreenConfig => ({
  title: `时段统计：${(KIND_LABELS as Record<string, string>)[kind] ?? OTHER_KIND_LABELS[kind] ?? kind}`,
  description: '该内容类型详情页的访问量。',
  back: { label: '时段统计', to: '/admin/statistics/period' },
  series: [{ name: '访问量', metric: 'visit', keys: [kind] }],
  views: [
    { label: '按日', by: 'DAY', dimension: 'kind', chart: 'line' },
    { label: '按月', by: 'MONTH', dimension: 'kind', chart: 'bar' },
  ],
});

export const userScreen: StatScreenConfig = {
  title: '用户统计',
  description: '新增读者、活跃读者（当天有过登录后操作的读者）与登录次数；按读者证号或姓名查找读者（或在活跃读者排行中点击）查看其个人记录。',
  series: [
    { name: '新增读者', metric: 'reader.new' },
    { name: '活跃读者', metric: 'reader.active' },
    { name: '登录次数', metric: 'login' },
  ],
  views: [
    overTime('按日'),
    { label: '按月', by: 'MONTH', dimension: 'all', chart: 'bar' },
    { label: '登录方式', by: 'KEY', dimension: 'method', chart: 'pie', rowHeader: '登录方式', series: [{ name: '登录次数', metric: 'login' }] },
    {
      label: '活跃读者排行',
      by: 'KEY',
      dimension: 'reader',
      chart: 'bar',
      rowHeader: '读者',
      limit: 20,
      series: [{ name: '操作次数', metric: 'reader.event' }],
      rowLink: readerStatPath,
    },
  ],
};

export const userDetailScreen = (id: string): StatScreenConfig => ({
  title: '用户统计：读者记录',
  back: { label: '用户统计', to: '/admin/statistics/user' },
  series: [{ name: '次数', metric: 'reader.event', scope: `reader:${id}` }],
  views: [
    { label: '按类型', by: 'KEY', dimension: 'type', chart: 'pie', rowHeader: '操作' },
    { label: '按日', by: 'DAY', dimension: 'type', chart: 'line' },
    { label: '阅读时长（秒）', by: 'DAY', dimension: 'all', chart: 'bar', series: [{ name: '阅读秒数', metric: 'read', scope: `reader:${id}` }] },
  ],
});

export const activityScreen: StatScreenConfig = {
  title: '活动统计',
  description: '活动报名与签到人数（点击活动查看其报名趋势与名额使用）。',
  series: [
    { name: '报名人数', metric: 'activity.signUp' },
    { name: '签到人数', metric: 'activity.checkIn' },
  ],
  views: [
    { label: '按活动', by: 'KEY', dimension: 'activity', chart: 'bar', rowHeader: '活动', rowLink: (id) => `/admin/statistics/activityStatic/${id}` },
    overTime('按日'),
  ],
};

export const activityDetailScreen = (id: string): StatScreenConfig => ({
  title: '活动统计：单个活动',
  back: { label: '活动统计', to: '/admin/statistics/activityStatic' },
  series: [
    { name: '报名人数', metric: 'activity.signUp', keys: [id] },
    { name: '签到人数', metric: 'activity.checkIn', keys: [id] },
  ],
  views: [{ label: '按日', by: 'DAY', dimension: 'activity', chart: 'line' }],
});

const supplierUse = [
  { name: '浏览量', metric: 'resource.views' },
  { name: '下载量', metric: 'resource.downloads' },
  { name: '借阅量', metric: 'resource.borrows' },
];
/** 资源数: the catalogue on the range's last day (a count of what exists, by key only). */
const resourceCount = (scope?: string) => ({ name: '资源数', metric: 'resource.count', scope });
const kindView = (scope?: string): StatView => ({
  label: '按资源类型',
  by: 'KEY',
  dimension: 'kind',
  chart: 'bar',
  rowHeader: '资源类型',
  series: [resourceCount(scope)],
});

export const supplierScreen: StatScreenConfig = {
  title: '供应商统计',
  description: '各供应商的资源数（截至结束日期，按资源类型）与资源的浏览、下载、借阅（点击供应商查看其资源）。',
  series: supplierUse,
  views: [
    {
      label: '按供应商',
      by: 'KEY',
      dimension: 'supplier',
      chart: 'bar',
      rowHeader: '供应商',
      series: [resourceCount(), ...supplierUse],
      rowLink: (id) => `/admin/statistics/supplier/${id}`,
    },
    kindView(),
    overTime('按日'),
  ],
};

export const supplierDetailScreen = (id: string): StatScreenConfig => ({
  title: '供应商统计：单个供应商',
  back: { label: '供应商统计', to: '/admin/statistics/supplier' },
  series: supplierUse.map((s) => ({ ...s, scope: `supplier:${id}` })),
  views: [
    { label: '按资源', by: 'KEY', dimension: 'resource', chart: 'bar', rowHeader: '资源', limit: 50 },
    kindView(`supplier:${id}`),
    overTime('按日'),
  ],
});

export const shareScreen: StatScreenConfig = {
  title: '分享统计',
  description: '读者分享资源的次数：二维码、邮件、复制链接（点击资源查看其分享渠道）。',
  series: [{ name: '分享次数', metric: 'share' }],
  views: [
    { label: '按渠道', by: 'KEY', dimension: 'channel', chart: 'pie', rowHeader: '渠道' },
    {
      label: '按资源',
      by: 'KEY',
      dimension: 'resource',
      chart: 'bar',
      rowHeader: '资源',
      limit: 50,
      rowLink: (id) => `/admin/statistics/shareStatic/${id}`,
    },
    { label: '按日趋势', by: 'DAY', dimension: 'channel', chart: 'line' },
  ],
};

export const shareDetailScreen = (id: string): StatScreenConfig => ({
  title: '分享统计：单个资源',
  back: { label: '分享统计', to: '/admin/statistics/shareStatic' },
  series: [{ name: '分享次数', metric: 'share', scope: `resource:${id}` }],
  views: [
    { label: '按渠道', by: 'KEY', dimension: 'channel', chart: 'pie', rowHeader: '渠道' },
    { label: '按日趋势', by: 'DAY', dimension: 'channel', chart: 'line' },
  ],
});

export const tagScreen: StatScreenConfig = {
  title: '标签统计',
  description: '读者提交的标签：数量趋势与最常用的标签。',
  series: [{ name: '标签数', metric: 'tag' }],
  views: [
    { label: '热门标签', by: 'KEY', dimension: 'text', chart: 'bar', rowHeader: '标签', limit: 30 },
    overTime('按日'),
    { label: '按月', by: 'MONTH', dimension: 'all', chart: 'bar' },
  ],
};

/** The route's `:id` or `:type` (an id that is not one is refused by the server: 统计范围无效). */
const useParam = (name: string) => useParams()[name] ?? '';

export const TerminalStatisticsPage = () => <StatisticsPage config={terminalScreen} />;
export const AccessMethodsStatisticsPage = () => <StatisticsPage config={accessMethodsScreen} />;
export const PeriodStatisticsPage = () => <StatisticsPage config={periodScreen} />;
export function PeriodTypeStatisticsPage() {
  const type = useParam('type');
  const config = useMemo(() => periodTypeScreen(type), [type]);
  return <StatisticsPage key={type} config={config} />;
}
export const UserStatisticsPage = () => (
  <StatisticsPage config={userScreen}>
    <ReaderStatSearch />
  </StatisticsPage>
);
export function UserDetailStatisticsPage() {
  const id = useParam('id');
  const config = useMemo(() => userDetailScreen(id), [id]);
  return (
    <StatisticsPage key={id} config={config}>
      <ReaderStatHeader id={id} />
    </StatisticsPage>
  );
}
export const ActivityStatisticsPage = () => <StatisticsPage config={activityScreen} />;
export function ActivityDetailStatisticsPage() {
  const id = useParam('id');
  const config = useMemo(() => activityDetailScreen(id), [id]);
  return (
    <StatisticsPage key={id} config={config}>
      <ActivityCapacity id={id} />
    </StatisticsPage>
  );
}
export const SupplierStatisticsPage = () => <StatisticsPage config={supplierScreen} />;
export function SupplierDetailStatisticsPage() {
  const id = useParam('id');
  const config = useMemo(() => supplierDetailScreen(id), [id]);
  return <StatisticsPage key={id} config={config} />;
}
export const ShareStatisticsPage = () => <StatisticsPage config={shareScreen} />;
export function ShareDetailStatisticsPage() {
  const id = useParam('id');
  const config = useMemo(() => shareDetailScreen(id), [id]);
  return <StatisticsPage key={id} config={config} />;
}
export const TagStatisticsPage = () => <StatisticsPage config={tagScreen} />;
