import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedIn } from '../../features/interaction/test-fixtures';
import { cardFixture } from '../../features/resources/test-fixtures';
import type { ResourceKind } from '../../gql/graphql';
import { gqlError, graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { PersonalLayout } from './PersonalLayout';
import { COLLECTION_PAGE_SIZE, UNCOLLECTED, UserCollectionPage } from './UserCollectionPage';

const routes = [{ path: 'personal', element: <PersonalLayout />, children: [{ path: 'userCollection', element: <UserCollectionPage /> }] }];

interface Mark {
  id: string;
  kind: ResourceKind;
  resourceId: string;
  title: string;
}

/** myCollections over `marks` (kind filter, paging) and uncollectResource, which removes one as the server does. */
function collectionsServer(marks: Mark[], { refuse }: { refuse?: boolean } = {}) {
  const queries: Array<{ kind: string; page: number }> = [];
  const removed: string[] = [];
  server.use(
    graphql.query('MyCollections', ({ variables }) => {
      const { kind, page, pageSize } = variables as { kind: ResourceKind; page: number; pageSize: number };
      queries.push({ kind, page });
      const matching = marks.filter((mark) => mark.kind === kind);
      return HttpResponse.json({
        data: {
          myCollections: {
            __typename: 'ReaderMarkPage',
            total: matching.length,
            page,
            pageSize,
            items: matching.slice((page - 1) * pageSize, page * pageSize).map((mark) => ({
              __typename: 'ReaderMark',
              id: mark.id,
              createdAt: '2026-03-01T04:00:00.000Z',
              resource: cardFixture(mark.kind, mark.resourceId, mark.title),
            })),
          },
        },
      });
    }),
    graphql.mutation('UncollectResource', ({ variables }) => {
      if (refuse) return gqlError('INTERNAL_SERVER_ERROR', 500, '服务器内部错误，请稍候再试');
      const resourceId = String(variables.resourceId);
      removed.push(resourceId);
      marks.splice(
        marks.findIndex((mark) => mark.resourceId === resourceId),
        1,
      );
      return HttpResponse.json({ data: { uncollectResource: { __typename: 'ReaderResourceState', resourceId, collected: false, collections: 0 } } });
    }),
  );
  return { queries, removed };
}

const mark = (id: number, kind: ResourceKind, title = `${kind}${id}`): Mark => ({ id: `m${id}`, kind, resourceId: `${100 + id}`, title });

describe('UserCollectionPage (/personal/userCollection)', () => {
  it('has the spec’s tabs in order, opens on 有声读物 (audio) and links each card to its detail page', async () => {
    loggedIn();
    const { queries } = collectionsServer([mark(1, 'audio', '三体广播剧'), mark(2, 'book', '围城')]);
    renderRoutes(routes, '/personal/userCollection');

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '有声读物',
      '视频',
      '展览',
      '纸质图书',
      '电子图书',
      '论文',
      '报纸',
      '期刊',
    ]);
    expect(screen.getByRole('tab', { name: '有声读物' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: '三体广播剧' })).toHaveAttribute('href', '/resources/audio/detail?id=101');
    expect(screen.queryByText('围城')).not.toBeInTheDocument();
    expect(queries[0]).toEqual({ kind: 'audio', page: 1 });

    const menu = screen.getByRole('navigation', { name: '个人中心菜单' });
    expect(within(menu).getByRole('link', { name: '我的收藏' })).toHaveAttribute('aria-current', 'page');
  });

  it('switches kinds through ?kind= and shows an empty state for a kind with nothing collected', async () => {
    loggedIn();
    collectionsServer([mark(1, 'audio'), mark(2, 'book', '围城')]);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/personal/userCollection?kind=book');

    expect(screen.getByRole('tab', { name: '纸质图书' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: '围城' })).toHaveAttribute('href', '/resources/book/detail?id=102');

    await user.click(screen.getByRole('tab', { name: '期刊' }));
    expect(await screen.findByText('还没有收藏期刊')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=journal');
    expect(screen.queryByRole('link', { name: '围城' })).not.toBeInTheDocument();
  });

  it('取消收藏 asks first, removes the item and says 已取消收藏', async () => {
    loggedIn();
    const { removed } = collectionsServer([mark(1, 'book', '围城'), mark(2, 'book', '边城')]);
    const user = userEvent.setup();
    renderRoutes(routes, '/personal/userCollection?kind=book');
    await screen.findByRole('link', { name: '围城' });

    await user.click(screen.getByRole('button', { name: '取消收藏《围城》' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    expect(removed).toEqual([]);

    await user.click(screen.getByRole('button', { name: '取消收藏《围城》' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText(UNCOLLECTED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: '围城' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: '边城' })).toBeInTheDocument();
    expect(removed).toEqual(['101']);
  });

  it('keeps the item when the server refuses', async () => {
    loggedIn();
    collectionsServer([mark(1, 'book', '围城')], { refuse: true });
    const user = userEvent.setup();
    renderRoutes(routes, '/personal/userCollection?kind=book');
    await screen.findByRole('link', { name: '围城' });
    await user.click(screen.getByRole('button', { name: '取消收藏《围城》' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('服务器内部错误，请稍候再试')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '围城' })).toBeInTheDocument();
    expect(screen.queryByText(UNCOLLECTED)).not.toBeInTheDocument();
  });

  it('pages through ?page=, and cancelling the last item of the last page goes back a page', async () => {
    loggedIn();
    const marks = Array.from({ length: COLLECTION_PAGE_SIZE + 1 }, (_, i) => mark(i + 1, 'video', `视频${i + 1}`));
    const { queries } = collectionsServer(marks);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/personal/userCollection?kind=video');
    await screen.findByRole('link', { name: '视频1' });

    await user.click(within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByRole('link', { name: `视频${COLLECTION_PAGE_SIZE + 1}` })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=video&page=2');
    expect(queries.at(-1)).toEqual({ kind: 'video', page: 2 });

    await user.click(screen.getByRole('button', { name: `取消收藏《视频${COLLECTION_PAGE_SIZE + 1}》` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=video'));
    expect(await screen.findByRole('link', { name: '视频1' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });
});
