import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { AdminFormPage } from '../crud/AdminFormPage';
import { AdminListPage } from '../crud/AdminListPage';
import { mockMutation } from '../crud/test-fixtures';
import { batchResult, mockList } from './catalogue-fixtures';
import { readerAdmin } from './reader.admin';

// Chakra dialogs take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const reader = (id: number, cardNumber: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Reader',
  id: String(id),
  cardNumber,
  name,
  phone: `1380000000${id}`,
  level: 2,
  enabled: true,
  lastLoginAt: null,
  rights: ['DOWNLOAD', 'VENUE_BOOKING'],
  ...extra,
});
const READERS = [
  reader(1, '2024000101', '张晓明', { level: 1, lastLoginAt: '2026-03-01T02:30:00.000Z' }),
  reader(2, '2024000102', '李思雨', { enabled: false, rights: [] }),
  reader(3, '2024000103', '王建国', { phone: null, rights: ['CARD_ACCESS'] }),
];

function renderScreen(path = '/admin/user/userManage') {
  const rendered = renderRoutes(
    [
      { path: 'admin/user/userManage', element: <AdminListPage config={readerAdmin} /> },
      { path: 'admin/user/userManage/:id', element: <AdminFormPage config={readerAdmin} /> },
      { path: 'admin/statistics/user/:id', element: <p>读者记录页</p> },
    ],
    path,
  );
  return { ...rendered, user: userEvent.setup() };
}

const rowOf = async (text: string) => within((await screen.findByText(text)).closest('tr')!);

afterEach(() => {
  act(() => toaster.remove());
});

describe('用户管理 (user/userManage)', () => {
  it('lists readers with card, name, masked phone, level, state, last login and rights as tags', async () => {
    const requests = mockList('AdminReadersQuery', 'ReaderPage', READERS);
    renderScreen();
    expect(await screen.findByRole('heading', { name: '用户管理' })).toBeInTheDocument();
    const first = await rowOf('2024000101');
    for (const text of ['张晓明', '138****0001', '特殊级别', '正常', '下载', '场馆预约']) expect(first.getByText(text)).toBeInTheDocument();
    const second = await rowOf('2024000102');
    expect(second.getByText('停用', { selector: ':not(button)' })).toBeInTheDocument();
    expect(second.getByRole('button', { name: '启用' })).toBeInTheDocument();
    expect((await rowOf('2024000103')).getByText('读者证级访问')).toBeInTheDocument();
    for (const name of ['编辑', '停用', '授权', '重置密码', '借还', '加入黑名单']) expect(first.getByRole('button', { name })).toBeInTheDocument();
    // Readers are never deleted.
    expect(first.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
    expect(requests[0]).toEqual({ page: 1, pageSize: 10, sortBy: 'createdAt', order: 'DESC' });
  });

  it('用户统计 on a row opens that reader’s own record (statistics/user/:id)', async () => {
    mockList('AdminReadersQuery', 'ReaderPage', READERS);
    const { user, router } = renderScreen();
    await user.click((await rowOf('2024000102')).getByRole('button', { name: '用户统计' }));
    expect(await screen.findByText('读者记录页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/statistics/user/2');
  });

  it('searches card, name or phone in one box, filters by level and state', async () => {
    const requests = mockList('AdminReadersQuery', 'ReaderPage', READERS);
    const { user } = renderScreen();
    await screen.findByText('张晓明');
    await user.type(screen.getByLabelText('关键词'), '13800{Enter}');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: { keyword: '13800' } }));
    await user.selectOptions(screen.getByLabelText('用户级别'), '特殊级别');
    await user.selectOptions(screen.getByLabelText('状态'), '停用');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: { keyword: '13800', specialLevel: true, enabled: false } }));
  });

  it('授权 chooses several rights at once, the row’s checked first; unchecking all takes every right', async () => {
    mockList('AdminReadersQuery', 'ReaderPage', READERS);
    const single = mockMutation('SetRightsReader', { __typename: 'Reader', id: '1', rights: ['CARD_ACCESS', 'DOWNLOAD', 'VENUE_BOOKING'] });
    const { user } = renderScreen();
    await user.click((await rowOf('张晓明')).getByRole('button', { name: '授权' }));
    let dialog = await screen.findByRole('dialog', { name: '授权' });
    expect(within(dialog).getByRole('checkbox', { name: '下载' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: '场馆预约' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: '读者证级访问' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: '读者证级访问' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(single).toHaveLength(1));
    expect(single[0].id).toBe('1');
    expect([...(single[0].value as string[])].sort()).toEqual(['CARD_ACCESS', 'DOWNLOAD', 'VENUE_BOOKING']);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: '授权' })).toBeNull());
    await user.click((await rowOf('王建国')).getByRole('button', { name: '授权' }));
    dialog = await screen.findByRole('dialog', { name: '授权' });
    await user.click(within(dialog).getByRole('checkbox', { name: '读者证级访问' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(single).toHaveLength(2));
    expect(single[1]).toEqual({ id: '3', value: [] });
  });

  it('批量授权 sets the same rights on the selected readers after 确定', async () => {
    mockList('AdminReadersQuery', 'ReaderPage', READERS);
    const batch = mockMutation('BatchSetRightsReader', batchResult(2));
    const { user } = renderScreen();
    await screen.findByText('张晓明');
    await user.click(screen.getByRole('checkbox', { name: '选择 2024000101' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 2024000103' }));
    await user.click(screen.getByRole('button', { name: '批量授权' }));
    const dialog = await screen.findByRole('dialog', { name: '批量授权' });
    expect(within(dialog).getByText('已选择 2 项')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: '下载' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(batch).toEqual([{ ids: ['1', '3'], value: ['DOWNLOAD'] }]));
  });

  it('停用 and 批量启用', async () => {
    mockList('AdminReadersQuery', 'ReaderPage', READERS);
    const disabled = mockMutation('DisableReader', { __typename: 'Reader', id: '1', enabled: false });
    const enabled = mockMutation('BatchEnableReader', batchResult(1));
    const { user } = renderScreen();
    await user.click((await rowOf('张晓明')).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(disabled).toEqual([{ id: '1' }]));
    await user.click(screen.getByRole('checkbox', { name: '选择 2024000102' }));
    await user.click(screen.getByRole('button', { name: '批量启用' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(enabled).toEqual([{ ids: ['2'] }]));
  });

  it('新增 asks for the initial password and sends the level as a number; 编辑 has no password', async () => {
    mockList('AdminReadersQuery', 'ReaderPage', READERS);
    const created = mockMutation('CreateReader', { __typename: 'Reader', id: '9' });
    const { user } = renderScreen();
    await screen.findByText('张晓明');
    await user.click(screen.getByRole('button', { name: '新增' }));
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入初始密码')).toBeInTheDocument();
    await user.type(screen.getByLabelText('读者证号'), '2025000001');
    await user.type(screen.getByLabelText('姓名'), '赵新');
    await user.type(screen.getByLabelText('手机号'), '139');
    await user.type(screen.getByLabelText('初始密码'), 'abc');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入有效的手机号')).toBeInTheDocument();
    expect(screen.getByText('密码至少 6 位')).toBeInTheDocument();
    await user.type(screen.getByLabelText('手机号'), '00000001');
    await user.type(screen.getByLabelText('初始密码'), 'defg');
    await user.selectOptions(screen.getByLabelText('用户级别'), '特殊级别');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(created).toEqual([
        { input: { cardNumber: '2025000001', name: '赵新', phone: '13900000001', level: 1, password: 'abcdefg', enabled: true } },
      ]),
    );
  });

  it('编辑 shows the reader without a password field; a taken card number shows under its field', async () => {
    server.use(
      graphql.query('AdminReaderQuery', () =>
        HttpResponse.json({
          data: { item: { __typename: 'Reader', id: '3', cardNumber: '2024000103', name: '王建国', phone: null, level: 2, enabled: true } },
        }),
      ),
      graphql.mutation('UpdateReader', () =>
        HttpResponse.json({
          errors: [
            {
              message: '读者证号已存在',
              extensions: { code: 'BAD_USER_INPUT', field: 'cardNumber', fieldErrors: [{ field: 'cardNumber', message: '读者证号已存在' }] },
            },
          ],
        }),
      ),
    );
    const { user } = renderScreen('/admin/user/userManage/3');
    expect(await screen.findByDisplayValue('2024000103')).toBeInTheDocument();
    expect(screen.queryByLabelText('初始密码')).toBeNull();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('读者证号已存在')).toBeInTheDocument();
  });
});
