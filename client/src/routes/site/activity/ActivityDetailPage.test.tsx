import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { gqlError, graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { ActivityDetailPage } from './ActivityDetailPage';

const routes = [
  { path: 'activity/detail', element: <ActivityDetailPage /> },
  { path: 'login', element: <p>登录页</p> },
  { path: 'personal/userActivity', element: <p>我的活动页</p> },
];

type SignUp = { status: 'SIGNED_UP' | 'WAITING' | 'CANCELLED'; waitingPosition: number | null; checkedInAt?: string | null } | null;

const activity = (state: string, extra: Record<string, unknown> = {}, mySignUp: SignUp = null) => ({
  __typename: 'Activity',
  id: '7',
  title: '古籍修复体验课：线装书的四眼装订',
  category: 'TRAINING',
  cover: '/uploads/demo/activity-5.jpg',
  summary: '学习线装书的装订',
  body: '<p>线装是中国古籍最具代表性的装帧形式。</p>',
  place: '总馆四楼古籍修复室',
  startsAt: '2026-12-05T06:00:00.000Z',
  endsAt: '2026-12-05T09:00:00.000Z',
  signUpStartsAt: '2026-11-20T00:00:00.000Z',
  signUpEndsAt: null,
  capacity: 3,
  signedUpCount: 2,
  placesLeft: 1,
  waitingCount: 0,
  state,
  branch: null,
  library: { __typename: 'Library', id: '1', name: '钱塘市图书馆（总馆）', address: '之江大道1288号' },
  mySignUp: mySignUp && { __typename: 'ActivitySignUp', id: '90', checkedInAt: null, ...mySignUp },
  ...extra,
});

/** Answers the detail with `current()` and records the mutations. */
function backend(current: () => ReturnType<typeof activity>) {
  const calls = { signUp: 0, cancel: 0 };
  server.use(
    graphql.query('ActivityDetailPageQuery', () => HttpResponse.json({ data: { activity: current() } })),
    graphql.mutation('ActivityDetailPageSignUp', () => {
      calls.signUp += 1;
      return HttpResponse.json({
        data: { signUpForActivity: { __typename: 'ActivitySignUp', id: '90', status: 'SIGNED_UP', waitingPosition: null } },
      });
    }),
    graphql.mutation('ActivityDetailPageCancel', () => {
      calls.cancel += 1;
      return HttpResponse.json({ data: { cancelActivitySignUp: { __typename: 'ActivitySignUp', id: '90', status: 'CANCELLED' } } });
    }),
  );
  return calls;
}

const loggedIn = () => Cookies.set('token', 'reader-token', { path: '/' });
afterEach(() => Cookies.remove('token', { path: '/' }));

const panel = async () => screen.findByRole('region', { name: '报名' });

describe('活动详情 (/activity/detail)', () => {
  it('shows the cover, time, place and places left; a reader signs up and sees it', async () => {
    loggedIn();
    let signedUp = false;
    const calls = backend(() =>
      signedUp ? activity('OPEN', { signedUpCount: 3, placesLeft: 0 }, { status: 'SIGNED_UP', waitingPosition: null }) : activity('OPEN'),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/activity/detail?id=7');
    expect(await screen.findByRole('heading', { level: 1, name: '古籍修复体验课：线装书的四眼装订' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '古籍修复体验课：线装书的四眼装订封面' })).toBeInTheDocument();
    expect(screen.getByText('钱塘市图书馆（总馆） · 总馆四楼古籍修复室')).toBeInTheDocument();
    expect(screen.getByText('报名中')).toBeInTheDocument();
    expect(within(await panel()).getByText(/剩余名额/)).toHaveTextContent('限 3 人，已报名 2 人，剩余名额 1 个');
    expect(screen.getByText('线装是中国古籍最具代表性的装帧形式。')).toBeInTheDocument();

    signedUp = true;
    await user.click(within(await panel()).getByRole('button', { name: '报名' }));
    expect(await screen.findByText('报名成功')).toBeInTheDocument();
    expect(await within(await panel()).findByText('我的报名：报名成功')).toBeInTheDocument();
    expect(within(await panel()).getByRole('button', { name: '取消报名' })).toBeInTheDocument();
    expect(calls.signUp).toBe(1);
  });

  it('asks a guest to log in, coming back to the activity', async () => {
    const calls = backend(() => activity('OPEN'));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/activity/detail?id=7');
    await user.click(within(await panel()).getByRole('button', { name: '登录后报名' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/activity/detail?id=7')}`);
    expect(calls.signUp).toBe(0);
  });

  it('offers 候补 when full, and shows the place in the queue', async () => {
    loggedIn();
    backend(() => activity('FULL', { signedUpCount: 3, placesLeft: 0, waitingCount: 2 }));
    renderRoutes(routes, '/activity/detail?id=7');
    const region = await panel();
    expect(within(region).getByRole('button', { name: '候补' })).toBeInTheDocument();
    expect(within(region).getByText(/候补 2 人/)).toBeInTheDocument();
  });

  it('a waiting reader sees 候补中 第N位 and may cancel after confirming', async () => {
    loggedIn();
    let cancelled = false;
    const calls = backend(() =>
      activity(
        'FULL',
        { placesLeft: 0, signedUpCount: 3 },
        cancelled ? { status: 'CANCELLED', waitingPosition: null } : { status: 'WAITING', waitingPosition: 2 },
      ),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/activity/detail?id=7');
    expect(await within(await panel()).findByText('我的报名：候补中 第2位')).toBeInTheDocument();
    cancelled = true;
    await user.click(within(await panel()).getByRole('button', { name: '取消候补' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已取消候补')).toBeInTheDocument();
    expect(calls.cancel).toBe(1);
    // Cancelled: the activity is full, so the reader may join the queue again.
    expect(await within(await panel()).findByRole('button', { name: '候补' })).toBeInTheDocument();
  });

  it.each([
    ['NOT_OPEN', '报名未开始'],
    ['CLOSED', '报名已截止'],
    ['ONGOING', '活动进行中'],
    ['ENDED', '活动已结束'],
  ])('in state %s the button says %s and is disabled', async (state, label) => {
    loggedIn();
    backend(() => activity(state));
    renderRoutes(routes, '/activity/detail?id=7');
    expect(within(await panel()).getByRole('button', { name: label })).toBeDisabled();
  });

  it('a past activity keeps the reader’s 已签到 without a cancel button; no sign-up needed says so', async () => {
    loggedIn();
    backend(() => activity('ENDED', {}, { status: 'SIGNED_UP', waitingPosition: null, checkedInAt: '2026-11-01T01:00:00.000Z' }));
    const { unmount } = renderRoutes(routes, '/activity/detail?id=7');
    const region = await panel();
    expect(within(region).getByText('我的报名：已签到')).toBeInTheDocument();
    expect(within(region).queryByRole('button')).toBeNull();
    unmount();

    backend(() => activity('NO_SIGN_UP', { capacity: 0, placesLeft: 0, signedUpCount: 0 }));
    renderRoutes(routes, '/activity/detail?id=7');
    expect(within(await panel()).getByText('本活动无需报名，欢迎直接参加')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    loggedIn();
    backend(() => activity('OPEN'));
    server.use(graphql.mutation('ActivityDetailPageSignUp', () => gqlError('BAD_USER_INPUT', 400, '报名已结束')));
    const user = userEvent.setup();
    renderRoutes(routes, '/activity/detail?id=7');
    await user.click(within(await panel()).getByRole('button', { name: '报名' }));
    expect(await screen.findByText('报名已结束')).toBeInTheDocument();
  });

  it('says so for an unknown activity', async () => {
    server.use(graphql.query('ActivityDetailPageQuery', () => gqlError('NOT_FOUND', 404, '页面未找到。')));
    renderRoutes(routes, '/activity/detail?id=999');
    expect(await screen.findByText('该活动不存在或已下线')).toBeInTheDocument();
  });
});
