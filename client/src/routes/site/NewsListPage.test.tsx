import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { NEWS_PAGE_SIZE, NewsListPage } from './NewsListPage';

const TOTAL = 23;

/** 23 items of a category, newest first; item n has a cover when n is even. */
function mockList(requests: Record<string, unknown>[]) {
  server.use(
    graphql.query('NewsListPageQuery', ({ variables }) => {
      requests.push(variables);
      const { category, page, pageSize } = variables as { category: string; page: number; pageSize: number };
      const first = (page - 1) * pageSize + 1;
      const items = Array.from({ length: Math.max(0, Math.min(pageSize, TOTAL - first + 1)) }, (_, i) => {
        const n = first + i;
        return {
          __typename: 'News',
          id: String(100 + n),
          title: `平安资讯第${n}条`,
          summary: `第${n}条的摘要`,
          cover: n % 2 === 0 ? `/uploads/demo/cover-${n}.jpg` : null,
          publishedAt: `2026-03-${String(30 - n).padStart(2, '0')}T12:00:00.000Z`,
          views: 1000 + n,
          category,
        };
      });
      return HttpResponse.json({ data: { newsList: { __typename: 'NewsPage', total: TOTAL, page, pageSize, items } } });
    }),
  );
}

const renderList = (path: string) =>
  renderRoutes([{ path: 'information/peaceNews', handle: { category: 'peaceNews' }, element: <NewsListPage /> }], path);

describe('NewsListPage', () => {
  it('lists the category of the route with its heading, breadcrumbs, side navigation and item details', async () => {
    const requests: Record<string, unknown>[] = [];
    mockList(requests);
    renderList('/information/peaceNews');

    expect(screen.getByRole('heading', { level: 1, name: '平安资讯' })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: '平安资讯第1条' });
    expect(first).toHaveAttribute('href', '/information/peaceNews/detail?id=101');
    expect(requests[0]).toEqual({ category: 'peaceNews', page: 1, pageSize: NEWS_PAGE_SIZE });

    const item = first.closest('article')!;
    expect(within(item).getByText('第1条的摘要')).toBeInTheDocument();
    expect(within(item).getByText('2026-03-29')).toBeInTheDocument();
    expect(within(item).getByText('浏览 1,001')).toBeInTheDocument();
    const withCover = screen.getByRole('link', { name: '平安资讯第2条' }).closest('article')!;
    expect(withCover.querySelector('img')).toHaveAttribute('src', '/uploads/demo/cover-2.jpg?width=200');
    expect(item.querySelector('img')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(10);

    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/index');
    expect(within(crumbs).getByRole('link', { name: '资讯动态' })).toBeInTheDocument();
    expect(within(crumbs).getByText('平安资讯')).toHaveAttribute('aria-current', 'page');

    const side = screen.getByRole('navigation', { name: '资讯动态栏目' });
    expect(
      within(side)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['本馆新闻', '平安资讯', '行业动态', '通知公告']);
    expect(within(side).getByRole('link', { name: '平安资讯' })).toHaveAttribute('aria-current', 'page');

    expect(screen.getByRole('navigation', { name: '平安资讯分页' })).toHaveTextContent('共 23 条');
  });

  it('asks for page 2 when 第 2 页 is clicked, and puts the page in the URL', async () => {
    const requests: Record<string, unknown>[] = [];
    mockList(requests);
    const { router } = renderList('/information/peaceNews');
    await screen.findByRole('link', { name: '平安资讯第1条' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '第 2 页' }));

    expect(await screen.findByRole('link', { name: '平安资讯第11条' })).toHaveAttribute('href', '/information/peaceNews/detail?id=111');
    expect(screen.queryByRole('link', { name: '平安资讯第1条' })).toBeNull();
    expect(router.state.location.search).toBe('?page=2');
    expect(requests.at(-1)).toEqual({ category: 'peaceNews', page: 2, pageSize: NEWS_PAGE_SIZE });
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');

    // The last page has the remaining 3 items; back to page 1 drops the parameter.
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(await screen.findByRole('link', { name: '平安资讯第23条' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '第 1 页' }));
    expect(await screen.findByRole('link', { name: '平安资讯第1条' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('starts at the page in the URL', async () => {
    const requests: Record<string, unknown>[] = [];
    mockList(requests);
    renderList('/information/peaceNews?page=3');
    expect(await screen.findByRole('link', { name: '平安资讯第21条' })).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ page: 3 });
  });

  it('says so when the category is empty', async () => {
    server.use(
      graphql.query('NewsListPageQuery', ({ variables }) =>
        HttpResponse.json({
          data: { newsList: { __typename: 'NewsPage', total: 0, page: 1, pageSize: (variables as { pageSize: number }).pageSize, items: [] } },
        }),
      ),
    );
    renderList('/information/peaceNews');
    expect(await screen.findByText('暂无平安资讯')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '平安资讯分页' })).toBeNull();
  });
});
