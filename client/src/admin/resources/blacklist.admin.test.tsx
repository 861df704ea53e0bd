import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { AdminFormPage } from '../crud/AdminFormPage';
import { AdminListPage } from '../crud/AdminListPage';
import { mockMutation } from '../crud/test-fixtures';
import { adminRoutes } from '../routes';
import { batchResult, mockList } from './catalogue-fixtures';
import { blacklistAdmin, entryState } from './blacklist.admin';

// Chakra dialogs take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const DAY = 86_400_000;
const entry = (id: number, name: string, cardNumber: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'BlacklistEntry',
  id: String(id),
  readerId: String(10 + id),
  reader: { __typename: 'Reader', id: String(10 + id), cardNumber, name },
  reason: '多次发布广告评论',
  endsAt: null,
  enabled: true,
  createdAt: '2026-02-01T00:00:00.000Z',
  ...extra,
});
const ENTRIES = [
  entry(1, '王建国', '2024000103'),
  entry(2, '李思雨', '2024000102', { endsAt: new Date(Date.now() - DAY).toISOString(), reason: '恶意占用场馆' }),
  entry(3, '陈静怡', '2024000104', { enabled: false, endsAt: new Date(Date.now() + 30 * DAY).toISOString() }),
];

function renderScreen(path = '/admin/blackList') {
  const rendered = renderRoutes(
    [
      { path: 'admin/blackList', element: <AdminListPage config={blacklistAdmin} /> },
      { path: 'admin/blackList/:id', element: <AdminFormPage config={blacklistAdmin} /> },
    ],
    path,
  );
  return { ...rendered, user: userEvent.setup() };
}

afterEach(() => {
  act(() => toaster.remove());
});

describe('黑名单 (blackList)', () => {
  it('derives the state: 生效中 until the end date (for good without one), then 已过期; 停用 when lifted', () => {
    const now = Date.parse('2026-05-01T00:00:00Z');
    expect(entryState({ enabled: true, endsAt: null }, now)).toBe('生效中');
    expect(entryState({ enabled: true, endsAt: '2026-06-01T00:00:00Z' }, now)).toBe('生效中');
    expect(entryState({ enabled: true, endsAt: '2026-04-30T00:00:00Z' }, now)).toBe('已过期');
    expect(entryState({ enabled: false, endsAt: null }, now)).toBe('停用');
  });

  it('lists the reader (card and name), reason, end date (永久 when empty) and state, with enable/disable/remove', async () => {
    const requests = mockList('AdminBlacklistEntriesQuery', 'BlacklistEntryPage', ENTRIES);
    renderScreen();
    expect(await screen.findByRole('heading', { name: '黑名单' })).toBeInTheDocument();
    const first = within((await screen.findByText('2024000103 王建国')).closest('tr')!);
    for (const text of ['多次发布广告评论', '永久', '生效中']) expect(first.getByText(text)).toBeInTheDocument();
    for (const name of ['编辑', '停用', '删除']) expect(first.getByRole('button', { name })).toBeInTheDocument();
    expect(within(screen.getByText('2024000102 李思雨').closest('tr')!).getByText('已过期')).toBeInTheDocument();
    const lifted = within(screen.getByText('2024000104 陈静怡').closest('tr')!);
    expect(lifted.getByText('停用', { selector: ':not(button)' })).toBeInTheDocument();
    expect(lifted.getByRole('button', { name: '启用' })).toBeInTheDocument();
    for (const name of ['批量启用', '批量停用', '批量删除']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(requests[0]).toEqual({ page: 1, pageSize: 10, sortBy: 'createdAt', order: 'DESC' });
  });

  it('批量删除 confirms, then removes the selected entries', async () => {
    mockList('AdminBlacklistEntriesQuery', 'BlacklistEntryPage', ENTRIES);
    const removed = mockMutation('BatchRemoveBlacklistEntry', batchResult(2));
    const { user } = renderScreen();
    await screen.findByText('2024000103 王建国');
    await user.click(screen.getByRole('checkbox', { name: '选择 2024000103 王建国' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 2024000102 李思雨' }));
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(removed).toEqual([{ ids: ['1', '2'] }]));
  });

  it('新增 picks the reader by card number or name, then sends readerId, reason and the end date', async () => {
    const searches: Array<Record<string, unknown>> = [];
    server.use(
      graphql.query('AdminReaderPickerQuery', ({ variables }) => {
        searches.push(variables);
        return HttpResponse.json({
          data: {
            page: {
              __typename: 'ReaderPage',
              items: [
                { __typename: 'Reader', id: '21', cardNumber: '2024000101', name: '张晓明' },
                { __typename: 'Reader', id: '22', cardNumber: '2024000111', name: '张三' },
              ],
            },
          },
        });
      }),
    );
    const created = mockMutation('CreateBlacklistEntry', { __typename: 'BlacklistEntry', id: '9' });
    mockList('AdminBlacklistEntriesQuery', 'BlacklistEntryPage', ENTRIES);
    const { user } = renderScreen('/admin/blackList/new');
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请选择读者')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('输入读者证号或姓名搜索'), '张{Enter}');
    await waitFor(() => expect(searches.at(-1)).toEqual({ filter: { keyword: '张' } }));
    await user.click(await screen.findByRole('button', { name: '选择 2024000101 张晓明' }));
    // One reader only: choosing another replaces it.
    await user.click(screen.getByRole('button', { name: '选择 2024000111 张三' }));
    expect(within(screen.getByRole('list', { name: '已选读者' })).getAllByRole('listitem')).toHaveLength(1);
    await user.type(screen.getByLabelText('原因'), '发布广告');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(created).toEqual([{ input: { readerId: '22', reason: '发布广告', enabled: true } }]));
  });

  it('编辑 shows the entry’s reader picked', async () => {
    server.use(graphql.query('AdminBlacklistEntryQuery', () => HttpResponse.json({ data: { item: { ...ENTRIES[0], createdAt: undefined } } })));
    renderScreen('/admin/blackList/1');
    const picked = await screen.findByRole('list', { name: '已选读者' });
    expect(within(picked).getByText('2024000103 王建国')).toBeInTheDocument();
    expect(screen.getByLabelText('原因')).toHaveValue('多次发布广告评论');
  });

  it('the old path /admin/user/blackList redirects to /admin/blackList, keeping the query', async () => {
    const requests = mockList('AdminBlacklistEntriesQuery', 'BlacklistEntryPage', ENTRIES);
    const { router } = renderRoutes([{ path: 'admin', children: adminRoutes }], '/admin/user/blackList?enabled=true');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blackList'));
    expect(router.state.location.search).toBe('?enabled=true');
    expect(await screen.findByText('2024000103 王建国')).toBeInTheDocument();
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: { enabled: true } }));
  });
});
