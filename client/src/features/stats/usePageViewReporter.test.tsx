import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { pageViewOf, type PageView } from './page-view';
import { usePageViewReporter } from './usePageViewReporter';

describe('page views of the site', () => {
  it('describes a location: path, QR marker, content type and resource id of detail pages', () => {
    expect(pageViewOf('/index', '')).toEqual({ path: '/index' });
    expect(pageViewOf('/resources/book/detail', '?id=12&from=qr', 'book')).toEqual({
      path: '/resources/book/detail',
      from: 'qr',
      kind: 'book',
      resourceId: '12',
    });
    expect(pageViewOf('/resources/book', '?utm_medium=qr', 'book')).toEqual({ path: '/resources/book', from: 'qr' });
    expect(pageViewOf('/information/libraryNews/detail', '?id=3')).toEqual({ path: '/information/libraryNews/detail', kind: 'news' });
    expect(pageViewOf('/resources/ebook/detail', '?id=x', 'ebook')).toEqual({ path: '/resources/ebook/detail', kind: 'ebook' });
  });

  it('reports each route change once, with the referrer on the first page of the visit only', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.baidu.com/s?wd=x');
    const sent: PageView[] = [];
    const send = (view: PageView) => sent.push(view);
    function Layout() {
      usePageViewReporter(send);
      return <Outlet />;
    }
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: 'index', element: <p>首页</p> },
            { path: 'resources/book/detail', handle: { resourceKind: 'book' }, element: <p>详情</p> },
          ],
        },
      ],
      { initialEntries: ['/index'] },
    );
    const { rerender } = render(<RouterProvider router={router} />);
    rerender(<RouterProvider router={router} />);
    await act(() => router.navigate('/resources/book/detail?id=5'));
    expect(sent).toEqual([
      { path: '/index', referrer: 'https://www.baidu.com/s?wd=x' },
      { path: '/resources/book/detail', kind: 'book', resourceId: '5' },
    ]);
  });
});
