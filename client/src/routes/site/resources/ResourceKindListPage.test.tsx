import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RESOURCE_PAGE_SIZE } from '../../../features/resources/list-params';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { ResourceKindListPage } from './ResourceKindListPage';

const TREE = [
  {
    __typename: 'ResourceClassNode',
    id: '9',
    name: '文学',
    code: 'I',
    children: [{ __typename: 'ResourceClassNode', id: '91', name: '中国文学', code: 'I2', children: [] }],
  },
  { __typename: 'ResourceClassNode', id: '11', name: '历史、地理', code: 'K', children: [] },
];

/** 30 books (15 of class 9 or below); item n has a cover when n is even. */
function mockBooks(requests: Record<string, unknown>[]) {
  server.use(
    graphql.query('ClassTreeQuery', () => HttpResponse.json({ data: { resourceClassTree: TREE } })),
    graphql.query('ResourceListPageQuery', ({ variables }) => {
      requests.push(variables);
      const { page, pageSize, filter } = variables as { page: number; pageSize: number; filter?: { classId?: string } };
      const total = filter?.classId ? 15 : 30;
      const offset = filter?.classId ? 100 : 0;
      const first = (page - 1) * pageSize + 1;
      const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - first + 1)) }, (_, i) => {
        const n = offset + first + i;
        return {
          __typename: 'Book',
          id: String(n),
          kind: 'book',
          title: `图书第${n}种`,
          subtitle: null,
          cover: n % 2 === 0 ? `/uploads/demo/book-${n}.jpg` : null,
          creators: ['鲁迅', '许广平'],
          publisher: '人民文学出版社',
          publishYear: 2020,
          views: 1000 + n,
          scoreAverage: n % 3 === 0 ? 4.5 : 0,
        };
      });
      return HttpResponse.json({ data: { resources: { __typename: 'ResourcePage', totalCapped: false, total, page, pageSize, items } } });
    }),
  );
}

const renderList = (path: string) =>
  renderRoutes([{ path: 'resources/book', handle: { resourceKind: 'book' }, element: <ResourceKindListPage /> }], path);

describe('ResourceKindListPage (resources/book)', () => {
  it('shows the covers, titles, subtitle lines and counters of the first page', async () => {
    const requests: Record<string, unknown>[] = [];
    mockBooks(requests);
    renderList('/resources/book');

    expect(screen.getByRole('heading', { level: 1, name: '纸质图书' })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: '图书第1种' });
    expect(first).toHaveAttribute('href', '/resources/book/detail?id=1');
    expect(requests[0]).toEqual({ kind: 'book', filter: {}, page: 1, pageSize: RESOURCE_PAGE_SIZE, sortBy: 'publishedAt' });
    expect(screen.getAllByRole('article')).toHaveLength(RESOURCE_PAGE_SIZE);

    const card = first.closest('article')!;
    expect(within(card).getByText('鲁迅、许广平 · 人民文学出版社 · 2020年')).toBeInTheDocument();
    expect(within(card).getByText('浏览 1,001')).toBeInTheDocument();
    const withCover = screen.getByRole('link', { name: '图书第2种' }).closest('article')!;
    expect(withCover.querySelector('img')).toHaveAttribute('src', '/uploads/demo/book-2.jpg?width=400');
    expect(within(screen.getByRole('link', { name: '图书第3种' }).closest('article')!).getByText('评分 4.5')).toBeInTheDocument();

    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getByText('纸质图书')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: '纸质图书分页' })).toHaveTextContent('共 30 条');
  });

  it('goes to page 2 and keeps the page in the URL', async () => {
    const requests: Record<string, unknown>[] = [];
    mockBooks(requests);
    const { router } = renderList('/resources/book');
    await screen.findByRole('link', { name: '图书第1种' });

    await userEvent.setup().click(screen.getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByRole('link', { name: '图书第13种' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '图书第1种' })).toBeNull();
    expect(router.state.location.search).toBe('?page=2');
    expect(requests.at(-1)).toMatchObject({ page: 2 });
  });

  it('filters by a class of the tree (from page 1), unfolds subclasses, and goes back to 全部', async () => {
    const requests: Record<string, unknown>[] = [];
    mockBooks(requests);
    const { router } = renderList('/resources/book?page=2');
    await screen.findByRole('link', { name: '图书第13种' });
    const user = userEvent.setup();

    const tree = screen.getByRole('navigation', { name: '纸质图书分类' });
    expect(within(tree).getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    expect(within(tree).queryByRole('link', { name: '中国文学' })).toBeNull();
    await user.click(within(tree).getByRole('link', { name: '文学' }));

    expect(await screen.findByRole('link', { name: '图书第101种' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?classId=9');
    expect(requests.at(-1)).toEqual({ kind: 'book', filter: { classId: '9' }, page: 1, pageSize: RESOURCE_PAGE_SIZE, sortBy: 'publishedAt' });
    expect(within(tree).getByRole('link', { name: '文学' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: '纸质图书 · 文学' })).toBeInTheDocument();

    // The selected class unfolds its subclasses; they fold and unfold by hand too.
    await user.click(within(tree).getByRole('link', { name: '中国文学' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: { classId: '91' } }));
    await user.click(within(tree).getByRole('button', { name: '收起文学' }));
    expect(within(tree).queryByRole('link', { name: '中国文学' })).toBeNull();
    await user.click(within(tree).getByRole('button', { name: '展开文学' }));
    expect(within(tree).getByRole('link', { name: '中国文学' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(tree).getByRole('link', { name: '全部' }));
    expect(await screen.findByRole('link', { name: '图书第1种' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says 共 N+ 条 when the server stopped counting at its cap', async () => {
    server.use(
      graphql.query('ClassTreeQuery', () => HttpResponse.json({ data: { resourceClassTree: [] } })),
      graphql.query('ResourceListPageQuery', () => {
        const items = [
          {
            __typename: 'Book',
            id: '1',
            kind: 'book',
            title: '图书第1种',
            subtitle: null,
            cover: null,
            creators: [],
            publisher: null,
            publishYear: null,
            views: 1,
            scoreAverage: 0,
          },
        ];
        return HttpResponse.json({
          data: { resources: { __typename: 'ResourcePage', totalCapped: true, total: 10000, page: 1, pageSize: 12, items } },
        });
      }),
    );
    renderList('/resources/book');
    expect(await screen.findByText('共 10000+ 条')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: '纸质图书分页' });
    expect(pager).not.toHaveTextContent('共 10000 条');
    expect(within(pager).getByRole('button', { name: '第 834 页' })).toBeInTheDocument();
  });

  it('sorts by 最热 and 评分 and searches by keyword', async () => {
    const requests: Record<string, unknown>[] = [];
    mockBooks(requests);
    const { router } = renderList('/resources/book');
    await screen.findByRole('link', { name: '图书第1种' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: '最热' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ sortBy: 'views' }));
    expect(screen.getByRole('button', { name: '最热' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '评分' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ sortBy: 'scoreAverage' }));

    await user.type(screen.getByRole('textbox', { name: '在纸质图书中检索' }), '呐喊');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: { keyword: '呐喊' }, sortBy: 'scoreAverage', page: 1 }));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('呐喊');
  });
});
