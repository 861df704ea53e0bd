import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { adminRoutes } from '../../admin/routes';
import { ADMIN_INDEX_ROUTE } from '../../lib/admin-index';
import { adminScreens } from '../../admin/resources';
import { ADMIN_MENU } from '../../admin/resources/menu';
import { mockNewsList } from '../../admin/crud/test-fixtures';
import { toaster } from '../../components/ui/toaster';
import { COOKIE } from '../../lib/tokens';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { AdminLayout } from './AdminLayout';

// Lazy routes and Chakra take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

function mockAdminMe() {
  server.use(
    graphql.query('AdminLayoutQuery', () =>
      HttpResponse.json({ data: { adminMe: { __typename: 'AdminUser', id: '1', name: '系统管理员', username: 'admin' } } }),
    ),
  );
}

function renderAdmin(path: string) {
  const user = userEvent.setup();
  const rendered = renderRoutes(
    [
      { path: 'admin', element: <AdminLayout />, children: [ADMIN_INDEX_ROUTE, ...adminRoutes] },
      { path: 'account', element: <p>管理员登录页</p> },
    ],
    path,
  );
  return { user, ...rendered };
}

afterEach(() => {
  act(() => toaster.remove());
});

describe('AdminLayout', () => {
  it('/admin goes to /admin/information, under the header with the library, 后台管理 and the administrator', async () => {
    mockAdminMe();
    mockNewsList();
    const { router } = renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: '资讯管理' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/information');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('钱塘市图书馆')).toBeInTheDocument();
    expect(within(header).getByText('后台管理')).toBeInTheDocument();
    expect(await within(header).findByText('系统管理员')).toBeInTheDocument();
  });

  it('shows only the menu entries whose screens exist, and the groups that keep one', async () => {
    mockAdminMe();
    mockNewsList();
    renderAdmin('/admin/information');
    const menu = await screen.findByRole('navigation', { name: '后台菜单' });
    const links = within(menu).getAllByRole('link');
    const kinds = [
      ['视频', 'video'],
      ['展览', 'exhibition'],
      ['纸质图书', 'paperBook'],
      ['电子图书', 'eBook'],
      ['报纸', 'newspaper'],
      ['期刊', 'journal'],
      ['音频', 'audio'],
      ['论文', 'thesis'],
    ];
    expect(links.map((link) => link.textContent)).toEqual([
      '轮播图',
      '友情链接',
      '本地图书馆',
      '资讯管理',
      '服务指南',
      '活动管理',
      '问卷调查',
      '新书推荐',
      '读者荐购',
      '数字图书馆',
      '书单',
      '资源合集',
      ...kinds.flatMap(([name]) => [`${name}列表`, `${name}分类`]),
      '批次号',
      '供应商',
      '批量导入',
      '留言管理',
      '资源荐购',
      '问题反馈',
      '志愿者申请',
      '场地预约',
      '信息采集',
      '资源采集',
      '用户列表',
      '黑名单',
      '通知记录',
      '专题列表',
      '专题内容',
      '标签审核',
      '评论审核',
      '评分审核',
      '检索词审核',
      '自动审核',
      '纠错管理',
      '图书馆地图',
      '分馆管理',
      '安全检测',
      '敏感词管理',
      '操作日志',
      '备份管理',
      '数据检测',
      '服务器管理',
      '字段设置',
      '接口密钥',
      '移动设备',
      '终端统计',
      '时段统计',
      '标签统计',
      '活动统计',
      '用户统计',
      '访问方式',
      '供应商统计',
      '分享统计',
      '用户积分',
      '积分规则',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/home/carousel',
      '/admin/home/friends',
      '/admin/home/local',
      '/admin/information',
      '/admin/service',
      '/admin/activity',
      '/admin/service/survey',
      '/admin/source/newbook',
      '/admin/source/reader',
      '/admin/source/digital',
      '/admin/booklist',
      '/admin/resCollection',
      ...kinds.flatMap(([, kind]) => [`/admin/source/${kind}/list`, `/admin/source/${kind}/class`]),
      '/admin/source/batchNum',
      '/admin/source/resQuotient',
      '/admin/source/import',
      '/admin/interact/message',
      '/admin/interact/source',
      '/admin/interact/problems',
      '/admin/interact/volunteer',
      '/admin/interact/place',
      '/admin/info/infoCapture',
      '/admin/info/resCapture',
      '/admin/user/userManage',
      '/admin/blackList',
      '/admin/user/noticeRecord',
      '/admin/topic/topicManage',
      '/admin/topicDetail',
      '/admin/check/tagCheck',
      '/admin/check/commentCheck',
      '/admin/check/scoreCheck',
      '/admin/check/searchWord',
      '/admin/check/automatic',
      '/admin/resError/resErrorManage',
      '/admin/libraryMap',
      '/admin/branchManage',
      '/admin/securityDetection',
      '/admin/sensitiveManage',
      '/admin/logManage',
      '/admin/backupManage',
      '/admin/dataDetect',
      '/admin/serverManage',
      '/admin/fieldSetting',
      '/admin/apiKeys',
      '/admin/mobileDevice',
      ...['terminal', 'period', 'tag', 'activityStatic', 'user', 'accessMethods', 'supplier', 'shareStatic'].map(
        (path) => `/admin/statistics/${path}`,
      ),
      '/admin/userStore/userIntegration',
      '/admin/userStore/integrationRule',
    ]);
    // Every link comes from the registry, and every registered screen has its link (数据库 is a tab of 数字图书馆).
    expect(links.map((link) => link.getAttribute('href')!.replace('/admin/', '')).sort()).toEqual(
      adminScreens
        .filter((s) => !s.menuPath)
        .map((s) => s.path)
        .sort(),
    );
    expect(within(menu).getByRole('group', { name: '首页管理' })).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: '内容管理' })).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: '资源管理' })).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: '互动管理' })).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: '用户管理' })).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: '审核管理' })).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: '资源纠错' })).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: '系统管理' })).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: '统计分析' })).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: '积分管理' })).toBeInTheDocument();
    // Every group of the complete menu now has its screens.
    expect(new Set(ADMIN_MENU.filter((item) => item.parentId === 0).map((item) => item.name)).size).toBe(13);
    expect(within(menu).getByRole('link', { name: '资讯管理' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows breadcrumbs: 首页 > group > entry > 新增', async () => {
    mockAdminMe();
    renderAdmin('/admin/information/new');
    await screen.findByRole('heading', { name: '新增资讯' });
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb|面包屑/i });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['首页', '内容管理', '资讯管理', '新增']);
    expect(within(crumbs).getByRole('link', { name: '资讯管理' })).toHaveAttribute('href', '/admin/information');
  });

  it('退出登录 clears the admin cookie and goes to /account', async () => {
    mockAdminMe();
    mockNewsList();
    Cookies.set(COOKIE.adminToken, 'admin-token', { path: '/' });
    const { user, router } = renderAdmin('/admin/information');
    await user.click(await screen.findByRole('button', { name: '退出登录' }));
    expect(await screen.findByText('管理员登录页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    expect(Cookies.get(COOKIE.adminToken)).toBeUndefined();
  });

  it('a token the server refuses leads back to /account', async () => {
    server.use(
      graphql.query('AdminLayoutQuery', () =>
        HttpResponse.json({ errors: [{ message: '未登录或登录过期', extensions: { code: 'UNAUTHENTICATED', status: 401 } }] }),
      ),
    );
    mockNewsList();
    Cookies.set(COOKIE.adminToken, 'stale', { path: '/' });
    const { router } = renderAdmin('/admin/information');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(Cookies.get(COOKIE.adminToken)).toBeUndefined();
  });

  it('a path without a screen says so inside the shell', async () => {
    mockAdminMe();
    renderAdmin('/admin/noSuchScreen');
    expect(await screen.findByText('页面未找到')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '后台菜单' })).toBeInTheDocument();
  });
});
