import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { interactionHandlers } from '../../../features/interaction/test-fixtures';
import { kindAccessHandler, resourceFixture } from '../../../features/resources/test-fixtures';
import { tokens } from '../../../lib/tokens';
import { clearUserInfo, saveUserInfo } from '../../../lib/user-info';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { EbookNewDetailPage } from './EbookNewDetailPage';
import { EbookNewReadPage, EbookReadPage } from './EbookReadPage';
import { ResourceDetailPage } from './ResourceDetailPage';

const routes = [
  { path: 'resources/ebook', element: <h1>电子图书列表</h1> },
  { path: 'resources/ebook/detail', handle: { resourceKind: 'ebook' }, element: <ResourceDetailPage /> },
  { path: 'resources/ebook/newDetail', handle: { resourceKind: 'ebook' }, element: <EbookNewDetailPage /> },
  { path: 'resources/ebook/detail/read', element: <EbookReadPage /> },
  { path: 'resources/ebook/newDetail/read', element: <EbookNewReadPage /> },
  { path: 'login', element: <h1>读者登录</h1> },
];

const chapters = ['学而第一', '为政第二', '八佾第三'].map((title, i) => ({ __typename: 'EbookChapter', id: String(i + 1), title, wordCount: 500 }));

/** The e-book 7 (with or without a file) and the reader's saved reading of it (null: never opened). */
function mockEbook({ file = '/uploads/demo/lunyu.epub' as string | null, reading = null as null | { progress: number } } = {}) {
  const operations: string[] = [];
  server.use(
    ...interactionHandlers(),
    graphql.query('ReadingState', () =>
      HttpResponse.json({
        data: {
          readingState: reading && {
            __typename: 'ReadingState',
            state: '{}',
            progress: reading.progress,
            location: 'epubcfi(/6/4)',
            savedAt: '2026-11-20T00:00:00.000Z',
          },
        },
      }),
    ),
    graphql.query('ResourceDetailPageQuery', () => {
      operations.push('ResourceDetailPageQuery');
      return HttpResponse.json({ data: { resource: resourceFixture('ebook', '7', { title: '论语', isbn: null, pages: null, chapters, file }) } });
    }),
    graphql.query('EbookReadPageQuery', () => {
      operations.push('EbookReadPageQuery');
      return HttpResponse.json({ data: { resource: { __typename: 'Ebook', id: '7', title: '论语', file } } });
    }),
  );
  return operations;
}

beforeEach(() => {
  tokens.setReader('card', 2);
  // The server opens the e-books to this reader-card login.
  server.use(kindAccessHandler(true));
  saveUserInfo({ name: '张三', cardNumber: 'A001', level: 2 });
});
afterEach(() => {
  localStorage.clear();
  clearUserInfo();
});

describe('the e-book detail pages and their read pages', () => {
  it('offer 在线阅读 on the detail, leading to the read page that returns to it', async () => {
    mockEbook();
    const { router } = renderRoutes(routes, '/resources/ebook/detail?id=7');
    const read = await screen.findByRole('link', { name: /在线阅读/ });
    expect(read).toHaveAttribute('href', '/resources/ebook/detail/read?id=7');
    expect(screen.queryByRole('link', { name: /继续阅读/ })).toBeNull();
    await router.navigate('/resources/ebook/detail/read?id=7');
    expect(await screen.findByRole('link', { name: /返回详情/ })).toHaveAttribute('href', '/resources/ebook/detail?id=7');
  });

  it('offer 继续阅读 with the share read once the reader has opened the book (on any device)', async () => {
    mockEbook({ reading: { progress: 0.37 } });
    renderRoutes(routes, '/resources/ebook/detail?id=7');
    const resume = await screen.findByRole('link', { name: '继续阅读 37%' });
    expect(resume).toHaveAttribute('href', '/resources/ebook/detail/read?id=7');
  });

  it('say an e-book without a file cannot be read online, on the detail and on the read page', async () => {
    mockEbook({ file: null });
    const { router } = renderRoutes(routes, '/resources/ebook/detail?id=7');
    expect(await screen.findByText('暂无电子版，不能在线阅读')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /在线阅读/ })).toBeNull();
    await router.navigate('/resources/ebook/detail/read?id=7');
    expect(await screen.findByText('该电子书暂无可阅读的文件')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回详情' })).toHaveAttribute('href', '/resources/ebook/detail?id=7');
  });

  it('send a visitor from a read page to the reader-card login, asking nothing but whether e-books open', async () => {
    tokens.clearReader();
    const operations = mockEbook();
    server.use(kindAccessHandler(false));
    const { router } = renderRoutes(routes, '/resources/ebook/newDetail/read?id=7');
    expect(await screen.findByText('请使用读者证登录！')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/resources/ebook/newDetail/read?id=7');
    expect(operations).toEqual([]);
  });

  it('give a new e-book its own detail: 新书 banner, newest chapters first, back to the new e-books, its own read page', async () => {
    mockEbook();
    const { router } = renderRoutes(routes, '/resources/ebook/newDetail?id=7');
    expect(await screen.findByRole('note', { name: '新书' })).toBeInTheDocument();
    const latest = await screen.findByRole('region', { name: '最新章节' });
    expect(
      within(latest)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['03八佾第三500字', '02为政第二500字', '01学而第一500字']);
    expect(screen.getByRole('link', { name: '新到电子书' })).toHaveAttribute('href', '/resources/newBooks?type=ebook');
    expect(screen.getByRole('link', { name: /在线阅读/ })).toHaveAttribute('href', '/resources/ebook/newDetail/read?id=7');
    await router.navigate('/resources/ebook/newDetail/read?id=7');
    expect(await screen.findByRole('link', { name: /返回新书详情/ })).toHaveAttribute('href', '/resources/ebook/newDetail?id=7');
  });
});
