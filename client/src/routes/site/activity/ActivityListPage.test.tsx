import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { ActivityListPage } from './ActivityListPage';

const routes = [
  { path: 'activity', element: <ActivityListPage /> },
  { path: 'activity/detail', element: <p>活动详情页</p> },
];

const item = (id: number, state: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Activity',
  id: String(id),
  title: `活动${id}`,
  category: 'LECTURE',
  cover: null,
  summary: `摘要${id}`,
  place: '总馆一楼报告厅',
  startsAt: '2026-12-05T06:00:00.000Z',
  endsAt: '2026-12-05T08:00:00.000Z',
  capacity: 30,
  placesLeft: 12,
  state,
  branch: null,
  library: { __typename: 'Library', id: '1', name: '钱塘市图书馆（总馆）' },
  ...extra,
});

function backend() {
  const calls: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('ActivityListPageQuery', ({ variables }) => {
      calls.push(variables);
      const past = (variables as { filter: { past: boolean } }).filter.past;
      const items = past ? [item(9, 'ENDED')] : [item(1, 'OPEN'), item(2, 'FULL', { placesLeft: 0 })];
      return HttpResponse.json({ data: { activities: { __typename: 'ActivityPage', total: items.length, page: 1, pageSize: 10, items } } });
    }),
  );
  return calls;
}

describe('活动 (/activity)', () => {
  it('lists upcoming activities soonest first, with state, time, place and places left', async () => {
    const calls = backend();
    renderRoutes(routes, '/activity');
    const open = (await screen.findByRole('link', { name: '活动1' })).closest('article')!;
    expect(within(open).getByText('报名中')).toBeInTheDocument();
    expect(within(open).getByText('限30人，剩余 12 个名额')).toBeInTheDocument();
    expect(within(open).getByText('钱塘市图书馆（总馆） · 总馆一楼报告厅')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: '活动2' }).closest('article')!).getByText('已满')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '活动1' })).toHaveAttribute('href', '/activity/detail?id=1');
    expect(calls[0]).toEqual({ filter: { past: false }, page: 1, pageSize: 10, order: 'ASC' });
    expect(screen.getByRole('heading', { level: 1, name: '全部活动' })).toBeInTheDocument();
  });

  it('filters by category (side navigation), state, and shows past ones latest first', async () => {
    const calls = backend();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/activity');
    await screen.findByRole('link', { name: '活动1' });
    await user.click(within(screen.getByRole('navigation', { name: '活动栏目' })).getByRole('link', { name: '亲子' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ filter: { category: 'FAMILY', past: false }, page: 1, pageSize: 10, order: 'ASC' }));
    expect(screen.getByRole('heading', { level: 1, name: '亲子' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: '活动状态' }), '报名中');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ filter: { category: 'FAMILY', past: false, state: 'OPEN' } }));
    expect(router.state.location.search).toBe('?category=FAMILY&state=OPEN');

    await user.click(screen.getByRole('tab', { name: '往期回顾' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ filter: { category: 'FAMILY', past: true }, page: 1, pageSize: 10, order: 'DESC' }));
    expect(await screen.findByRole('link', { name: '活动9' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '活动状态' })).toBeNull();
  });
});
