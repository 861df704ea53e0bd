import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { commentFixture, commentPage } from '../../../features/interaction/test-fixtures';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { COMMENTS_PAGE_SIZE, InteractionCommentsPage } from './InteractionCommentsPage';
import { InteractionNewsPage } from './InteractionNewsPage';

/** 14:20 on the library's clock (UTC+8), as the page shows it. */
const at = (day: number) => new Date(Date.UTC(2026, 2, day, 14 - 8, 20)).toISOString();
const resource = (typename: string, kind: string, id: string, title: string) => ({ __typename: typename, id, kind, title });

/** 12 passed comments across the catalogue, newest first. */
function mockComments(requests: unknown[]) {
  server.use(
    graphql.query('InteractionCommentsPageQuery', ({ variables }) => {
      requests.push(variables);
      const { page, pageSize } = variables as { page: number; pageSize: number };
      const all = Array.from({ length: 12 }, (_, i) =>
        commentFixture(String(500 - i), `评论${i + 1}`, {
          createdAt: at(28 - i),
          resource:
            i === 1
              ? resource('DatabaseResource', 'database', '90', '知网')
              : resource(i % 2 ? 'Journal' : 'Book', i % 2 ? 'journal' : 'book', String(i + 1), `资源${i + 1}`),
        }),
      );
      return HttpResponse.json({
        data: { passedComments: commentPage(all.slice((page - 1) * pageSize, page * pageSize), all.length, page, pageSize) },
      });
    }),
  );
}

const routes = [
  { path: 'interaction/comments', element: <InteractionCommentsPage /> },
  { path: 'interaction/libraryNews', element: <InteractionNewsPage /> },
];

describe('/interaction/comments', () => {
  it('lists the passed comments across the catalogue, newest first, each linking to its resource', async () => {
    const requests: unknown[] = [];
    mockComments(requests);
    const { router } = renderRoutes(routes, '/interaction/comments');

    expect(screen.getByRole('heading', { level: 1, name: '读者评论' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: '《资源1》' });
    expect(link).toHaveAttribute('href', '/resources/book/detail?id=1');
    const first = link.closest('article')!;
    expect(first).toHaveTextContent('张*');
    expect(first).toHaveTextContent('2026-03-28 14:20');
    expect(first).toHaveTextContent('评论了纸质图书《资源1》');
    expect(first).toHaveTextContent('评论1');
    expect(screen.getByRole('link', { name: '《资源4》' })).toHaveAttribute('href', '/resources/journal/detail?id=4');
    // A database has no detail page here: its title without a link.
    expect(screen.getByText('《知网》')).not.toHaveAttribute('href');
    expect(screen.queryByRole('link', { name: '《知网》' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(COMMENTS_PAGE_SIZE);
    expect(requests).toEqual([{ page: 1, pageSize: COMMENTS_PAGE_SIZE }]);

    const nav = screen.getByRole('navigation', { name: '互动交流栏目' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((item) => item.textContent),
    ).toEqual(['本馆动态', '读者评论', '资源荐购', '志愿者招募', '场馆预约']);
    expect(within(nav).getByRole('link', { name: '读者评论' })).toHaveAttribute('aria-current', 'page');
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getByRole('link', { name: '互动交流' })).toHaveAttribute('href', '/interaction');

    await userEvent.click(within(screen.getByRole('navigation', { name: '读者评论分页' })).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(router.state.location.search).toBe('?page=2');
    expect(requests.at(-1)).toEqual({ page: 2, pageSize: COMMENTS_PAGE_SIZE });
  });

  it('says when nothing is there yet', async () => {
    server.use(graphql.query('InteractionCommentsPageQuery', () => HttpResponse.json({ data: { passedComments: commentPage([]) } })));
    renderRoutes(routes, '/interaction/comments');
    expect(await screen.findByText('暂无读者评论')).toBeInTheDocument();
  });

  it('offers to load again when the list fails', async () => {
    let fail = true;
    server.use(
      graphql.query('InteractionCommentsPageQuery', () =>
        fail
          ? HttpResponse.json({ errors: [{ message: '服务器内部错误，请稍候再试', extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 } }] })
          : HttpResponse.json({
              data: { passedComments: commentPage([commentFixture('1', '终于好了', { resource: resource('Book', 'book', '7', '呐喊') })]) },
            }),
      ),
    );
    renderRoutes(routes, '/interaction/comments');
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('终于好了')).toBeInTheDocument();
  });
});

describe('/interaction/libraryNews', () => {
  it("shows the library's news inside the interaction area", async () => {
    const requests: unknown[] = [];
    server.use(
      graphql.query('NewsListPageQuery', ({ variables }) => {
        requests.push(variables);
        const items = [
          {
            __typename: 'News',
            id: '11',
            title: '本馆开展读书月活动',
            summary: null,
            cover: null,
            publishedAt: at(3),
            views: 12,
            category: 'libraryNews',
          },
        ];
        return HttpResponse.json({ data: { newsList: { __typename: 'NewsPage', total: 1, page: 1, pageSize: 10, items } } });
      }),
    );
    renderRoutes(routes, '/interaction/libraryNews');
    expect(screen.getByRole('heading', { level: 1, name: '本馆动态' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '本馆开展读书月活动' })).toHaveAttribute('href', '/information/libraryNews/detail?id=11');
    expect(requests).toEqual([{ category: 'libraryNews', page: 1, pageSize: 10 }]);
    const nav = screen.getByRole('navigation', { name: '互动交流栏目' });
    expect(within(nav).getByRole('link', { name: '本馆动态' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '读者评论' })).toHaveAttribute('href', '/interaction/comments');
  });
});
