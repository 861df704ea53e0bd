import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { useGlobalState } from '../../lib/global-state';
import { setSite } from '../../lib/site';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { SiteLayout } from './SiteLayout';

const entry = (value: string, name: string, url: string, children: unknown[] = []) => ({ __typename: 'SiteMenuItem', value, name, url, children });

/** The server's whole menu (server/src/modules/content/menu.ts), most of it not built yet. */
const SITE_MENU = [
  entry('index', '首页', '/index'),
  entry('information', '资讯动态', '/information/libraryNews', [
    entry('libraryNews', '本馆新闻', '/information/libraryNews'),
    entry('peaceNews', '平安资讯', '/information/peaceNews'),
    entry('industryNews', '行业动态', '/information/industryNews'),
    entry('publicNotice', '通知公告', '/information/publicNotice'),
    // A page no part has built: its entry stays hidden.
    entry('unbuilt', '未建页面', '/service/notBuiltYet'),
  ]),
  entry('service', '服务指南', '/service/overView/aboutLibrary', [entry('aboutLibrary', '本馆概况', '/service/overView/aboutLibrary')]),
  entry('resources', '数字资源', '/resources/ebook', [entry('ebook', '电子图书', '/resources/ebook')]),
  entry('activity', '活动', '/activity'),
  entry('topic', '专题', '/topic'),
  entry('interaction', '互动交流', '/interaction'),
];

const FRIEND_LINKS = [
  { __typename: 'FriendLink', id: '1', name: '国家图书馆', url: 'https://www.nlc.cn', logo: '/uploads/demo/link-1.png' },
  { __typename: 'FriendLink', id: '2', name: '浙江图书馆', url: 'https://www.zjlib.cn', logo: null },
];

function mockLayout() {
  server.use(
    graphql.query('SiteLayoutQuery', () =>
      HttpResponse.json({ data: { siteMenu: SITE_MENU, friendLinks: { __typename: 'FriendLinkPage', items: FRIEND_LINKS } } }),
    ),
  );
}

/** Shows how many menu entries the global state holds. */
function MenuProbe() {
  const { menu } = useGlobalState();
  return <p>全局菜单 {menu.length} 项</p>;
}

const renderLayout = (path = '/index') =>
  renderRoutes(
    [
      {
        element: <SiteLayout />,
        children: [
          { path: 'index', element: <MenuProbe /> },
          { path: 'information/libraryNews', element: <MenuProbe /> },
        ],
      },
    ],
    path,
  );

describe('SiteLayout', () => {
  it('shows only the menu entries whose pages are built, and keeps the whole menu in the global state', async () => {
    mockLayout();
    renderLayout();

    // The desktop bar is display:none below md, and jsdom applies no media queries: hidden elements
    // have no accessible name, so find the bar by its label attribute and its links by their text.
    await screen.findByText('全局菜单 7 项');
    const nav = await waitFor(() => {
      const found = screen.getAllByRole('navigation', { hidden: true }).find((element) => element.getAttribute('aria-label') === '主导航');
      if (!found?.textContent?.includes('资讯动态')) throw new Error('the main navigation has not loaded');
      return found;
    });
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual([
      '首页',
      '资讯动态',
      '本馆新闻',
      '平安资讯',
      '行业动态',
      '通知公告',
      '服务指南',
      '本馆概况',
      '数字资源',
      '电子图书',
      '活动',
      '专题',
      '互动交流',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/index',
      '/information/libraryNews',
      '/information/libraryNews',
      '/information/peaceNews',
      '/information/industryNews',
      '/information/publicNotice',
      '/service/overView/aboutLibrary',
      '/service/overView/aboutLibrary',
      '/resources/ebook',
      '/resources/ebook',
      '/activity',
      '/topic',
      '/interaction',
    ]);
    for (const hidden of ['未建页面']) {
      expect(within(nav).queryByText(hidden)).toBeNull();
    }
    // 首页 is the current page.
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('全局菜单 7 项')).toBeInTheDocument();
  });

  it('offers the same entries in the mobile drawer', async () => {
    mockLayout();
    renderLayout();
    await screen.findByText('全局菜单 7 项');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '打开导航菜单', hidden: true }));
    const dialog = await screen.findByRole('dialog');
    const drawerNav = within(dialog).getByRole('navigation', { name: '主导航' });
    expect(
      within(drawerNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '首页',
      '资讯动态',
      '本馆新闻',
      '平安资讯',
      '行业动态',
      '通知公告',
      '服务指南',
      '本馆概况',
      '数字资源',
      '电子图书',
      '活动',
      '专题',
      '互动交流',
    ]);
    await user.click(within(drawerNav).getByRole('link', { name: '本馆新闻' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has the landmarks, a skip link, the login link and the footer links', async () => {
    mockLayout();
    renderLayout();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '跳到主要内容' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');

    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['用户服务协议', '/userProtocol'],
      ['隐私政策', '/privacyPolicy'],
      ['诚信建设', '/integrity'],
      ['五大道', '/wudadao'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const nlc = await within(footer).findByRole('link', { name: /国家图书馆/ });
    expect(nlc).toHaveAttribute('href', 'https://www.nlc.cn');
    expect(nlc).toHaveAttribute('target', '_blank');
    expect(nlc).toHaveAttribute('rel', 'noopener noreferrer');
    expect(nlc.querySelector('img')).toHaveAttribute('src', '/uploads/demo/link-1.png');
    expect(within(footer).getByRole('link', { name: /浙江图书馆/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(footer).getByText(/钱ICP备/)).toBeInTheDocument();
  });

  it('shows the library the portal names in the page: its name, phone, hours, address and e-mail, and leaves out what it does not give', async () => {
    setSite({
      name: '示例市图书馆',
      phone: '010-12345678',
      openingHours: '每天 8:30-20:30',
      address: '示例市中山路 1 号',
      email: 'ask@library.example.org',
    });
    mockLayout();
    renderLayout();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /示例市图书馆.*（返回首页）/ })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: '010-12345678' })).toHaveAttribute('href', 'tel:01012345678');
    expect(within(header).getByText('开放时间：每天 8:30-20:30')).toBeInTheDocument();
    expect(within(header).getByText('示例市中山路 1 号')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'ask@library.example.org' })).toHaveAttribute('href', 'mailto:ask@library.example.org');
    expect(within(footer).getByText(/示例市图书馆 版权所有/)).toBeInTheDocument();
    // No English name, postcode or ICP number given: none shown, and nothing of the demo library.
    expect(within(footer).queryByText(/ICP/)).not.toBeInTheDocument();
    expect(within(footer).queryByText(/邮编/)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/钱塘|Qiantang|0571/);
  });

  it('has no phone or opening hours line when the portal gives none', async () => {
    setSite({ name: '示例市图书馆' });
    mockLayout();
    renderLayout();
    const header = screen.getByRole('banner');
    expect(within(header).queryByText(/咨询电话/)).not.toBeInTheDocument();
    expect(within(header).queryByText(/开放时间/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).queryByText('联系我们')).toBeInTheDocument();
  });

  it('moves focus to the main content from the skip link', async () => {
    mockLayout();
    renderLayout();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: '跳到主要内容' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("shows the logged-in reader's name, linking to the personal centre", async () => {
    Cookies.set('token', 'reader-token');
    Cookies.set('userName', '张小明');
    mockLayout();
    renderLayout();
    const link = screen.getByRole('link', { name: /张小明/ });
    expect(link).toHaveAttribute('href', '/personal/userInfo');
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
  });
});
