import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { gqlError, graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { NewsDetailPage } from './NewsDetailPage';

declare global {
  interface Window {
    pwned?: number;
  }
}

const PUBLISHED = '2026-04-23T06:30:00.000Z';

const BODY = [
  '<p>世界读书日当天，全民阅读月在总馆中庭启动。</p>',
  '<script>window.pwned = 1</script>',
  '<img src="/uploads/demo/x.jpg" alt="活动现场" onerror="window.pwned = 2">',
  '<p><a href="javascript:window.pwned = 3">点我</a> <a href="https://example.cn" target="_blank">外部链接</a></p>',
  '<iframe src="https://evil.example"></iframe>',
  '<ul><li>讲座</li><li>展览</li></ul>',
].join('');

const neighbour = (id: string, title: string) => ({ __typename: 'News', id, title, category: 'libraryNews' });

function mockDetail(requests: unknown[], neighbours: { previous: unknown; next: unknown }) {
  server.use(
    graphql.query('NewsDetailPageQuery', ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({
        data: {
          news: {
            __typename: 'News',
            id: '11',
            title: '“书香钱塘”全民阅读月启动',
            author: '阅读推广部',
            body: BODY,
            category: 'libraryNews',
            publishedAt: PUBLISHED,
            views: 1234,
          },
          newsNeighbours: { __typename: 'NewsNeighbours', ...neighbours },
        },
      });
    }),
  );
}

const renderDetail = (path: string) =>
  renderRoutes([{ path: 'information/libraryNews/detail', handle: { category: 'libraryNews' }, element: <NewsDetailPage /> }], path);

describe('NewsDetailPage', () => {
  afterEach(() => {
    delete window.pwned;
  });

  it('shows the item with its date, author and views, and the body sanitised', async () => {
    const requests: unknown[] = [];
    mockDetail(requests, { previous: neighbour('12', '更新的一篇'), next: neighbour('10', '更早的一篇') });
    renderDetail('/information/libraryNews/detail?id=11');

    expect(await screen.findByRole('heading', { level: 1, name: '“书香钱塘”全民阅读月启动' })).toBeInTheDocument();
    expect(requests).toEqual([{ id: '11' }]);
    const article = screen.getByRole('article');
    expect(within(article).getByText('2026-04-23 14:30')).toBeInTheDocument(); // on the library's clock (UTC+8)
    expect(within(article).getByText('作者：阅读推广部')).toBeInTheDocument();
    expect(within(article).getByText('浏览：1,234')).toBeInTheDocument();

    // The body is there, without anything that runs.
    expect(within(article).getByText('世界读书日当天，全民阅读月在总馆中庭启动。')).toBeInTheDocument();
    expect(within(article).getByText('讲座')).toBeInTheDocument();
    expect(document.querySelector('main script, article script')).toBeNull();
    expect(article.querySelector('iframe')).toBeNull();
    const image = within(article).getByRole('img', { name: '活动现场' });
    expect(image).not.toHaveAttribute('onerror');
    expect(article.innerHTML).not.toMatch(/onerror|javascript:|<script/i);
    expect(within(article).getByText('点我')).not.toHaveAttribute('href');
    expect(within(article).getByRole('link', { name: '外部链接' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(window.pwned).toBeUndefined();

    // Breadcrumbs.
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getByRole('link', { name: '本馆新闻' })).toHaveAttribute('href', '/information/libraryNews');
    expect(within(crumbs).getByText('正文')).toHaveAttribute('aria-current', 'page');
  });

  it('links to the previous (newer) and next (older) items', async () => {
    mockDetail([], { previous: neighbour('12', '更新的一篇'), next: neighbour('10', '更早的一篇') });
    renderDetail('/information/libraryNews/detail?id=11');
    const neighbours = await screen.findByRole('navigation', { name: '上一篇和下一篇' });
    expect(within(neighbours).getByRole('link', { name: /上一篇：更新的一篇/ })).toHaveAttribute('href', '/information/libraryNews/detail?id=12');
    expect(within(neighbours).getByRole('link', { name: /下一篇：更早的一篇/ })).toHaveAttribute('href', '/information/libraryNews/detail?id=10');
    expect(within(neighbours).queryByText('没有了')).toBeNull();
  });

  it('says 没有了 at either end', async () => {
    mockDetail([], { previous: null, next: neighbour('10', '更早的一篇') });
    renderDetail('/information/libraryNews/detail?id=11');
    const neighbours = await screen.findByRole('navigation', { name: '上一篇和下一篇' });
    expect(within(neighbours).getByText('上一篇：').parentElement).toHaveTextContent('上一篇：没有了');
    expect(within(neighbours).getAllByRole('link')).toHaveLength(1);
  });

  it('shows 该内容不存在或已下线 without an id, and asks nothing', async () => {
    const requests: unknown[] = [];
    mockDetail(requests, { previous: null, next: null });
    renderDetail('/information/libraryNews/detail');
    expect(await screen.findByText('该内容不存在或已下线')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回本馆新闻' })).toHaveAttribute('href', '/information/libraryNews');
    expect(requests).toEqual([]);
  });

  it('shows 该内容不存在或已下线 for NOT_FOUND, with the error catalogue dialog', async () => {
    server.use(graphql.query('NewsDetailPageQuery', () => gqlError('NOT_FOUND', 404, '页面未找到。')));
    renderDetail('/information/libraryNews/detail?id=999');
    expect(await screen.findByText('该内容不存在或已下线')).toBeInTheDocument();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('页面未找到。');
  });
});
