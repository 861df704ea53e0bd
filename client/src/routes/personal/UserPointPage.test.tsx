import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { PersonalLayout } from './PersonalLayout';
import { UserPointPage } from './UserPointPage';

const routes = [{ path: 'personal', element: <PersonalLayout />, children: [{ path: 'userPoint', element: <UserPointPage /> }] }];

const rule = (ruleId: string, action: string, name: string, points: number, dailyCap: number, todayPoints: number) => ({
  __typename: 'PointRuleProgress',
  ruleId,
  action,
  name,
  description: null,
  points,
  dailyCap,
  todayPoints,
});

const entry = (id: string, delta: number, reason: string, action: string | null, balanceAfter: number) => ({
  __typename: 'PointEntry',
  id,
  delta,
  reason,
  action,
  balanceAfter,
  createdAt: '2026-11-25T02:00:00.000Z',
});

function backend() {
  const calls: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('UserPointPageQuery', () =>
      HttpResponse.json({
        data: {
          myPoints: {
            __typename: 'MyPoints',
            balance: 37,
            today: '2026-11-25',
            todayPoints: 11,
            rules: [
              rule('1', 'LOGIN', '每日登录', 1, 1, 1),
              rule('2', 'READ30', '阅读30分钟', 2, 10, 10),
              rule('3', 'VOLUNTEER', '志愿服务', 20, 0, 0),
            ],
          },
        },
      }),
    ),
    graphql.query('UserPointEntriesQuery', ({ variables }) => {
      calls.push(variables);
      const all = [entry('3', -5, '兑换礼品', null, 37), entry('2', 2, '阅读30分钟', 'READ30', 42), entry('1', 1, '每日登录', 'LOGIN', 40)];
      const filter = (variables.filter ?? {}) as { direction?: string };
      const items = all.filter((e) => !filter.direction || (filter.direction === 'IN' ? e.delta > 0 : e.delta < 0));
      return HttpResponse.json({ data: { myPointEntries: { __typename: 'PointEntryPage', total: items.length, page: 1, pageSize: 10, items } } });
    }),
  );
  return calls;
}

describe('/personal/userPoint (我的积分)', () => {
  it('shows the balance, each rule with today’s progress against its cap, and the ledger', async () => {
    Cookies.set('token', 'reader-token', { path: '/' });
    backend();
    renderRoutes(routes, '/personal/userPoint');
    expect(await screen.findByRole('heading', { name: '我的积分', level: 1 })).toBeInTheDocument();
    expect(within(await screen.findByRole('group', { name: '当前积分' })).getByText('37')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '今日获得（2026-11-25）' })).getByText('11')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我的积分' })).toHaveAttribute('aria-current', 'page');
    const read = screen.getByRole('progressbar', { name: '阅读30分钟今日进度' });
    expect(read).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('今日 10/10 分')).toBeInTheDocument();
    expect(screen.getAllByText('今日已达上限')).toHaveLength(2);
    expect(screen.getByText('今日 0 分（不设上限）')).toBeInTheDocument();
    const ledger = await screen.findByRole('table', { name: '积分明细' });
    expect(within(within(ledger).getByText('兑换礼品').closest('tr')!).getByText('人工调整')).toBeInTheDocument();
    expect(within(ledger).getByText('-5')).toBeInTheDocument();
    expect(within(ledger).getByText('+2')).toBeInTheDocument();
  });

  it('filters the ledger by source, income or expense and dates (library days)', async () => {
    Cookies.set('token', 'reader-token', { path: '/' });
    const calls = backend();
    const user = userEvent.setup();
    renderRoutes(routes, '/personal/userPoint');
    await screen.findByRole('table', { name: '积分明细' });
    await user.selectOptions(screen.getByRole('combobox', { name: '收支' }), 'OUT');
    await waitFor(() => expect(screen.queryByText('+2')).not.toBeInTheDocument());
    expect(calls.at(-1)).toMatchObject({ filter: { direction: 'OUT' }, page: 1 });
    await user.selectOptions(screen.getByRole('combobox', { name: '积分来源' }), 'MANUAL');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ filter: { direction: 'OUT', manual: true } }));
    await user.selectOptions(screen.getByRole('combobox', { name: '积分来源' }), 'READ30');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ filter: { action: 'READ30' } }));
    await user.type(screen.getByLabelText('开始日期'), '2026-11-01');
    await user.type(screen.getByLabelText('结束日期'), '2026-11-25');
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        filter: { from: new Date('2026-11-01T00:00:00+08:00').toISOString(), to: new Date('2026-11-26T00:00:00+08:00').toISOString() },
      }),
    );
  });
});
