import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { renderRoutes } from '../../test/render';
import { AdminListPage } from '../crud/AdminListPage';
import { mockMutation } from '../crud/test-fixtures';
import { mockItem, mockList } from './catalogue-fixtures';
import { pointRuleAdmin } from './point-rule.admin';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  act(() => toaster.remove());
});

const rule = (id: string, action: string, name: string, points: number, dailyCap: number, enabled = true) => ({
  __typename: 'PointRule',
  id,
  action,
  name,
  description: null,
  points,
  dailyCap,
  enabled,
  sort: Number(id),
});
const RULES = [rule('1', 'LOGIN', '每日登录', 1, 1), rule('2', 'READ30', '阅读30分钟', 2, 10), rule('3', 'VOLUNTEER', '志愿服务', 20, 0, false)];

function renderScreen() {
  renderRoutes([{ path: 'admin/userStore/integrationRule', element: <AdminListPage config={pointRuleAdmin} /> }], '/admin/userStore/integrationRule');
  return userEvent.setup();
}

describe('积分规则 (userStore/integrationRule)', () => {
  it('lists the rules with points, daily caps and state; rules are edited and toggled, not added or removed', async () => {
    mockList('AdminPointRulesQuery', 'PointRulePage', RULES);
    renderScreen();
    const read = (await screen.findAllByText('阅读30分钟'))[0].closest('tr')!;
    expect(within(read).getByText('10分')).toBeInTheDocument();
    const volunteer = screen.getAllByText('志愿服务')[0].closest('tr')!;
    expect(within(volunteer).getByText('不限')).toBeInTheDocument();
    expect(within(volunteer).getByRole('button', { name: '启用' })).toBeInTheDocument();
    expect(within(read).getByRole('button', { name: '停用' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(within(read).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });

  it('编辑 saves new points and cap; 停用 disables a rule', async () => {
    mockList('AdminPointRulesQuery', 'PointRulePage', RULES);
    mockItem('AdminPointRuleQuery', RULES[1]);
    const updated = mockMutation('UpdatePointRule', { __typename: 'PointRule', id: '2' });
    const disabled = mockMutation('DisablePointRule', { ...RULES[1], enabled: false });
    const user = renderScreen();
    const read = (await screen.findAllByText('阅读30分钟'))[0].closest('tr')!;
    await user.click(within(read).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: /编辑积分规则/ });
    const cap = await within(dialog).findByRole('spinbutton', { name: /每日上限/ });
    await user.clear(cap);
    await user.type(cap, '12');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updated.at(-1)).toMatchObject({ id: '2', input: { dailyCap: 12, points: 2, name: '阅读30分钟' } }));

    await user.click(within(read).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(disabled).toEqual([{ id: '2' }]));
  });
});
