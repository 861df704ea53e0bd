/**
 * The back office's menu: every area of spec §2's back-office table, in Chinese. Items are the
 * "menu item (back office)" of spec §3: parent id, id, name, path (under /admin), icon. Groups have
 * parent id 0 and no path. Only entries whose screen exists are shown (see `visibleMenu`); the
 * rest wait here for their screens.
 */
export interface AdminMenuItem {
  parentId: number;
  id: number;
  name: string;
  path: string;
  /** A key of the layout's icon set. */
  icon: string;
}

const group = (id: number, name: string, icon: string): AdminMenuItem => ({ parentId: 0, id, name, path: '', icon });

/** Entries of one group: ids are the group's id × 100 + position. */
const entries = (parentId: number, list: Array<[name: string, path: string, icon: string]>): AdminMenuItem[] =>
  list.map(([name, path, icon], index) => ({ parentId, id: parentId * 100 + index + 1, name, path, icon }));

/** The eight kinds with a list and a class page each (source/{kind}/list, source/{kind}/class). */
const RESOURCE_KINDS: Array<[label: string, kind: string, icon: string]> = [
  ['视频', 'video', 'video'],
  ['展览', 'exhibition', 'picture'],
  ['纸质图书', 'paperBook', 'book'],
  ['电子图书', 'eBook', 'tablet'],
  ['报纸', 'newspaper', 'newspaper'],
  ['期刊', 'journal', 'journal'],
  ['音频', 'audio', 'audio'],
  ['论文', 'thesis', 'thesis'],
];

export const ADMIN_MENU: readonly AdminMenuItem[] = [
  group(1, '首页管理', 'home'),
  ...entries(1, [
    ['轮播图', 'home/carousel', 'carousel'],
    ['友情链接', 'home/friends', 'link'],
    ['本地图书馆', 'home/local', 'library'],
  ]),
  group(2, '内容管理', 'content'),
  ...entries(2, [
    ['资讯管理', 'information', 'news'],
    ['服务指南', 'service', 'guide'],
    ['活动管理', 'activity', 'calendar'],
    ['问卷调查', 'service/survey', 'review'],
  ]),
  group(3, '资源管理', 'resources'),
  ...entries(3, [
    ['新书推荐', 'source/newbook', 'book'],
    ['读者荐购', 'source/reader', 'recommend'],
    ['数字图书馆', 'source/digital', 'database'],
    ['书单', 'booklist', 'list'],
    ['资源合集', 'resCollection', 'collection'],
    ...RESOURCE_KINDS.flatMap(([label, kind, icon]): Array<[string, string, string]> => [
      [`${label}列表`, `source/${kind}/list`, icon],
      [`${label}分类`, `source/${kind}/class`, 'folder'],
    ]),
    ['批次号', 'source/batchNum', 'barcode'],
    ['供应商', 'source/resQuotient', 'truck'],
    ['批量导入', 'source/import', 'collection'],
  ]),
  group(4, '互动管理', 'interaction'),
  ...entries(4, [
    ['留言管理', 'interact/message', 'message'],
    ['资源荐购', 'interact/source', 'recommend'],
    ['问题反馈', 'interact/problems', 'help'],
    ['志愿者申请', 'interact/volunteer', 'volunteer'],
    ['场地预约', 'interact/place', 'place'],
  ]),
  group(5, '采集管理', 'capture'),
  ...entries(5, [
    ['信息采集', 'info/infoCapture', 'capture'],
    ['资源采集', 'info/resCapture', 'download'],
  ]),
  group(6, '用户管理', 'users'),
  ...entries(6, [
    ['用户列表', 'user/userManage', 'users'],
    // The spec puts these two at the top level (/admin/blackList, /admin/topicDetail); the old
    // paths redirect (admin/routes.tsx ADMIN_REDIRECTS).
    ['黑名单', 'blackList', 'ban'],
    ['通知记录', 'user/noticeRecord', 'message'],
  ]),
  group(7, '专题管理', 'topic'),
  ...entries(7, [
    ['专题列表', 'topic/topicManage', 'topic'],
    ['专题内容', 'topicDetail', 'list'],
  ]),
  group(8, '审核管理', 'review'),
  ...entries(8, [
    ['标签审核', 'check/tagCheck', 'tag'],
    ['评论审核', 'check/commentCheck', 'message'],
    ['评分审核', 'check/scoreCheck', 'star'],
    ['检索词审核', 'check/searchWord', 'search'],
    ['自动审核', 'check/automatic', 'robot'],
  ]),
  group(9, '资源纠错', 'error'),
  ...entries(9, [['纠错管理', 'resError/resErrorManage', 'error']]),
  group(10, '图书馆管理', 'library'),
  ...entries(10, [
    ['图书馆地图', 'libraryMap', 'map'],
    ['分馆管理', 'branchManage', 'branch'],
  ]),
  group(11, '系统管理', 'settings'),
  ...entries(11, [
    ['安全检测', 'securityDetection', 'shield'],
    ['敏感词管理', 'sensitiveManage', 'filter'],
    ['操作日志', 'logManage', 'log'],
    ['备份管理', 'backupManage', 'backup'],
    ['数据检测', 'dataDetect', 'activity'],
    ['服务器管理', 'serverManage', 'server'],
    ['字段设置', 'fieldSetting', 'list'],
    ['接口密钥', 'apiKeys', 'key'],
    ['移动设备', 'mobileDevice', 'device'],
  ]),
  group(12, '统计分析', 'chart'),
  ...entries(12, [
    ['终端统计', 'statistics/terminal', 'device'],
    ['时段统计', 'statistics/period', 'clock'],
    ['标签统计', 'statistics/tag', 'tag'],
    ['活动统计', 'statistics/activityStatic', 'calendar'],
    ['用户统计', 'statistics/user', 'users'],
    ['访问方式', 'statistics/accessMethods', 'globe'],
    ['供应商统计', 'statistics/supplier', 'truck'],
    ['分享统计', 'statistics/shareStatic', 'share'],
  ]),
  group(13, '积分管理', 'points'),
  ...entries(13, [
    ['用户积分', 'userStore/userIntegration', 'points'],
    ['积分规则', 'userStore/integrationRule', 'rule'],
  ]),
];

export interface MenuGroup {
  group: AdminMenuItem;
  entries: AdminMenuItem[];
}

/** The groups and entries to show: entries whose screen exists, groups that keep at least one. */
export function visibleMenu(hasScreen: (path: string) => boolean, menu: readonly AdminMenuItem[] = ADMIN_MENU): MenuGroup[] {
  return menu
    .filter((item) => item.parentId === 0)
    .map((group) => ({ group, entries: menu.filter((item) => item.parentId === group.id && hasScreen(item.path)) }))
    .filter(({ entries }) => entries.length > 0);
}

/** The menu entry (and its group) of a path under /admin, for breadcrumbs and titles. */
export function menuEntry(path: string, menu: readonly AdminMenuItem[] = ADMIN_MENU): { group?: AdminMenuItem; entry: AdminMenuItem } | undefined {
  const entry = menu.find((item) => item.parentId !== 0 && item.path === path);
  return entry && { entry, group: menu.find((item) => item.id === entry.parentId) };
}
