import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { chineseNumber } from '../../features/site/StaticArticle';
import { useGlobalState } from '../../lib/global-state';
import { setSite } from '../../lib/site';
import { TEST_SITE } from '../../test/site';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderPage, renderRoutes } from '../../test/render';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';
import { IntegrityPage, PrivacyPolicyPage, UserProtocolPage, WudadaoPage } from './StaticPages';

describe('static pages', () => {
  it.each([
    ['用户服务协议', <UserProtocolPage />, ['账号注册与读者证', '借阅规则', '数字资源使用规范', '联系我们']],
    ['隐私政策', <PrivacyPolicyPage />, ['我们收集哪些个人信息', '我们如何使用个人信息', '个人信息的存储', '您的权利', '联系我们']],
    ['诚信建设', <IntegrityPage />, ['本馆诚信服务承诺', '读者诚信承诺', '失信行为及处理', '信用修复']],
    ['五大道历史文化街区专题', <WudadaoPage />, ['街区概况', '历史沿革', '专题馆藏', '文献征集']],
  ])(
    '%s: without a page of the library’s, the built-in one: a title, numbered sections and a table of contents',
    async (title, element, sections) => {
      server.use(graphql.query('StaticPageQuery', () => HttpResponse.json({ data: { guidePage: null } })));
      renderPage(element, '/page');
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
      for (const section of sections) expect(headings.some((heading) => heading?.endsWith(section))).toBe(true);
      expect(headings[0]).toMatch(/^一、/);
      const toc = screen.getByRole('navigation', { name: '本页目录', hidden: true });
      expect(within(toc).getAllByRole('link', { hidden: true })).toHaveLength(headings.length);
      expect(screen.getByRole('navigation', { name: '当前位置' })).toHaveTextContent(`首页›${title}`);
    },
  );

  it('shows the library’s own page (服务指南 › 站点页面) instead of the built-in text, and asks for the page’s slot', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.query('StaticPageQuery', ({ variables }) => {
        asked.push(variables.slot);
        return HttpResponse.json({
          data: {
            guidePage: {
              __typename: 'Guide',
              id: '9',
              slot: 'privacyPolicy',
              title: '西湖区图书馆隐私政策',
              body: '<p>本馆由西湖区人民政府设立。</p>',
              attachment: null,
              attachmentName: null,
              publishedAt: '2026-12-01T01:00:00.000Z',
              updatedAt: '2026-12-02T01:00:00.000Z',
              views: 0,
            },
          },
        });
      }),
    );
    renderPage(<PrivacyPolicyPage />, '/privacyPolicy');
    expect(await screen.findByText('本馆由西湖区人民政府设立。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '西湖区图书馆隐私政策' })).toBeInTheDocument();
    expect(screen.queryByText(/我们收集哪些个人信息/)).toBeNull();
    expect(screen.getByRole('navigation', { name: '当前位置' })).toHaveTextContent('首页›西湖区图书馆隐私政策');
    expect(asked).toEqual(['privacyPolicy']);
  });

  it('does not show the built-in text when the library’s page cannot be loaded', async () => {
    server.use(graphql.query('StaticPageQuery', () => HttpResponse.json({ errors: [{ message: '服务器繁忙' }] })));
    renderPage(<UserProtocolPage />, '/userProtocol');
    expect(await screen.findByText('内容加载失败')).toBeInTheDocument();
    expect(screen.queryByText(/账号注册与读者证/)).toBeNull();
  });

  it('the built-in texts name no city: they are written for any library', async () => {
    // Another library's identity: whatever names 钱塘 now came from the text, not from the settings.
    setSite({ ...TEST_SITE, name: '西湖区图书馆', address: '西湖区文三路 1 号', email: 'lib@example.cn', icp: '' });
    onTestFinished(() => setSite(TEST_SITE));
    server.use(graphql.query('StaticPageQuery', () => HttpResponse.json({ data: { guidePage: null } })));
    for (const [title, element] of [
      ['用户服务协议', <UserProtocolPage key="u" />],
      ['隐私政策', <PrivacyPolicyPage key="p" />],
      ['诚信建设', <IntegrityPage key="i" />],
    ] as const) {
      const { unmount } = renderPage(element, '/page');
      const article = (await screen.findByRole('heading', { level: 1, name: title })).closest('article')!;
      expect(article.textContent!.length).toBeGreaterThan(500);
      expect(article.textContent).not.toMatch(/钱塘/);
      unmount();
    }
  });

  it('numbers sections in Chinese', () => {
    expect([1, 9, 10, 11, 14, 20, 23].map(chineseNumber)).toEqual(['一', '九', '十', '十一', '十四', '二十', '二十三']);
  });
});

describe('NotFoundPage and ErrorPage', () => {
  it('NotFoundPage says 页面未找到 and leads home', () => {
    renderPage(<NotFoundPage />, '/nope');
    expect(screen.getByRole('heading', { level: 1, name: '页面未找到' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/index');
  });

  function Authority() {
    const { pageAuthority, setPageAuthority } = useGlobalState();
    return <button onClick={() => setPageAuthority(2)}>权限 {pageAuthority}</button>;
  }

  it('ErrorPage says 页面出错了 / no permission, and 返回首页 restores the page authority', async () => {
    const { router } = renderRoutes(
      [
        {
          path: 'error',
          element: (
            <>
              <Authority />
              <ErrorPage />
            </>
          ),
        },
        { path: 'index', element: <Authority /> },
      ],
      '/error',
    );
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: '页面出错了' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '权限 1' }));
    expect(screen.getByText('没有访问权限，或页面已不存在')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '返回首页' }));
    expect(await screen.findByRole('button', { name: '权限 1' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/index');
  });
});
