import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardFixture, kindAccessHandler } from '../../../features/resources/test-fixtures';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { tokens } from '../../../lib/tokens';
import { CommendBookPage, NewBooksPage } from './BookShowcasePage';
import { ResListDetailPage } from './ResListDetailPage';
import { ResListPage } from './ResListPage';

function mockBooks(requests: Record<string, unknown>[]) {
  server.use(
    graphql.query('BookShowcasePageQuery', ({ variables }) => {
      requests.push(variables);
      const items = [cardFixture('book', '1', '新书一'), cardFixture('book', '2', '新书二')];
      return HttpResponse.json({ data: { resources: { __typename: 'ResourcePage', totalCapped: false, total: 2, page: 1, pageSize: 12, items } } });
    }),
  );
}

describe('book showcases', () => {
  it('新书通报 lists the newest paper books, each opening under newBooks', async () => {
    const requests: Record<string, unknown>[] = [];
    mockBooks(requests);
    renderRoutes([{ path: 'resources/newBooks', element: <NewBooksPage /> }], '/resources/newBooks');
    expect(await screen.findByRole('link', { name: '新书一' })).toHaveAttribute('href', '/resources/newBooks/detail?id=1');
    expect(requests).toEqual([{ kind: 'book', filter: {}, page: 1, pageSize: 12, sortBy: 'publishedAt', order: 'DESC' }]);
    expect(screen.getByRole('heading', { level: 1, name: '新书通报' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '图书推荐栏目' });
    expect(within(nav).getByRole('link', { name: '新书通报' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/resources/newBooks', '/resources/commendBook', '/resources/rankBooks', '/resources/resList']);
  });

  it('新书通报 has an e-book shelf: the e-books latest added, each opening its new-book detail, for reader cards', async () => {
    const requests: Record<string, unknown>[] = [];
    server.use(
      graphql.query('BookShowcasePageQuery', ({ variables }) => {
        requests.push(variables);
        const items = [cardFixture('ebook', '7', '论语')];
        return HttpResponse.json({ data: { resources: { __typename: 'ResourcePage', totalCapped: false, total: 1, page: 1, pageSize: 12, items } } });
      }),
    );
    tokens.setReader('card', 2);
    server.use(kindAccessHandler(true));
    try {
      renderRoutes([{ path: 'resources/newBooks', element: <NewBooksPage /> }], '/resources/newBooks?type=ebook');
      expect(await screen.findByRole('link', { name: '论语' })).toHaveAttribute('href', '/resources/ebook/newDetail?id=7');
      expect(requests).toEqual([{ kind: 'ebook', filter: {}, page: 1, pageSize: 12, sortBy: 'id', order: 'DESC' }]);
      const shelves = screen.getByRole('navigation', { name: '新书类型' });
      expect(within(shelves).getByRole('link', { name: '电子图书' })).toHaveAttribute('aria-current', 'page');
      expect(within(shelves).getByRole('link', { name: '纸质图书' })).toHaveAttribute('href', '/resources/newBooks');
    } finally {
      tokens.clearReader();
    }
  });

  it('sends anyone without a reader-card login from the e-book shelf to the login, asking the server nothing but whether e-books open', async () => {
    const requests: Record<string, unknown>[] = [];
    mockBooks(requests);
    const asked: string[] = [];
    server.use(kindAccessHandler(false, asked));
    const { router } = renderRoutes(
      [
        { path: 'resources/newBooks', element: <NewBooksPage /> },
        { path: 'login', element: <h1>读者登录</h1> },
      ],
      '/resources/newBooks?type=ebook',
    );
    expect(await screen.findByRole('heading', { name: '读者登录' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/resources/newBooks?type=ebook');
    expect(requests).toEqual([]);
    expect(asked).toEqual(['ebook']);
  });

  it('推荐图书 lists the recommended ones in their display order', async () => {
    const requests: Record<string, unknown>[] = [];
    mockBooks(requests);
    renderRoutes([{ path: 'resources/commendBook', element: <CommendBookPage /> }], '/resources/commendBook');
    expect(await screen.findByRole('link', { name: '新书二' })).toHaveAttribute('href', '/resources/commendBook/detail?id=2');
    expect(requests).toEqual([{ kind: 'book', filter: { recommended: true }, page: 1, pageSize: 12, sortBy: 'sort', order: 'ASC' }]);
  });

  it('推荐书单 lists the book lists, and a list shows its resources', async () => {
    const requests: Record<string, unknown>[] = [];
    server.use(
      graphql.query('ResListPageQuery', ({ variables }) => {
        requests.push(variables);
        const items = [{ __typename: 'ResourceList', id: '4', title: '世界读书日书单', cover: null, summary: '十本经典', resourceCount: 10 }];
        return HttpResponse.json({ data: { resourceLists: { __typename: 'ResourceListPage', total: 1, page: 1, pageSize: 9, items } } });
      }),
      graphql.query('ResListDetailPageQuery', ({ variables }) => {
        requests.push(variables);
        const resources = [
          cardFixture('book', '1', '呐喊'),
          cardFixture('audio', '2', '边城（有声）'),
          { ...cardFixture('database', '3', '中国知网'), summary: '学术文献总库', url: 'https://www.cnki.net', accessRules: '馆内 IP 免登录访问' },
        ];
        return HttpResponse.json({
          data: { resourceList: { __typename: 'ResourceList', id: '4', title: '世界读书日书单', cover: null, summary: '十本经典', resources } },
        });
      }),
    );
    const { router } = renderRoutes(
      [
        { path: 'resources/resList', element: <ResListPage /> },
        { path: 'resources/resList/detail', element: <ResListDetailPage /> },
      ],
      '/resources/resList',
    );
    const link = await screen.findByRole('link', { name: '世界读书日书单' });
    expect(link).toHaveAttribute('href', '/resources/resList/detail?id=4');
    expect(screen.getByText('收录 10 种')).toBeInTheDocument();
    expect(requests[0]).toEqual({ page: 1, pageSize: 9 });

    await router.navigate('/resources/resList/detail?id=4');
    expect(await screen.findByRole('heading', { level: 1, name: '世界读书日书单' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '呐喊' })).toHaveAttribute('href', '/resources/book/detail?id=1');
    expect(screen.getByRole('link', { name: '边城（有声）' })).toHaveAttribute('href', '/resources/audio/detail?id=2');
    const database = screen.getByRole('link', { name: /访问数据库/ });
    expect(database).toHaveAttribute('href', 'https://www.cnki.net');
    expect(database).toHaveAttribute('target', '_blank');
    expect(database).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('馆内 IP 免登录访问')).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ id: '4' });
  });
});
