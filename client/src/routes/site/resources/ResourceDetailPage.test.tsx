import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { interactionHandlers, stateFixture } from '../../../features/interaction/test-fixtures';
import { cardFixture, resourceFixture } from '../../../features/resources/test-fixtures';
import { tokens } from '../../../lib/tokens';
import { gqlError, graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { ResourceDetailPage } from './ResourceDetailPage';

// The detail page also asks for its comments and tags (and a reader's own state): none here.
beforeEach(() => server.use(...interactionHandlers()));

const library = (id: string, name: string) => ({ __typename: 'Library', id, name });
const copy = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'BookCopy',
  id,
  barcode: `T00${id}`,
  location: '二楼社科书库',
  status,
  dueAt: null,
  library: library('1', '钱塘市图书馆总馆'),
  ...extra,
});

const BOOK = resourceFixture('book', '7', {
  title: '呐喊',
  subtitle: '鲁迅小说集',
  cover: '/uploads/demo/nahan.jpg',
  creators: ['鲁迅'],
  publisher: '人民文学出版社',
  publishYear: 1973,
  summary: '《呐喊》是鲁迅的第一部短篇小说集。',
  keywords: ['小说', '现代文学'],
  views: 1234,
  collections: 56,
  scoreAverage: 4.56,
  scoreCount: 9,
  class: { __typename: 'ResourceClass', id: '3', name: '中国文学' },
  isbn: '9787020000000',
  edition: '第1版',
  pages: 280,
  callNumber: 'I210.4/12',
  availableCopies: 1,
  copies: [
    copy('1', 'AVAILABLE'),
    copy('2', 'ON_LOAN', { dueAt: '2026-06-01T08:00:00.000Z' }),
    copy('3', 'RESERVED', { library: library('2', '城东分馆'), location: null }),
  ],
  related: [cardFixture('book', '8', '彷徨')],
});

function mockBook(requests: unknown[], resource: unknown = BOOK) {
  server.use(
    graphql.query('ResourceDetailPageQuery', ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({ data: { resource } });
    }),
  );
}

const renderDetail = (path: string, handle: Record<string, unknown> = { resourceKind: 'book' }) =>
  renderRoutes([{ path: path.split('?')[0].slice(1), handle, element: <ResourceDetailPage /> }], path);

describe('ResourceDetailPage (paper book)', () => {
  it('shows the book with its information, counters, summary, holdings and availability', async () => {
    const requests: unknown[] = [];
    mockBook(requests);
    renderDetail('/resources/book/detail?id=7');

    expect(await screen.findByRole('heading', { level: 1, name: '呐喊' })).toBeInTheDocument();
    expect(requests).toEqual([{ id: '7', kind: 'book' }]);
    const article = screen.getByRole('article', { name: '呐喊' });
    expect(within(article).getByText('鲁迅小说集')).toBeInTheDocument();
    for (const [label, value] of [
      ['作者', '鲁迅'],
      ['出版社', '人民文学出版社'],
      ['出版年', '1973年'],
      ['ISBN', '9787020000000'],
      ['索书号', 'I210.4/12'],
      ['分类', '中国文学'],
      ['版次', '第1版'],
      ['页数', '280页'],
    ]) {
      expect(within(article).getByText(`${label}：`).nextElementSibling).toHaveTextContent(value);
    }
    const counters = within(article).getByRole('group', { name: '统计' });
    expect(counters).toHaveTextContent('浏览1,234');
    expect(counters).toHaveTextContent('收藏56');
    expect(counters).toHaveTextContent('评分4.6（9人）');
    expect(within(article).getByText('《呐喊》是鲁迅的第一部短篇小说集。')).toBeInTheDocument();
    expect(within(article).getByText('现代文学')).toBeInTheDocument();
    // The detail page's largest paint: loaded at once, first, at the width its 240px slot needs.
    expect(article.querySelector('img')).toHaveAttribute('src', '/uploads/demo/nahan.jpg?width=800');
    expect(article.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(article.querySelector('img')).toHaveAttribute('sizes', '240px');

    const holdings = screen.getByRole('region', { name: '馆藏信息' });
    expect(within(holdings).getByText('可借 1 本 / 馆藏 3 本')).toBeInTheDocument();
    const rows = within(holdings).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['钱塘市图书馆总馆', 'I210.4/12', 'T001', '二楼社科书库', '在架', '—'],
      ['钱塘市图书馆总馆', 'I210.4/12', 'T002', '二楼社科书库', '借出', '2026-06-01'],
      ['城东分馆', 'I210.4/12', 'T003', '—', '已预约', '—'],
    ]);

    const related = screen.getByRole('region', { name: '相关推荐' });
    expect(within(related).getByRole('link', { name: '彷徨' })).toHaveAttribute('href', '/resources/book/detail?id=8');
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getByRole('link', { name: '纸质图书' })).toHaveAttribute('href', '/resources/book');
  });

  it('says when no copy is on the shelf', async () => {
    mockBook([], { ...BOOK, availableCopies: 0, copies: [copy('2', 'ON_LOAN', { dueAt: '2026-06-01T08:00:00.000Z' })] });
    renderDetail('/resources/book/detail?id=7');
    const holdings = await screen.findByRole('region', { name: '馆藏信息' });
    expect(within(holdings).getByText('可借 0 本 / 馆藏 1 本')).toBeInTheDocument();
  });

  it('keeps the page when one field fails, reporting the error', async () => {
    const failed = { ...BOOK, copies: [copy('1', 'AVAILABLE', { library: null })] };
    server.use(
      graphql.query('ResourceDetailPageQuery', () =>
        HttpResponse.json({
          data: { resource: failed },
          errors: [
            {
              message: '服务器内部错误，请稍候再试',
              path: ['resource', 'copies', 0, 'library'],
              extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
            },
          ],
        }),
      ),
    );
    renderDetail('/resources/book/detail?id=7');
    const holdings = await screen.findByRole('region', { name: '馆藏信息' });
    expect(within(holdings).getAllByRole('cell')[0]).toHaveTextContent('—');
    expect(await screen.findByText('服务器内部错误，请稍候再试')).toBeInTheDocument();
  });

  it('opens a showcase book under the showcase (newBooks/detail)', async () => {
    const requests: unknown[] = [];
    mockBook(requests);
    renderDetail('/resources/newBooks/detail?id=7', { resourceKind: 'book', showcase: 'newBooks' });
    expect(await screen.findByRole('heading', { level: 1, name: '呐喊' })).toBeInTheDocument();
    expect(requests).toEqual([{ id: '7', kind: 'book' }]);
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getByRole('link', { name: '新书通报' })).toHaveAttribute('href', '/resources/newBooks');
  });

  it('shows 该资源不存在或已下架 for NOT_FOUND, with the error catalogue dialog', async () => {
    server.use(graphql.query('ResourceDetailPageQuery', () => gqlError('NOT_FOUND', 404, '页面未找到。')));
    renderDetail('/resources/book/detail?id=999');
    expect(await screen.findByText('该资源不存在或已下架')).toBeInTheDocument();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('页面未找到。');
  });

  it('asks nothing without an id', async () => {
    const requests: unknown[] = [];
    mockBook(requests);
    renderDetail('/resources/book/detail');
    expect(await screen.findByRole('link', { name: '返回纸质图书' })).toHaveAttribute('href', '/resources/book');
    await waitFor(() => expect(requests).toEqual([]));
  });
});

describe('ResourceDetailPage: the reader actions and comments', () => {
  it("shows a guest the actions and the comments, asking nothing of a reader's", async () => {
    const operations: string[] = [];
    mockBook([]);
    server.use(
      graphql.operation(({ operationName }) => {
        operations.push(operationName);
      }),
    );
    renderDetail('/resources/book/detail?id=7');
    const article = await screen.findByRole('article', { name: '呐喊' });
    expect(within(article).getByRole('group', { name: '读者操作' })).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: '订阅' })).toBeNull();
    const comments = screen.getByRole('region', { name: '读者评论' });
    expect(await within(comments).findByText('暂无评论')).toBeInTheDocument();
    expect(within(comments).getByRole('button', { name: '登录后评论' })).toBeInTheDocument();
    // Public reads only (whether the forms take submissions is the library's, not the reader's);
    // a paper book offers no file, so its page does not ask about downloads.
    expect(new Set(operations)).toEqual(new Set(['ResourceDetailPageQuery', 'ResourceCommentsQuery', 'ResourceTagsQuery', 'SubmissionAvailability']));
  });

  it("a reader's collection updates the overview's counter, without asking for the page again", async () => {
    tokens.setReader('t', 2);
    const requests: unknown[] = [];
    const states: unknown[] = [];
    server.use(
      graphql.query('ReaderResourceStateQuery', ({ variables }) => {
        states.push(variables);
        return HttpResponse.json({ data: { readerResourceState: stateFixture('7', { collections: 56 }) } });
      }),
      graphql.mutation('ResourceActionsCollect', () =>
        HttpResponse.json({ data: { collectResource: stateFixture('7', { collected: true, collections: 57 }) } }),
      ),
    );
    mockBook(requests);
    renderDetail('/resources/book/detail?id=7');
    const article = await screen.findByRole('article', { name: '呐喊' });
    const counters = within(article).getByRole('group', { name: '统计' });
    expect(counters).toHaveTextContent('收藏56');

    await userEvent.click(await within(article).findByRole('button', { name: '收藏', pressed: false }));
    expect(await within(article).findByRole('button', { name: '取消收藏', pressed: true })).toHaveTextContent('取消收藏57');
    expect(counters).toHaveTextContent('收藏57');
    // One detail query, and one state query for the bar and the comments together.
    expect(requests).toHaveLength(1);
    expect(states).toEqual([{ resourceId: '7' }]);
    expect(within(screen.getByRole('region', { name: '读者评论' })).getByRole('form', { name: '发表评论' })).toBeInTheDocument();
  });
});
