import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { formatDateTime } from '../../lib/format';
import { renderRoutes } from '../../test/render';
import { AdminListPage } from '../crud/AdminListPage';
import { mockMutation } from '../crud/test-fixtures';
import { batchResult, mockList } from './catalogue-fixtures';
import { searchWordAdmin } from './search-word.admin';

// Chakra dialogs take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const word = (id: number, text: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'SearchWord',
  id: String(id),
  text,
  count: 10 * id,
  lastResultCount: id,
  lastSearchedAt: '2026-03-01T02:30:00.000Z',
  status: 'PENDING',
  ...extra,
});
const WORDS = [word(1, '红楼梦'), word(2, '三国演义', { status: 'PASSED' }), word(3, '红搂梦', { lastResultCount: 0, status: 'REJECTED' })];

function renderScreen(path = '/admin/check/searchWord') {
  const rendered = renderRoutes([{ path: 'admin/check/searchWord', element: <AdminListPage config={searchWordAdmin} /> }], path);
  const search = () => Object.fromEntries(new URLSearchParams(rendered.router.state.location.search));
  return { ...rendered, search, user: userEvent.setup() };
}

const confirmDialog = async () => {
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('您确定执行当前操作吗？')).toBeInTheDocument();
  return dialog;
};

afterEach(() => {
  act(() => toaster.remove());
});

describe('检索词审核 (check/searchWord)', () => {
  it('lists the words with their counts, last results, last search and status, most searched first', async () => {
    const requests = mockList('AdminSearchWordsQuery', 'SearchWordPage', WORDS);
    renderScreen();
    expect(await screen.findByRole('heading', { name: '检索词审核' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    for (const label of ['检索词', '检索次数', '最近结果数', '最近检索时间', '状态'])
      expect(headers.some((header) => header?.startsWith(label))).toBe(true);
    const row = (await screen.findByText('红楼梦')).closest('tr')!;
    for (const text of ['10', '1', formatDateTime('2026-03-01T02:30:00.000Z'), '待审核']) expect(within(row).getByText(text)).toBeInTheDocument();
    for (const name of ['编辑', '通过', '不通过', '删除']) expect(within(row).getByRole('button', { name })).toBeInTheDocument();
    // A rejected word shows its state, and its 不通过 button is disabled.
    const rejected = within(screen.getByText('红搂梦').closest('tr')!);
    expect(rejected.getAllByText('不通过').some((element) => element.tagName !== 'BUTTON')).toBe(true);
    expect(rejected.getByRole('button', { name: '不通过' })).toBeDisabled();
    expect(rejected.getByRole('button', { name: '通过' })).toBeEnabled();
    expect(requests[0]).toEqual({ page: 1, pageSize: 10, sortBy: 'count', order: 'DESC' });
  });

  it('filters by status (tabs), keyword and the 零结果 report', async () => {
    const requests = mockList('AdminSearchWordsQuery', 'SearchWordPage', WORDS);
    const { user, search } = renderScreen();
    await screen.findByText('红楼梦');

    await user.click(within(screen.getByRole('group', { name: '状态' })).getByRole('button', { name: '待审核' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: { status: 'PENDING' } }));
    await user.selectOptions(screen.getByLabelText('零结果'), '仅零结果');
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({ filter: { status: 'PENDING', zeroResults: true }, page: 1, pageSize: 10, sortBy: 'count', order: 'DESC' }),
    );
    expect(search()).toMatchObject({ status: 'PENDING', zeroResults: 'true' });
    await user.type(screen.getByLabelText('检索词'), '红楼{Enter}');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: { status: 'PENDING', zeroResults: true, keyword: '红楼' } }));
  });

  it('批量通过 confirms, then sends batchSetStatusSearchWord with the selected ids and PASSED', async () => {
    const requests = mockList('AdminSearchWordsQuery', 'SearchWordPage', WORDS);
    const batch = mockMutation('BatchSetStatusSearchWord', batchResult(2));
    const { user } = renderScreen();
    await screen.findByText('红楼梦');

    expect(screen.getByRole('button', { name: '批量通过' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '批量不通过' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '选择 红楼梦' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 红搂梦' }));
    await user.click(screen.getByRole('button', { name: '批量通过' }));
    const before = requests.length;
    await user.click(within(await confirmDialog()).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(batch).toEqual([{ ids: ['1', '3'], value: 'PASSED' }]));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    await waitFor(() => expect(requests.length).toBe(before + 1));
  });

  it('a row’s 不通过 sends setStatusSearchWord; its current state is disabled; cancelling 批量不通过 sends nothing', async () => {
    mockList('AdminSearchWordsQuery', 'SearchWordPage', WORDS);
    const single = mockMutation('SetStatusSearchWord', { __typename: 'SearchWord', id: '2', status: 'REJECTED' });
    const batch = mockMutation('BatchSetStatusSearchWord', batchResult(1));
    const { user } = renderScreen();
    const row = (await screen.findByText('三国演义')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '不通过' }));
    await waitFor(() => expect(single).toEqual([{ id: '2', value: 'REJECTED' }]));

    await user.click(screen.getByRole('checkbox', { name: '选择 三国演义' }));
    await user.click(screen.getByRole('button', { name: '批量不通过' }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(batch).toEqual([]);
  });

  it('新增 adds a word the library chose, passed by default', async () => {
    mockList('AdminSearchWordsQuery', 'SearchWordPage', WORDS);
    const created = mockMutation('CreateSearchWord', { __typename: 'SearchWord', id: '4' });
    const { user } = renderScreen();
    await screen.findByText('红楼梦');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增检索词' });
    expect(within(dialog).getByLabelText('状态')).toHaveValue('PASSED');
    await user.type(within(dialog).getByLabelText('检索词'), '四大名著');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(created).toEqual([{ input: { text: '四大名著', status: 'PASSED' } }]));
  });

  it('删除 asks first, then removes the word', async () => {
    mockList('AdminSearchWordsQuery', 'SearchWordPage', WORDS);
    const removed = mockMutation('RemoveSearchWord', true);
    const { user } = renderScreen();
    await user.click(within((await screen.findByText('红搂梦')).closest('tr')!).getByRole('button', { name: '删除' }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(removed).toEqual([{ id: '3' }]));
  });
});
