import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Navigate } from 'react-router-dom';
import { loggedIn } from '../../features/interaction/test-fixtures';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { PersonalLayout } from './PersonalLayout';
import { UNSUBSCRIBED, UserSubscriptionPage } from './UserSubscriptionPage';

const routes = [
  {
    path: 'personal',
    element: <PersonalLayout />,
    children: [
      { path: 'userSubscription', element: <Navigate to="newspaper" replace /> },
      { path: 'userSubscription/:kind', element: <UserSubscriptionPage /> },
    ],
  },
];

interface Sub {
  id: string;
  kind: 'newspaper' | 'journal';
  resourceId: string;
  title: string;
  newIssues: number;
}

function subscriptionsServer(subs: Sub[]) {
  const queries: string[] = [];
  const removed: string[] = [];
  server.use(
    graphql.query('MySubscriptions', ({ variables }) => {
      const { kind, page, pageSize } = variables as { kind: string; page: number; pageSize: number };
      queries.push(kind);
      const matching = subs.filter((sub) => sub.kind === kind);
      return HttpResponse.json({
        data: {
          mySubscriptions: {
            __typename: 'ReaderMarkPage',
            total: matching.length,
            page,
            pageSize,
            items: matching.slice((page - 1) * pageSize, page * pageSize).map((sub) => ({
              __typename: 'ReaderMark',
              id: sub.id,
              createdAt: '2026-02-01T01:00:00.000Z',
              newIssues: sub.newIssues,
              resource: {
                __typename: sub.kind === 'journal' ? 'Journal' : 'Newspaper',
                id: sub.resourceId,
                kind: sub.kind,
                title: sub.title,
                cover: null,
                publisher: '人民出版社',
                frequency: sub.kind === 'journal' ? '月刊' : '日报',
              },
            })),
          },
        },
      });
    }),
    graphql.mutation('UnsubscribeResource', ({ variables }) => {
      const resourceId = String(variables.resourceId);
      removed.push(resourceId);
      subs.splice(
        subs.findIndex((sub) => sub.resourceId === resourceId),
        1,
      );
      return HttpResponse.json({ data: { unsubscribeResource: { __typename: 'ReaderResourceState', resourceId, subscribed: false } } });
    }),
  );
  return { queries, removed };
}

const SUBS: Sub[] = [
  { id: 's1', kind: 'newspaper', resourceId: '11', title: '人民日报', newIssues: 3 },
  { id: 's2', kind: 'newspaper', resourceId: '12', title: '光明日报', newIssues: 0 },
  { id: 's3', kind: 'journal', resourceId: '21', title: '读者', newIssues: 1 },
];

const itemOf = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;

describe('UserSubscriptionPage (/personal/userSubscription/newspaper|journal)', () => {
  it('lists the newspapers with a 新 badge and the count of new editions where there are some', async () => {
    loggedIn();
    const { queries } = subscriptionsServer([...SUBS]);
    const { router } = renderRoutes(routes, '/personal/userSubscription');
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal/userSubscription/newspaper'));

    expect(await screen.findByRole('link', { name: '人民日报' })).toHaveAttribute('href', '/resources/newspaper/detail?id=11');
    const fresh = itemOf('人民日报');
    expect(within(fresh).getByText('新 3')).toHaveAccessibleName('新：3 期新内容');
    expect(within(fresh).getByText(/更新了 3 期新内容/)).toBeInTheDocument();
    expect(within(fresh).getByText('人民出版社 · 日报')).toBeInTheDocument();
    expect(within(itemOf('光明日报')).queryByText(/^新/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '读者' })).not.toBeInTheDocument();
    expect(queries).toEqual(['newspaper']);

    const menu = screen.getByRole('navigation', { name: '个人中心菜单' });
    expect(within(menu).getByRole('link', { name: '我的订阅' })).toHaveAttribute('aria-current', 'page');
  });

  it('the 期刊 tab opens /personal/userSubscription/journal', async () => {
    loggedIn();
    subscriptionsServer([...SUBS]);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/personal/userSubscription/newspaper');
    await screen.findByRole('link', { name: '人民日报' });
    await user.click(screen.getByRole('tab', { name: '期刊' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal/userSubscription/journal'));
    expect(await screen.findByRole('link', { name: '读者' })).toHaveAttribute('href', '/resources/journal/detail?id=21');
    expect(within(itemOf('读者')).getByText('新 1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '期刊' })).toHaveAttribute('aria-selected', 'true');
  });

  it('取消订阅 asks, removes it and says 已取消订阅; the last one leaves the empty state', async () => {
    loggedIn();
    const { removed } = subscriptionsServer([SUBS[2]]);
    const user = userEvent.setup();
    renderRoutes(routes, '/personal/userSubscription/journal');
    await screen.findByRole('link', { name: '读者' });
    await user.click(screen.getByRole('button', { name: '取消订阅《读者》' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText(UNSUBSCRIBED)).toBeInTheDocument();
    expect(await screen.findByText('还没有订阅期刊')).toBeInTheDocument();
    expect(removed).toEqual(['21']);
  });

  it('an unknown kind goes to the newspapers', async () => {
    loggedIn();
    subscriptionsServer([...SUBS]);
    const { router } = renderRoutes(routes, '/personal/userSubscription/book');
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal/userSubscription/newspaper'));
    expect(await screen.findByRole('link', { name: '人民日报' })).toBeInTheDocument();
  });
});
