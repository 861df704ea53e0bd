import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { PersonalLayout } from './PersonalLayout';
import { UserActivityPage } from './UserActivityPage';

const routes = [
  { path: 'personal', element: <PersonalLayout />, children: [{ path: 'userActivity', element: <UserActivityPage /> }] },
  { path: 'activity', element: <p>活动列表页</p> },
  { path: 'activity/detail', element: <p>活动详情页</p> },
];

const signUp = (id: number, status: string, state: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ActivitySignUp',
  id: String(id),
  status,
  waitingPosition: null,
  queuedAt: '2026-11-20T02:00:00.000Z',
  checkedInAt: null,
  activity: {
    __typename: 'Activity',
    id: String(100 + id),
    title: `活动${id}`,
    place: '总馆一楼报告厅',
    startsAt: '2026-12-05T06:00:00.000Z',
    endsAt: '2026-12-05T08:00:00.000Z',
    state,
    branch: null,
    library: { __typename: 'Library', id: '1', name: '钱塘市图书馆（总馆）' },
  },
  ...extra,
});

function backend(items: ReturnType<typeof signUp>[]) {
  const calls = { list: [] as Array<Record<string, unknown>>, cancel: [] as string[] };
  server.use(
    graphql.query('UserActivityPageQuery', ({ variables }) => {
      calls.list.push(variables);
      const { page, pageSize, status } = variables as { page: number; pageSize: number; status?: string };
      const matching = items.filter((s) => !status || s.status === status);
      return HttpResponse.json({
        data: { myActivitySignUps: { __typename: 'ActivitySignUpPage', total: matching.length, page, pageSize, items: matching } },
      });
    }),
    graphql.mutation('UserActivityPageCancel', ({ variables }) => {
      calls.cancel.push((variables as { activityId: string }).activityId);
      const item = items.find((s) => s.activity.id === (variables as { activityId: string }).activityId)!;
      item.status = 'CANCELLED';
      return HttpResponse.json({ data: { cancelActivitySignUp: { __typename: 'ActivitySignUp', id: item.id, status: 'CANCELLED' } } });
    }),
  );
  return calls;
}

const loggedIn = () => Cookies.set('token', 'reader-token', { path: '/' });
const card = async (title: string) => (await screen.findByRole('link', { name: title })).closest('li')!;

describe('我的活动 (/personal/userActivity)', () => {
  it('lists the sign-ups with their state, in the personal centre menu', async () => {
    loggedIn();
    const calls = backend([
      signUp(1, 'SIGNED_UP', 'OPEN'),
      signUp(2, 'WAITING', 'FULL', { waitingPosition: 3 }),
      signUp(3, 'CANCELLED', 'OPEN'),
      signUp(4, 'SIGNED_UP', 'ENDED', { checkedInAt: '2026-11-01T01:00:00.000Z' }),
    ]);
    renderRoutes(routes, '/personal/userActivity');
    expect(within(await card('活动1')).getByText('报名成功')).toBeInTheDocument();
    expect(within(await card('活动2')).getByText('候补中 第3位')).toBeInTheDocument();
    expect(within(await card('活动3')).getByText('已取消')).toBeInTheDocument();
    const past = await card('活动4');
    expect(within(past).getByText('已签到')).toBeInTheDocument();
    expect(within(past).getByText('已结束')).toBeInTheDocument();
    // Cancel only before the start, and not twice.
    expect(within(await card('活动1')).getByRole('button', { name: '取消报名' })).toBeInTheDocument();
    expect(within(await card('活动2')).getByRole('button', { name: '取消候补' })).toBeInTheDocument();
    expect(within(await card('活动3')).queryByRole('button')).toBeNull();
    expect(within(past).queryByRole('button')).toBeNull();

    const menu = screen.getByRole('navigation', { name: '个人中心菜单' });
    expect(within(menu).getByRole('link', { name: '我的活动' })).toHaveAttribute('aria-current', 'page');
    expect(calls.list[0]).toEqual({ page: 1, pageSize: 10 });
  });

  it('cancels after confirming and filters by state', async () => {
    loggedIn();
    const calls = backend([signUp(1, 'SIGNED_UP', 'OPEN'), signUp(2, 'WAITING', 'FULL', { waitingPosition: 1 })]);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/personal/userActivity');
    await user.click(within(await card('活动1')).getByRole('button', { name: '取消报名' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已取消报名')).toBeInTheDocument();
    expect(calls.cancel).toEqual(['101']);
    await waitFor(async () => expect(within(await card('活动1')).getByText('已取消')).toBeInTheDocument());

    await user.selectOptions(screen.getByRole('combobox', { name: '报名状态' }), '候补中');
    await waitFor(() => expect(calls.list.at(-1)).toEqual({ page: 1, pageSize: 10, status: 'WAITING' }));
    expect(router.state.location.search).toBe('?status=WAITING');
    await waitFor(() => expect(screen.queryByRole('link', { name: '活动1' })).toBeNull());
  });

  it('says so when there are none, with a way to the activities', async () => {
    loggedIn();
    backend([]);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/personal/userActivity');
    expect(await screen.findByText('暂无活动报名')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '浏览活动' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity'));
  });
});
