import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsListPage } from './NewsListPage';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';

configure({ asyncUtilTimeout: 10_000 });

/** 字段设置 on the public side: a list leaves out the fields the back office hid. */
describe('list fields', () => {
  it('the public news list leaves out what the settings hide', async () => {
    server.use(
      graphql.query('ListFieldsQuery', ({ variables }) =>
        HttpResponse.json({
          data: { listFields: variables.list === 'news' ? [{ __typename: 'ListField', id: 'views', isHide: true }] : [] },
        }),
      ),
      graphql.query('NewsListPageQuery', () =>
        HttpResponse.json({
          data: {
            newsList: {
              __typename: 'NewsPage',
              total: 1,
              page: 1,
              pageSize: 10,
              items: [
                {
                  __typename: 'News',
                  id: '1',
                  title: '图书馆开放时间调整',
                  summary: '摘要',
                  cover: null,
                  publishedAt: '2026-11-01T02:00:00.000Z',
                  views: 321,
                  category: 'libraryNews',
                  author: '办公室',
                },
              ],
            },
          },
        }),
      ),
    );
    renderRoutes([{ path: 'information/libraryNews', handle: { category: 'libraryNews' }, element: <NewsListPage /> }], '/information/libraryNews');
    const item = (await screen.findByRole('link', { name: '图书馆开放时间调整' })).closest('article')!;
    expect(within(item).getByText('来源：办公室')).toBeInTheDocument();
    await waitFor(() => expect(within(item).queryByText('浏览 321')).toBeNull());
  });
});
