import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { newsAdmin } from '../resources/news.admin';
import { AdminListPage } from './AdminListPage';
import { formatDateTime } from './format';
import { mockMutation, mockNewsList, newsItem, NEWS_ROWS } from './test-fixtures';

// Lazy routes and Chakra take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

function FormProbe() {
  return <p>表单页</p>;
}

function renderList(path = '/admin/information') {
  const user = userEvent.setup();
  const rendered = renderRoutes(
    [
      { path: 'admin/information', element: <AdminListPage config={newsAdmin} /> },
      { path: 'admin/information/:id', element: <FormProbe /> },
    ],
    path,
  );
  const search = () => new URLSearchParams(rendered.router.state.location.search);
  return { user, search, ...rendered };
}

const batchResult = (count: number) => ({ __typename: 'BatchResult', count });

afterEach(() => {
  act(() => toaster.remove());
});

describe('AdminListPage with the news config', () => {
  it('renders the rows of AdminNewsListQuery with their renderers', async () => {
    const requests = mockNewsList();
    renderList();

    expect(await screen.findByRole('heading', { name: '资讯管理' })).toBeInTheDocument();
    const row = (await screen.findByText('钱塘市图书馆春季开馆通知')).closest('tr')!;
    expect(within(row).getByText('本馆新闻')).toBeInTheDocument();
    expect(within(row).getByText(formatDateTime('2026-03-01T02:30:00.000Z'))).toBeInTheDocument();
    expect(formatDateTime('2026-03-01T02:30:00.000Z')).toMatch(/^2026-03-01 \d\d:30$/);
    expect(within(row).getByText('启用')).toBeInTheDocument();
    expect(row.querySelector('img')!.getAttribute('src')).toBe('/uploads/cover-1.png?width=100');
    const second = screen.getByText('平安校园宣传周活动').closest('tr')!;
    expect(within(second).getByText('平安资讯')).toBeInTheDocument();
    expect(within(second).getByText('停用')).toBeInTheDocument();
    expect(within(second).getByText('已推荐')).toBeInTheDocument();
    // Row actions follow the row's flags.
    expect(within(row).getByRole('button', { name: '停用' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: '启用' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: '取消推荐' })).toBeInTheDocument();
    expect(screen.getByText('共 3 条')).toBeInTheDocument();

    expect(requests[0]).toEqual({ page: 1, pageSize: 10, sortBy: 'publishedAt', order: 'DESC' });
  });

  it('reads page, filters and sort from the URL', async () => {
    const requests = mockNewsList(NEWS_ROWS, 40);
    const { router } = renderList('/admin/information?page=3&category=peaceNews&enabled=false&keyword=平安&sortBy=views&order=ASC&pageSize=20');
    await screen.findByText('平安校园宣传周活动');
    expect(requests[0]).toEqual({
      page: 3,
      pageSize: 20,
      sortBy: 'views',
      order: 'ASC',
      filter: { category: 'peaceNews', enabled: false, keyword: '平安' },
    });
    expect(screen.getByRole('button', { name: '平安资讯' })).toHaveAttribute('aria-pressed', 'true');
    // The page stays where the URL put it (no bounce to page 1 while the list loads).
    expect(screen.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
    expect(requests.every((variables) => variables.page === 3)).toBe(true);
    expect(screen.getByLabelText('标题')).toHaveValue('平安');
    expect(screen.getByLabelText('状态')).toHaveValue('false');
  });

  it('changing the page or a filter updates the URL and the variables sent', async () => {
    // One row whose title says what was asked for: waiting for it waits for that page to show.
    const requests: Array<Record<string, unknown>> = [];
    server.use(
      graphql.query('AdminNewsListQuery', ({ variables }) => {
        requests.push(variables);
        const f = (variables.filter ?? {}) as Record<string, unknown>;
        const title = `第${variables.page}页 ${variables.pageSize}条 ${f.category ?? '全部'} ${f.keyword ?? '-'} ${f.enabled ?? '-'} ${variables.sortBy}`;
        return HttpResponse.json({
          data: { page: { __typename: 'NewsPage', items: [newsItem(1, title)], total: 250, page: variables.page, pageSize: variables.pageSize } },
        });
      }),
    );
    const { user, search } = renderList();
    await screen.findByText('第1页 10条 全部 - - publishedAt');

    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await screen.findByText('第2页 10条 全部 - - publishedAt');
    expect(search().get('page')).toBe('2');
    expect(requests.at(-1)).toEqual({ page: 2, pageSize: 10, sortBy: 'publishedAt', order: 'DESC' });
    // One request per change: the navigation and the query do not keep asking for both pages.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests.map((v) => v.page)).toEqual([1, 2]);

    // A filter goes back to page 1.
    await user.click(screen.getByRole('button', { name: '通知公告' }));
    await screen.findByText('第1页 10条 publicNotice - - publishedAt');
    expect(search().get('category')).toBe('publicNotice');
    expect(search().get('page')).toBeNull();
    expect(requests.at(-1)).toEqual({ page: 1, pageSize: 10, sortBy: 'publishedAt', order: 'DESC', filter: { category: 'publicNotice' } });

    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    await screen.findByText('第3页 10条 publicNotice - - publishedAt');
    await user.type(screen.getByLabelText('标题'), '开馆{Enter}');
    await screen.findByText('第1页 10条 publicNotice 开馆 - publishedAt');
    expect(search().get('keyword')).toBe('开馆');
    expect(search().get('page')).toBeNull();

    await user.selectOptions(screen.getByLabelText('状态'), '停用');
    await screen.findByText('第1页 10条 publicNotice 开馆 false publishedAt');
    expect(search().get('enabled')).toBe('false');
    expect(requests.at(-1)?.filter).toEqual({ category: 'publicNotice', keyword: '开馆', enabled: false });

    // Another tab keeps the other filters.
    await user.click(screen.getByRole('button', { name: '行业动态' }));
    await screen.findByText('第1页 10条 industryNews 开馆 false publishedAt');

    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await screen.findByText('第2页 10条 industryNews 开馆 false publishedAt');
    await user.selectOptions(screen.getByLabelText('每页条数'), '50');
    await screen.findByText('第1页 50条 industryNews 开馆 false publishedAt');
    expect(search().get('pageSize')).toBe('50');

    await user.click(screen.getByRole('button', { name: /浏览/ }));
    await screen.findByText('第1页 50条 industryNews 开馆 false views');
    expect(requests.at(-1)).toMatchObject({ sortBy: 'views', order: 'DESC' });
    expect(search().get('sortBy')).toBe('views');
    await user.click(screen.getByRole('button', { name: /浏览/ }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ sortBy: 'views', order: 'ASC' }));

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ page: 1, pageSize: 50, sortBy: 'views', order: 'ASC' }));
    await screen.findByText('第1页 50条 全部 - - views');
    expect(screen.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('标题')).toHaveValue('');
  });

  it('selecting two rows, 批量停用 and 确定 sends batchDisableNews with both ids and refetches', async () => {
    const requests = mockNewsList();
    const calls = mockMutation('BatchDisableNews', batchResult(2));
    const { user } = renderList();
    await screen.findByText('钱塘市图书馆春季开馆通知');

    const batch = screen.getByRole('button', { name: '批量停用' });
    expect(batch).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '选择 钱塘市图书馆春季开馆通知' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 全民阅读大会召开' }));
    expect(screen.getByRole('checkbox', { name: '全选' })).not.toBeChecked();
    await user.click(batch);

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('提示')).toBeInTheDocument();
    expect(within(dialog).getByText('您确定执行当前操作吗？')).toBeInTheDocument();
    const before = requests.length;
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(calls).toEqual([{ ids: ['1', '3'] }]));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    await waitFor(() => expect(requests.length).toBe(before + 1));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '选择 全民阅读大会召开' })).not.toBeChecked());
  });

  it('cancelling the confirmation sends nothing', async () => {
    const requests = mockNewsList();
    const disabled = mockMutation('BatchDisableNews', batchResult(1));
    const removed = mockMutation('RemoveNews', true);
    const { user } = renderList();
    await screen.findByText('钱塘市图书馆春季开馆通知');

    await user.click(screen.getByRole('checkbox', { name: '选择 钱塘市图书馆春季开馆通知' }));
    await user.click(screen.getByRole('button', { name: '批量停用' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    const row = screen.getByText('全民阅读大会召开').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    expect(disabled).toEqual([]);
    expect(removed).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: '选择 钱塘市图书馆春季开馆通知' })).toBeChecked();
  });

  it('全选 selects the page for 批量删除; row 删除 is confirmed, row 停用 and 推荐 are not', async () => {
    mockNewsList();
    const removedAll = mockMutation('BatchRemoveNews', batchResult(3));
    const removed = mockMutation('RemoveNews', true);
    const disabled = mockMutation('DisableNews', { __typename: 'News', id: '1', enabled: false });
    const recommended = mockMutation('RecommendNews', { __typename: 'News', id: '3', recommended: true });
    const { user } = renderList();
    await screen.findByText('钱塘市图书馆春季开馆通知');

    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    for (const item of NEWS_ROWS) expect(screen.getByRole('checkbox', { name: `选择 ${item.title}` })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(removedAll).toEqual([{ ids: ['1', '2', '3'] }]));

    const first = () => screen.getByText('钱塘市图书馆春季开馆通知').closest('tr')!;
    await user.click(within(first()).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(disabled).toEqual([{ id: '1' }]));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    const third = screen.getByText('全民阅读大会召开').closest('tr')!;
    await user.click(within(third).getByRole('button', { name: '推荐' }));
    await waitFor(() => expect(recommended).toEqual([{ id: '3' }]));

    await user.click(within(third).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(removed).toEqual([{ id: '3' }]));
  });

  it('新增 and 编辑 open the form, handing over the list URL', async () => {
    mockNewsList([newsItem(7, '馆长致辞')]);
    const { user, router } = renderList('/admin/information?page=1&category=libraryNews');
    await screen.findByText('馆长致辞');

    await user.click(screen.getByRole('button', { name: '新增' }));
    expect(await screen.findByText('表单页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/information/new');
    expect(router.state.location.state).toEqual({ listSearch: '?page=1&category=libraryNews' });

    await act(() => router.navigate(-1));
    await user.click(await screen.findByRole('button', { name: '编辑' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/information/7'));
  });

  it('says 暂无数据 when the list is empty', async () => {
    mockNewsList([], 0);
    renderList();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '全选' })).toBeDisabled();
  });
});
