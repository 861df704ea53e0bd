import type { ComponentType } from 'react';
import type { ChildrenScreen } from '../crud/children-types';
import type { AnyResource } from '../crud/types';
import type { ResourceKind } from '../gql/graphql';

/**
 * The registry of back-office screens: menu path → the lazily loaded config of its entity. The
 * routes (admin/routes.tsx) and the menu (only entries registered here are shown) both read it,
 * so adding an entity is one line here plus its <entity>.admin.tsx. Keep this file light: it is
 * part of the route table, so it imports nothing but types.
 */
export interface AdminScreen {
  /** Path under /admin, as in menu.ts. */
  path: string;
  label: string;
  /** The entity's list and form config; absent for a screen of its own (`page`). */
  load?: () => Promise<AnyResource>;
  /** A screen that is not a list and form (资源采集): its one page, loaded lazily. */
  page?: () => Promise<ComponentType>;
  /** Pages of an item's children, by route under the path (':id', ':id/:volumeId'); the form then edits at `<path>/:id/edit`. */
  children?: { routes: string[]; load(route: string): Promise<ChildrenScreen> };
  /** A list without a form of its own (its 编辑 opens the item's kind). */
  listOnly?: boolean;
  /** The menu entry it belongs to, when it is not one (a tab of another screen). */
  menuPath?: string;
}

/** The review queues (互动管理, 审核管理, 资源纠错), lazily per queue; all lists without a form. */
const queue = (path: string, label: string, load: () => Promise<AnyResource>, menuPath?: string): AdminScreen => ({
  path,
  label,
  load,
  listOnly: true,
  menuPath,
});
const queueScreens: AdminScreen[] = [
  queue('interact/message', '留言管理', () => import('./moderation/message.queue').then((m) => m.messageQueue)),
  queue('interact/source', '资源荐购', () => import('./moderation/recommendation.queue').then((m) => m.recommendationQueue)),
  queue('interact/problems', '问题反馈', () => import('./moderation/error-report.queue').then((m) => m.problemsQueue)),
  queue('interact/volunteer', '志愿者申请', () => import('./moderation/volunteer.queue').then((m) => m.volunteerQueue)),
  queue('interact/place', '场地预约', () => import('./moderation/venue-booking.queue').then((m) => m.venueBookingQueue)),
  queue('check/tagCheck', '标签审核', () => import('./moderation/check.queues').then((m) => m.tagQueue)),
  queue('check/commentCheck', '评论审核', () => import('./moderation/check.queues').then((m) => m.commentQueue)),
  queue('check/scoreCheck', '评分审核', () => import('./moderation/check.queues').then((m) => m.scoreQueue)),
  queue('resError/resErrorManage', '纠错管理', () => import('./moderation/error-report-groups.admin').then((m) => m.errorReportGroupsAdmin)),
  queue(
    'resError/resErrorManage/reports',
    '纠错管理',
    () => import('./moderation/error-report.queue').then((m) => m.resourceErrorQueue),
    'resError/resErrorManage',
  ),
];

/** The catalogue's screens, one lazy module. */
const catalogue = () => import('./catalogue.screens');

const childrenOf = (kind: ResourceKind, path: string): AdminScreen['children'] => ({
  routes: kind === 'journal' ? [':id', ':id/:volumeId'] : [':id'],
  load: (route) => catalogue().then((m) => m.childrenScreen(kind, path, route)),
});

/** The eight kinds with a list and a class tree (menu.ts): kind, path segment, name. 论文 has no children. */
export const KINDS: Array<[ResourceKind, string, string]> = [
  ['video', 'video', '视频'],
  ['exhibition', 'exhibition', '展览'],
  ['book', 'paperBook', '纸质图书'],
  ['ebook', 'eBook', '电子图书'],
  ['newspaper', 'newspaper', '报纸'],
  ['journal', 'journal', '期刊'],
  ['audio', 'audio', '音频'],
  ['thesis', 'thesis', '论文'],
];

const kindScreens = ([kind, segment, name]: (typeof KINDS)[number]): AdminScreen[] => {
  const [list, tree] = [`source/${segment}/list`, `source/${segment}/class`];
  const children = kind === 'thesis' ? undefined : childrenOf(kind, list);
  return [
    {
      path: list,
      label: `${name}列表`,
      load: () => catalogue().then((m) => m.resourceKindAdmin(kind, list, `${name}列表`, { children: !!children })),
      children,
    },
    { path: tree, label: `${name}分类`, load: () => catalogue().then((m) => m.resourceClassAdmin(kind, tree, `${name}分类`)) },
  ];
};

/** 数字图书馆: 数字资源 (the menu entry) and 数据库 (a tab of it). */
const digital = (kind: 'digital' | 'database', path: string, menuPath?: string): AdminScreen => ({
  path,
  label: '数字图书馆',
  load: () => catalogue().then((m) => m.digitalAdmin(kind, path, '数字图书馆')),
  menuPath,
});

const lists = (type: 'BOOKLIST' | 'COLLECTION', path: string, label: string, noun: string): AdminScreen => ({
  path,
  label,
  load: () => catalogue().then((m) => m.resourceListAdmin(type, path, label, noun)),
});

/** 统计分析 (issue 17): one page component drawing each screen's config (admin/statistics), one lazy module. */
const statistics = () => import('../statistics/screens');
const stat = (path: string, label: string, page: keyof Awaited<ReturnType<typeof statistics>>, menuPath?: string): AdminScreen => ({
  path: `statistics/${path}`,
  label,
  page: () => statistics().then((m) => m[page] as ComponentType),
  ...(menuPath ? { menuPath: `statistics/${menuPath}` } : {}),
});
const statisticsScreens: AdminScreen[] = [
  stat('terminal', '终端统计', 'TerminalStatisticsPage'),
  stat('period', '时段统计', 'PeriodStatisticsPage'),
  stat('period/:type', '时段统计', 'PeriodTypeStatisticsPage', 'period'),
  stat('tag', '标签统计', 'TagStatisticsPage'),
  stat('activityStatic', '活动统计', 'ActivityStatisticsPage'),
  stat('activityStatic/:id', '活动统计', 'ActivityDetailStatisticsPage', 'activityStatic'),
  stat('user', '用户统计', 'UserStatisticsPage'),
  stat('user/:id', '用户统计', 'UserDetailStatisticsPage', 'user'),
  stat('accessMethods', '访问方式', 'AccessMethodsStatisticsPage'),
  stat('supplier', '供应商统计', 'SupplierStatisticsPage'),
  stat('supplier/:id', '供应商统计', 'SupplierDetailStatisticsPage', 'supplier'),
  stat('shareStatic', '分享统计', 'ShareStatisticsPage'),
  stat('shareStatic/:id', '分享统计', 'ShareDetailStatisticsPage', 'shareStatic'),
];

export const adminScreens: readonly AdminScreen[] = [
  { path: 'home/carousel', label: '轮播图管理', load: () => import('./banner.admin').then((m) => m.bannerAdmin) },
  { path: 'home/friends', label: '友情链接', load: () => import('./friend-link.admin').then((m) => m.friendLinkAdmin) },
  { path: 'home/local', label: '本地图书馆', load: () => import('./library.admin').then((m) => m.libraryAdmin) },
  { path: 'information', label: '资讯管理', load: () => import('./news.admin').then((m) => m.newsAdmin) },
  // 服务指南 and 字段设置 (part guides)
  { path: 'service', label: '服务指南', load: () => import('./guide.admin').then((m) => m.guideAdmin) },
  { path: 'fieldSetting', label: '字段设置', page: () => import('./field-settings/FieldSettingsPage').then((m) => m.FieldSettingsPage) },
  { path: 'backupManage', label: '备份管理', page: () => import('./system/BackupManagePage').then((m) => m.BackupManagePage) },
  { path: 'serverManage', label: '服务器管理', page: () => import('./system/ServerManagePage').then((m) => m.ServerManagePage) },
  // Activities (issue 16, part "activities"): 活动管理 and each activity's 报名名单 at activity/:id.
  {
    path: 'activity',
    label: '活动管理',
    load: () => import('./activity.admin').then((m) => m.activityAdmin),
    children: { routes: [':id'], load: () => import('./activity.admin').then((m) => m.activitySignUpsScreen) },
  },
  // Surveys (问卷调查, issue 16).
  { path: 'service/survey', label: '问卷调查', load: () => import('./survey.admin').then((m) => m.surveyAdmin) },
  {
    path: 'source/newbook',
    label: '新书推荐',
    load: () => catalogue().then((m) => m.newBooksAdmin('source/newbook', '新书推荐')),
    children: childrenOf('book', 'source/newbook'),
  },
  { path: 'source/reader', label: '读者荐购', load: () => catalogue().then((m) => m.readerRecommendAdmin), listOnly: true },
  digital('digital', 'source/digital'),
  digital('database', 'source/digital/database', 'source/digital'),
  lists('BOOKLIST', 'booklist', '书单', '书单'),
  lists('COLLECTION', 'resCollection', '资源合集', '合集'),
  ...KINDS.flatMap(kindScreens),
  { path: 'source/batchNum', label: '批次号管理', load: () => catalogue().then((m) => m.batchNumberAdmin) },
  { path: 'source/resQuotient', label: '供应商管理', load: () => catalogue().then((m) => m.supplierAdmin) },
  { path: 'source/import', label: '批量导入', page: () => import('./capture/ResourceImportPage').then((m) => m.ResourceImportPage) },
  { path: 'info/resCapture', label: '资源采集', page: () => import('./capture/ResourceCapturePage').then((m) => m.ResourceCapturePage) },
  { path: 'check/searchWord', label: '检索词审核', load: () => import('./search-word.admin').then((m) => m.searchWordAdmin) },
  ...queueScreens,
  { path: 'user/userManage', label: '用户管理', load: () => import('./reader.admin').then((m) => m.readerAdmin) },
  { path: 'blackList', label: '黑名单', load: () => import('./blacklist.admin').then((m) => m.blacklistAdmin) },
  { path: 'check/automatic', label: '自动审核', load: () => import('./examine-item.admin').then((m) => m.examineItemAdmin) },
  { path: 'sensitiveManage', label: '敏感词管理', load: () => import('./sensitive-word.admin').then((m) => m.sensitiveWordAdmin) },
  { path: 'apiKeys', label: '接口密钥', load: () => import('./api-key.admin').then((m) => m.apiKeyAdmin) },
  // Branches and the library map (issue 16).
  { path: 'branchManage', label: '分馆管理', load: () => import('./branch.admin').then((m) => m.branchAdmin) },
  { path: 'libraryMap', label: '图书馆地图', page: () => import('./map/LibraryMapPage').then((m) => m.LibraryMapPage) },
  // Topics and information capture (issue 16, part "topics").
  { path: 'topic/topicManage', label: '专题列表', load: () => import('./topic.admin').then((m) => m.topicAdmin) },
  { path: 'topicDetail', label: '专题内容', load: () => import('./topic-section.admin').then((m) => m.topicSectionAdmin) },
  { path: 'info/infoCapture', label: '信息采集', load: () => import('./captured-info.admin').then((m) => m.capturedInfoAdmin) },
  // 系统管理 (issue 17, part "syscheck"): 操作日志 and its detail, 安全检测, 数据检测, 移动设备.
  { path: 'logManage', label: '操作日志', load: () => import('./system/audit-log.admin').then((m) => m.auditLogAdmin), listOnly: true },
  {
    path: 'logManage/detail',
    label: '日志详情',
    page: () => import('./system/AuditLogDetailPage').then((m) => m.AuditLogDetailPage),
    menuPath: 'logManage',
  },
  { path: 'securityDetection', label: '安全检测', page: () => import('./system/SecurityDetectionPage').then((m) => m.SecurityDetectionPage) },
  { path: 'dataDetect', label: '数据检测', page: () => import('./system/DataDetectPage').then((m) => m.DataDetectPage) },
  { path: 'mobileDevice', label: '移动设备', load: () => import('./mobile-device.admin').then((m) => m.mobileDeviceAdmin) },
  // 通知记录 (issue 52): readers' due-soon, overdue and hold-ready notices, 重发 for failed ones.
  {
    path: 'user/noticeRecord',
    label: '通知记录',
    load: () => import('./notices/notice-delivery.admin').then((m) => m.noticeDeliveryAdmin),
    listOnly: true,
  },
  // 积分 (issue 17): 用户积分 (balances, ledger, 调整积分) and 积分规则.
  { path: 'userStore/userIntegration', label: '用户积分', page: () => import('./points/UserPointsPage').then((m) => m.UserPointsPage) },
  { path: 'userStore/integrationRule', label: '积分规则', load: () => import('./point-rule.admin').then((m) => m.pointRuleAdmin) },
  ...statisticsScreens,
];

const paths = new Set(adminScreens.map((screen) => screen.path));
/** True when the back office has a screen at this path (under /admin). */
export const hasScreen = (path: string) => paths.has(path);
