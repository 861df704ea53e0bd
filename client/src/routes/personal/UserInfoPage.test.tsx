import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { gqlError, graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { PersonalLayout } from './PersonalLayout';
import { LEVEL_NOTICE, UserInfoPage } from './UserInfoPage';

const routes = [
  { path: 'personal', element: <PersonalLayout />, children: [{ path: 'userInfo', element: <UserInfoPage /> }] },
  { path: 'index', element: <p>首页内容</p> },
];

const LAST_LOGIN = '2026-05-01T02:30:00.000Z';

function readerMe(level: number, phone: string | null = '13800000001') {
  server.use(
    graphql.query('UserInfoPageQuery', () =>
      HttpResponse.json({
        data: {
          readerMe: {
            __typename: 'Reader',
            id: '1',
            name: '张三',
            cardNumber: '2024000101',
            phone,
            level,
            lastLoginAt: LAST_LOGIN,
            createdAt: '2024-01-02T03:04:05.000Z',
          },
        },
      }),
    ),
  );
}

function loggedIn() {
  Cookies.set('token', 'reader-token', { path: '/' });
  Cookies.set('loginType', '2', { path: '/' });
  Cookies.set('userName', '2024000101', { path: '/' });
  localStorage.setItem('userInfo', JSON.stringify({ name: '张三', cardNumber: '2024000101', level: 2 }));
}

const valueOf = (label: string) => screen.getByText(label).nextElementSibling;

afterEach(() => {
  act(() => toaster.remove());
});

describe('UserInfoPage', () => {
  it('shows the profile with the phone masked, the level and the last login, inside the personal centre menu', async () => {
    loggedIn();
    readerMe(2);
    renderRoutes(routes, '/personal/userInfo');

    expect(await screen.findByText('138****0001')).toBeInTheDocument();
    expect(screen.queryByText('13800000001')).not.toBeInTheDocument();
    expect(valueOf('读者证号')).toHaveTextContent('2024000101');
    expect(valueOf('读者等级')).toHaveTextContent('普通读者');
    expect(valueOf('最近登录')).toHaveTextContent('2026-05-01 10:30');

    const menu = screen.getByRole('navigation', { name: '个人中心菜单' });
    expect(within(menu).getByRole('link', { name: '个人信息' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the level notice for a reader who is not of level 1 (after 2021-08-29)', async () => {
    loggedIn();
    readerMe(2);
    renderRoutes(routes, '/personal/userInfo');
    expect(await screen.findByText(LEVEL_NOTICE)).toBeInTheDocument();
  });

  it('shows 特殊等级 and no notice for level 1, and updates the stored user info', async () => {
    loggedIn();
    readerMe(1, null);
    renderRoutes(routes, '/personal/userInfo');
    await waitFor(() => expect(valueOf('读者等级')).toHaveTextContent('特殊等级'));
    expect(valueOf('手机号')).toHaveTextContent('未绑定');
    expect(screen.queryByText(LEVEL_NOTICE)).not.toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ level: 1 }));
  });

  it('退出登录 clears the reader cookies and the stored user info, then /index with 已退出登录', async () => {
    loggedIn();
    readerMe(2);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/personal/userInfo');
    await screen.findByText('138****0001');

    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(await screen.findByText('已退出登录')).toBeInTheDocument();
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('loginType')).toBeUndefined();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('退出所有设备 asks first, calls logoutEverywhere, then logs out here', async () => {
    loggedIn();
    readerMe(2);
    let revoked = 0;
    server.use(
      graphql.mutation('ReaderLogoutEverywhere', () => {
        revoked += 1;
        return HttpResponse.json({ data: { logoutEverywhere: true } });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/personal/userInfo');
    await screen.findByText('138****0001');

    await user.click(screen.getByRole('button', { name: '退出所有设备' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(revoked).toBe(0);

    await user.click(screen.getByRole('button', { name: '退出所有设备' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(revoked).toBe(1);
    expect(await screen.findByText('已退出登录')).toBeInTheDocument();
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('退出所有设备 stays logged in when the server refuses for another reason', async () => {
    loggedIn();
    readerMe(2);
    server.use(graphql.mutation('ReaderLogoutEverywhere', (): Response => gqlError('INTERNAL_SERVER_ERROR', 500, '服务器内部错误，请稍候再试')));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/personal/userInfo');
    await screen.findByText('138****0001');
    await user.click(screen.getByRole('button', { name: '退出所有设备' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('服务器内部错误，请稍候再试')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/personal/userInfo');
    expect(Cookies.get('token')).toBe('reader-token');
  });
});
