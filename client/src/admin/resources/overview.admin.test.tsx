import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { renderRoutes } from '../../test/render';
import { AdminListPage } from '../crud/AdminListPage';
import { mockMutation } from '../crud/test-fixtures';
import type { AnyResource } from '../crud/types';
import { batchResult, mockCatalogueOptions, mockList, resourceRow } from './catalogue-fixtures';
import { readerRecommendAdmin } from './reader-recommend.admin';
import { digitalAdmin, newBooksAdmin } from './resource-kind.admin';

// Lazy routes and Chakra take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

function renderList(config: AnyResource) {
  const user = userEvent.setup();
  const rendered = renderRoutes(
    [
      { path: `admin/${config.path}`, element: <AdminListPage config={config} /> },
      { path: 'admin/*', element: <p>其他页面</p> },
    ],
    `/admin/${config.path}`,
  );
  return { user, ...rendered };
}

afterEach(() => {
  act(() => toaster.remove());
});

describe('the resource overview pages', () => {
  it('读者荐购 lists recommended resources of every kind; 批量取消推荐 sends each kind its own mutation; 编辑 opens the kind’s form', async () => {
    const requests = mockList('AdminRecommendedResourcesQuery', 'ResourcePage', [
      resourceRow('Book', 1, '呐喊', { kind: 'book', recommended: true }),
      resourceRow('Video', 2, '钱塘江', { kind: 'video', recommended: true }),
      resourceRow('Book', 3, '彷徨', { kind: 'book', recommended: true }),
      resourceRow('Thesis', 4, '图书馆学研究', { kind: 'thesis', recommended: true }),
    ]);
    const books = mockMutation('BatchUnrecommendBook', batchResult(2));
    const videos = mockMutation('BatchUnrecommendVideo', batchResult(1));
    const { user, router } = renderList(readerRecommendAdmin);

    const row = (await screen.findByText('呐喊')).closest('tr')!;
    expect(within(row).getByText('纸质图书')).toBeInTheDocument();
    expect(within(screen.getByText('钱塘江').closest('tr')!).getByText('视频')).toBeInTheDocument();
    expect(requests[0]).toEqual({ page: 1, pageSize: 10, sortBy: 'createdAt', order: 'DESC', filter: { recommended: true } });
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '批量删除' })).not.toBeInTheDocument();

    for (const title of ['呐喊', '钱塘江', '彷徨']) await user.click(screen.getByRole('checkbox', { name: `选择 ${title}` }));
    await user.click(screen.getByRole('button', { name: '批量取消推荐' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(books).toEqual([{ ids: ['1', '3'] }]));
    expect(videos).toEqual([{ ids: ['2'] }]);

    await user.click(within(screen.getByText('钱塘江').closest('tr')!).getByRole('button', { name: '编辑' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/source/video/list/2/edit'));
    expect(router.state.location.state).toEqual({ listSearch: '', listPath: '/admin/source/reader' });
    await act(() => router.navigate(-1));
    await user.click(within((await screen.findByText('图书馆学研究')).closest('tr')!).getByRole('button', { name: '编辑' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/source/thesis/list/4'));
  });

  it('新书推荐 shows paper books newest first with their batch and arrival time', async () => {
    mockCatalogueOptions();
    const requests = mockList('AdminBooksQuery', 'BookPage', [resourceRow('Book', 1, '呐喊')]);
    renderList(newBooksAdmin('source/newbook', '新书推荐'));
    const row = (await screen.findByText('呐喊')).closest('tr')!;
    expect(within(row).getByText('2026-NB-014')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /入藏时间/ })).toHaveAttribute('aria-sort', 'descending');
    expect(requests[0]).toEqual({ page: 1, pageSize: 10, sortBy: 'createdAt', order: 'DESC' });
    expect(within(row).getByRole('button', { name: '馆藏复本' })).toBeInTheDocument();
  });

  it('数字图书馆: 数字资源 and 数据库 are tabs of one entry, each its own list', async () => {
    mockCatalogueOptions();
    mockList('AdminDigitalResourcesQuery', 'DigitalResourcePage', [resourceRow('DigitalResource', 1, '古籍影像库', { class: null })]);
    const databases = mockList('AdminDatabaseResourcesQuery', 'DatabaseResourcePage', [
      resourceRow('DatabaseResource', 2, '中国知网', { class: null }),
    ]);
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: 'admin/source/digital', element: <AdminListPage config={digitalAdmin('digital', 'source/digital', '数字图书馆')} /> },
        {
          path: 'admin/source/digital/database',
          element: <AdminListPage config={digitalAdmin('database', 'source/digital/database', '数字图书馆')} />,
        },
      ],
      '/admin/source/digital',
    );
    expect(await screen.findByText('古籍影像库')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: '页面切换' });
    expect(within(tabs).getByRole('link', { name: '数字资源' })).toHaveAttribute('aria-current', 'page');
    // Digital resources have no class tree (databases have one).
    expect(screen.queryByLabelText('分类')).not.toBeInTheDocument();
    await user.click(within(tabs).getByRole('link', { name: '数据库' }));
    expect(await screen.findByText('中国知网')).toBeInTheDocument();
    expect(databases).toHaveLength(1);
  });
});
