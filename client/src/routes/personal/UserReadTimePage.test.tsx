import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { gqlError, graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { PersonalLayout } from './PersonalLayout';
import { READ_BOOKS_PAGE_SIZE, UserReadTimePage } from './UserReadTimePage';

const routes = [{ path: 'personal', element: <PersonalLayout />, children: [{ path: 'userReadTime', element: <UserReadTimePage /> }] }];

const DAYS = Array.from({ length: 30 }, (_, i) => ({
  __typename: 'ReadTimeDay',
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  seconds: i === 29 ? 1500 : i === 28 ? 3720 : 0,
}));

const SUMMARY = { __typename: 'MyReadTime', today: 1500, week: 5220, month: 7500, total: 90_000, byDay: DAYS };

function book(id: string, title: string, kind: string, seconds: number, progress: number | null) {
  return {
    __typename: 'ReadTimeResource',
    seconds,
    lastReadAt: '2026-11-25T08:30:00.000Z',
    progress,
    resource: { __typename: kind === 'ebook' ? 'Ebook' : 'Thesis', id, kind, title, cover: null },
  };
}

function loggedIn() {
  Cookies.set('token', 'reader-token', { path: '/' });
  Cookies.set('loginType', '2', { path: '/' });
}

/** Answers the summary and the pages of books; records the pages asked for. */
function mockReadTime(options: { summary?: unknown; books?: unknown[]; total?: number } = {}) {
  const pages: number[] = [];
  server.use(
    graphql.query('UserReadTimeSummary', () => HttpResponse.json({ data: { myReadTime: options.summary ?? SUMMARY } })),
    graphql.query('UserReadTimeBooks', ({ variables }) => {
      pages.push(variables.page as number);
      const items = options.books ?? [book('7', '红楼梦', 'ebook', 5400, 0.42), book('9', '数字图书馆研究', 'thesis', 600, null)];
      return HttpResponse.json({
        data: {
          myReadTimeResources: {
            __typename: 'ReadTimeResourcePage',
            total: options.total ?? items.length,
            page: variables.page,
            pageSize: variables.pageSize,
            items,
          },
        },
      });
    }),
  );
  return pages;
}

describe('UserReadTimePage (阅读时长)', () => {
  it('shows today, this week, this month and all time, in the personal centre menu', async () => {
    loggedIn();
    mockReadTime();
    renderRoutes(routes, '/personal/userReadTime');
    expect(await screen.findByRole('heading', { level: 1, name: '阅读时长' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '个人中心菜单' });
    expect(within(menu).getByRole('link', { name: '阅读时长' })).toHaveAttribute('aria-current', 'page');
    const stat = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
    await waitFor(async () => expect(await stat('今日')).toBe('25 分钟'));
    expect(await stat('本周')).toBe('1 小时 27 分钟');
    expect(await stat('本月')).toBe('2 小时 5 分钟');
    expect(await stat('累计')).toBe('25 小时');
  });

  it('draws the last 30 days as a chart with the same numbers in a table', async () => {
    loggedIn();
    mockReadTime();
    renderRoutes(routes, '/personal/userReadTime');
    expect(await screen.findByRole('img', { name: '最近 30 天每日阅读时长（分钟）' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('查看数据表'));
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[30])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-11-30', '25']);
    expect(
      within(rows[29])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-11-29', '62']);
  });

  it('lists the books read with their time, last position and a link to the detail page', async () => {
    loggedIn();
    mockReadTime();
    renderRoutes(routes, '/personal/userReadTime');
    expect(await screen.findByRole('link', { name: '红楼梦' })).toHaveAttribute('href', '/resources/ebook/detail?id=7');
    const [first, second] = screen.getAllByTestId('read-book');
    expect(within(first).getByText('阅读时长 1 小时 30 分钟')).toBeInTheDocument();
    expect(within(first).getByText('阅读进度 42%')).toBeInTheDocument();
    expect(within(first).getByRole('progressbar', { name: '《红楼梦》阅读进度' })).toHaveAttribute('aria-valuenow', '42');
    expect(within(second).getByText('阅读进度 —')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: '数字图书馆研究' })).toHaveAttribute('href', '/resources/thesis/detail?id=9');
  });

  it('pages the books read', async () => {
    loggedIn();
    const pages = mockReadTime({ total: READ_BOOKS_PAGE_SIZE + 3 });
    renderRoutes(routes, '/personal/userReadTime');
    await screen.findByRole('link', { name: '红楼梦' });
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(pages).toContain(2));
  });

  it('says there is nothing yet when the reader has not read', async () => {
    loggedIn();
    mockReadTime({ summary: { ...SUMMARY, today: 0, week: 0, month: 0, total: 0 }, books: [] });
    renderRoutes(routes, '/personal/userReadTime');
    expect(await screen.findByText('还没有阅读记录')).toBeInTheDocument();
  });

  it('offers a retry when the read time cannot be loaded', async () => {
    loggedIn();
    server.use(
      graphql.query('UserReadTimeSummary', () => gqlError('INTERNAL_SERVER_ERROR', 500, '服务器错误')),
      graphql.query('UserReadTimeBooks', () => gqlError('INTERNAL_SERVER_ERROR', 500, '服务器错误')),
    );
    renderRoutes(routes, '/personal/userReadTime');
    expect((await screen.findAllByRole('button', { name: /重试|重新加载/ })).length).toBeGreaterThan(0);
  });
});
