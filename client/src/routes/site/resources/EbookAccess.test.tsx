import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { interactionHandlers } from '../../../features/interaction/test-fixtures';
import { cardFixture, kindAccessHandler, resourceFixture } from '../../../features/resources/test-fixtures';
import { tokens } from '../../../lib/tokens';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { ResourceDetailPage } from './ResourceDetailPage';
import { ResourceKindListPage } from './ResourceKindListPage';

// The detail page also asks for its comments and tags (and a reader's own state): none here.
beforeEach(() => server.use(...interactionHandlers()));

/** Records every GraphQL operation the page sends, answering the e-book list, tree and detail. */
function mockEbooks(operations: string[]) {
  server.use(
    graphql.operation(({ operationName }) => {
      operations.push(operationName);
      // The comments, tags and reader's state: answered by interactionHandlers; the forms' availability by the default handler.
      if (['ResourceCommentsQuery', 'ResourceTagsQuery', 'ReaderResourceStateQuery', 'SubmissionAvailability'].includes(operationName))
        return undefined;
      if (operationName === 'ClassTreeQuery') return HttpResponse.json({ data: { resourceClassTree: [] } });
      if (operationName === 'ResourceListPageQuery') {
        return HttpResponse.json({
          data: {
            resources: {
              __typename: 'ResourcePage',
              totalCapped: false,
              total: 1,
              page: 1,
              pageSize: 12,
              items: [cardFixture('ebook', '5', '朝花夕拾')],
            },
          },
        });
      }
      const chapters = ['小引', '狗·猫·鼠', '阿长与山海经'].map((title, i) => ({
        __typename: 'EbookChapter',
        id: String(i + 1),
        title,
        wordCount: 3000 + i,
      }));
      return HttpResponse.json({
        data: { resource: resourceFixture('ebook', '5', { title: '朝花夕拾', isbn: '9787020000001', pages: 120, chapters }) },
      });
    }),
  );
}

const routes = [
  { path: 'resources/ebook', handle: { resourceKind: 'ebook' }, element: <ResourceKindListPage /> },
  { path: 'resources/ebook/detail', handle: { resourceKind: 'ebook' }, element: <ResourceDetailPage /> },
  { path: 'resources/ebook/newDetail', handle: { resourceKind: 'ebook' }, element: <ResourceDetailPage /> },
  { path: 'login', element: <h1>读者登录</h1> },
];

describe('the e-book pages need a reader-card login', () => {
  for (const [who, login] of [
    ['a visitor', () => undefined],
    ['a reader logged in by phone', () => tokens.setReader('phone', 1)],
  ] as const) {
    it(`send ${who} from the list to /login with the server's 请使用读者证登录！, asking nothing but whether e-books open`, async () => {
      login();
      const operations: string[] = [];
      mockEbooks(operations);
      const asked: string[] = [];
      server.use(kindAccessHandler(false, asked));
      const { router } = renderRoutes(routes, '/resources/ebook?page=2');
      expect(await screen.findByText('请使用读者证登录！')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: '读者登录' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/resources/ebook?page=2');
      expect(operations).toEqual([]);
      expect(asked).toEqual(['ebook']);
    });
  }

  it('let a phone login through when the server opens the e-books to it (the library granted 读者证级访问)', async () => {
    tokens.setReader('phone', 1);
    const operations: string[] = [];
    mockEbooks(operations);
    server.use(kindAccessHandler(true));
    renderRoutes(routes, '/resources/ebook');
    expect(await screen.findByRole('link', { name: '朝花夕拾' })).toBeInTheDocument();
    expect(screen.queryByText('请使用读者证登录！')).toBeNull();
    expect(operations).toContain('ResourceListPageQuery');
  });

  it('send a visitor from an e-book detail (newDetail) to /login', async () => {
    const operations: string[] = [];
    mockEbooks(operations);
    const asked: string[] = [];
    server.use(kindAccessHandler(false, asked));
    const { router } = renderRoutes(routes, '/resources/ebook/newDetail?id=5');
    expect(await screen.findByText('请使用读者证登录！')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(operations).toEqual([]);
    expect(asked).toEqual(['ebook']);
  });

  it('show a reader-card login the list and the detail with its chapters', async () => {
    tokens.setReader('card', 2);
    const operations: string[] = [];
    mockEbooks(operations);
    server.use(kindAccessHandler(true));
    const { router } = renderRoutes(routes, '/resources/ebook');
    const link = await screen.findByRole('link', { name: '朝花夕拾' });
    expect(link).toHaveAttribute('href', '/resources/ebook/detail?id=5');
    expect(screen.queryByText('请使用读者证登录！')).toBeNull();

    await router.navigate('/resources/ebook/detail?id=5');
    const chapters = await screen.findByRole('region', { name: '目录' });
    expect(
      within(chapters)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['01小引3,000字', '02狗·猫·鼠3,001字', '03阿长与山海经3,002字']);
    expect(within(chapters).queryByRole('link')).toBeNull();
    expect(operations).toEqual(expect.arrayContaining(['ResourceListPageQuery', 'ClassTreeQuery', 'ResourceDetailPageQuery']));
  });
});
