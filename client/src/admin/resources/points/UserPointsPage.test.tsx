import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { gqlError, graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { UserPointsPage } from './UserPointsPage';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  act(() => toaster.remove());
});

const ACCOUNTS = [
  {
    __typename: 'PointAccountRow',
    readerId: '1',
    name: '张晓明',
    cardNumber: '2024000101',
    phone: '13800000001',
    balance: 25,
    updatedAt: '2026-11-20T02:30:00.000Z',
  },
  { __typename: 'PointAccountRow', readerId: '2', name: '李思雨', cardNumber: '2024000102', phone: null, balance: 0, updatedAt: null },
];

function backend() {
  const calls = {
    list: [] as Array<Record<string, unknown>>,
    ledger: [] as Array<Record<string, unknown>>,
    adjust: [] as Array<Record<string, unknown>>,
  };
  server.use(
    graphql.query('AdminPointAccountsQuery', ({ variables }) => {
      calls.list.push(variables);
      const items = ACCOUNTS.filter((a) => !variables.keyword || a.name.includes(variables.keyword as string));
      return HttpResponse.json({
        data: { pointAccounts: { __typename: 'PointAccountPage', total: items.length, page: variables.page, pageSize: variables.pageSize, items } },
      });
    }),
    graphql.query('AdminPointEntriesQuery', ({ variables }) => {
      calls.ledger.push(variables);
      const items = [
        {
          __typename: 'PointEntry',
          id: '9',
          delta: -5,
          reason: '兑换礼品',
          action: null,
          balanceAfter: 25,
          createdAt: '2026-11-21T02:00:00.000Z',
          adminName: '系统管理员',
        },
        {
          __typename: 'PointEntry',
          id: '8',
          delta: 2,
          reason: '阅读30分钟',
          action: 'READ30',
          balanceAfter: 30,
          createdAt: '2026-11-20T02:00:00.000Z',
          adminName: null,
        },
      ];
      return HttpResponse.json({ data: { pointEntries: { __typename: 'PointEntryPage', total: 2, page: 1, pageSize: 10, items } } });
    }),
    graphql.mutation('AdjustPoints', ({ variables }) => {
      calls.adjust.push(variables);
      const { delta } = (variables as { input: { delta: number } }).input;
      if (delta < -25) return gqlError('BAD_USER_INPUT', 400, '积分不足：当前积分25，调整后不能为负数');
      return HttpResponse.json({ data: { result: { __typename: 'PointEntry', id: '10', delta, balanceAfter: 25 + delta } } });
    }),
  );
  return calls;
}

function renderScreen() {
  renderRoutes([{ path: 'admin/userStore/userIntegration', element: <UserPointsPage /> }], '/admin/userStore/userIntegration');
  return userEvent.setup();
}

describe('用户积分 (userStore/userIntegration)', () => {
  it('lists readers with their balances and finds one by keyword', async () => {
    const calls = backend();
    const user = renderScreen();
    const row = (await screen.findByText('张晓明')).closest('tr')!;
    expect(within(row).getByText('25')).toBeInTheDocument();
    expect(within(row).getByText('2024000101')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '李思雨');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.queryByText('张晓明')).not.toBeInTheDocument());
    expect(calls.list.at(-1)).toMatchObject({ keyword: '李思雨', page: 1 });
  });

  it('shows a reader’s ledger with the source and who adjusted by hand', async () => {
    const calls = backend();
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: '张晓明的积分明细' }));
    const dialog = await screen.findByRole('dialog', { name: '积分明细：张晓明' });
    expect(await within(dialog).findByText('兑换礼品')).toBeInTheDocument();
    const manual = within(dialog).getByText('兑换礼品').closest('tr')!;
    expect(within(manual).getByText('人工调整')).toBeInTheDocument();
    expect(within(manual).getByText('-5')).toBeInTheDocument();
    expect(within(manual).getByText('系统管理员')).toBeInTheDocument();
    expect(within(within(dialog).getByText('+2').closest('tr')!).getAllByText('阅读30分钟')).toHaveLength(2);
    expect(calls.ledger[0]).toMatchObject({ readerId: '1' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '收支' }), 'OUT');
    await waitFor(() => expect(calls.ledger.at(-1)).toMatchObject({ filter: { direction: 'OUT' }, page: 1 }));
  });

  it('调整积分 needs a non-zero whole number and a reason, shows the server’s refusal, and saves with the reason', async () => {
    const calls = backend();
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: '调整张晓明的积分' }));
    const dialog = await screen.findByRole('dialog', { name: '调整积分：张晓明' });
    expect(within(dialog).getByText('当前积分：25')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /调整积分/ }), '0');
    await user.click(within(dialog).getByRole('button', { name: '确定调整' }));
    expect(await within(dialog).findByText('调整积分不能为0')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写调整原因')).toBeInTheDocument();
    expect(calls.adjust).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: /调整积分/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /调整积分/ }), '-30');
    await user.type(within(dialog).getByRole('textbox', { name: /调整原因/ }), '兑换礼品');
    await user.click(within(dialog).getByRole('button', { name: '确定调整' }));
    expect(await screen.findByText('积分不足：当前积分25，调整后不能为负数')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '调整积分：张晓明' })).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: /调整积分/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /调整积分/ }), '-5');
    await user.click(within(dialog).getByRole('button', { name: '确定调整' }));
    await waitFor(() => expect(calls.adjust.at(-1)).toEqual({ readerId: '1', input: { delta: -5, reason: '兑换礼品' } }));
    expect(await screen.findByText('积分已调整')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '调整积分：张晓明' })).not.toBeInTheDocument());
  });

  it('调整积分 says what is wrong with the number in order (not a whole number, then too large) and sends nothing', async () => {
    const calls = backend();
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: '调整张晓明的积分' }));
    const dialog = await screen.findByRole('dialog', { name: '调整积分：张晓明' });
    const delta = within(dialog).getByRole('textbox', { name: /调整积分/ });
    await user.type(within(dialog).getByRole('textbox', { name: /调整原因/ }), '活动奖励');

    await user.type(delta, '2.5');
    await user.click(within(dialog).getByRole('button', { name: '确定调整' }));
    expect(await within(dialog).findByText('请输入整数积分，扣减请填负数')).toBeInTheDocument();
    // The helper line gives way to the error.
    expect(within(dialog).queryByText('调整后积分不能为负数')).toBeNull();

    await user.clear(delta);
    await user.type(delta, '100001');
    await user.click(within(dialog).getByRole('button', { name: '确定调整' }));
    expect(await within(dialog).findByText('单次调整不能超过100000分')).toBeInTheDocument();
    expect(within(dialog).queryByText('请输入整数积分，扣减请填负数')).toBeNull();
    expect(delta).toHaveAttribute('aria-invalid', 'true');
    expect(calls.adjust).toHaveLength(0);
  });
});
