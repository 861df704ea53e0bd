import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, gqlError, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { AccountPage } from './AccountPage';

const routes = [
  { path: 'account', element: <AccountPage /> },
  { path: 'admin/home/carousel', element: <p>轮播图管理</p> },
];

const imageOf = (n: number) => `data:image/png;base64,Y2FwdGNoYS0${n}`;

/** Serves a new captcha on every LoginCaptcha call: key k1, k2, … */
function captchaHandler() {
  const state = { served: 0 };
  server.use(
    graphql.query('LoginCaptcha', () => {
      state.served += 1;
      return HttpResponse.json({
        data: {
          adminCaptcha: { __typename: 'Captcha', key: `k${state.served}`, image: imageOf(state.served), expiresAt: '2030-01-01T00:05:00.000Z' },
        },
      });
    }),
  );
  return state;
}

type AdminLoginInput = { username: string; password: string; captchaCode: string; captchaKey: string };

function loginHandler(answer: () => Response) {
  const sent: AdminLoginInput[] = [];
  server.use(
    graphql.mutation('AccountPageLogin', ({ variables }) => {
      sent.push(variables.input as AdminLoginInput);
      return answer();
    }),
  );
  return sent;
}

const success = () =>
  HttpResponse.json({
    data: {
      adminLogin: {
        __typename: 'AdminSession',
        token: 'admin-token-1',
        expiresAt: '2030-01-01T00:00:00.000Z',
        admin: { __typename: 'AdminUser', id: '1', name: '系统管理员', username: 'admin' },
      },
    },
  });

const fieldError = (field: string, message: string) =>
  HttpResponse.json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', status: 400, field } }] });

async function fillIn(user: ReturnType<typeof userEvent.setup>, captchaCode = 'ab3d') {
  await user.type(screen.getByLabelText('用户名'), 'admin');
  await user.type(screen.getByLabelText('密码'), 'admin123456');
  await user.type(screen.getByLabelText('验证码'), captchaCode);
}

const captchaImage = () => screen.findByAltText('验证码图片');

afterEach(() => {
  toaster.remove();
});

describe('AccountPage (administrator login)', () => {
  it('shows the captcha image and fetches a new one on a click on it or on 换一张', async () => {
    const captcha = captchaHandler();
    const user = userEvent.setup();
    renderRoutes(routes, '/account');

    expect(await captchaImage()).toHaveAttribute('src', imageOf(1));
    await user.click(await captchaImage());
    await waitFor(async () => expect(await captchaImage()).toHaveAttribute('src', imageOf(2)));
    await user.click(screen.getByRole('button', { name: '换一张' }));
    await waitFor(async () => expect(await captchaImage()).toHaveAttribute('src', imageOf(3)));
    expect(captcha.served).toBe(3);
  });

  it('logs in: stores the adminToken cookie and goes to /admin/home/carousel', async () => {
    captchaHandler();
    const sent = loginHandler(success);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/account');
    await captchaImage();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/home/carousel'));
    expect(sent).toEqual([{ username: 'admin', password: 'admin123456', captchaCode: 'ab3d', captchaKey: 'k1' }]);
    expect(Cookies.get('adminToken')).toBe('admin-token-1');
    expect(Cookies.get('token')).toBeUndefined();
    expect(await screen.findByText('登录成功')).toBeInTheDocument();
  });

  it('shows a wrong captcha under 验证码 and fetches a new captcha', async () => {
    const captcha = captchaHandler();
    const sent = loginHandler(() => fieldError('captchaCode', '验证码错误或已过期'));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/account');
    await captchaImage();

    await fillIn(user, 'zzzz');
    await user.click(screen.getByRole('button', { name: '登录' }));

    const code = screen.getByLabelText('验证码');
    await waitFor(() => expect(code).toHaveAccessibleDescription('验证码错误或已过期'));
    expect(screen.getAllByText('验证码错误或已过期')).toHaveLength(1);
    await waitFor(async () => expect(await captchaImage()).toHaveAttribute('src', imageOf(2)));
    expect(captcha.served).toBe(2);
    expect(code).toHaveValue('');
    expect(router.state.location.pathname).toBe('/account');
    expect(Cookies.get('adminToken')).toBeUndefined();

    // The next try carries the new captcha's key.
    await user.type(code, 'ab3d');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].captchaKey).toBe('k2');
  });

  it('shows a wrong password under 密码, with a new captcha', async () => {
    const captcha = captchaHandler();
    loginHandler(() => fieldError('password', '用户名或密码错误'));
    const user = userEvent.setup();
    renderRoutes(routes, '/account');
    await captchaImage();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('用户名或密码错误'));
    await waitFor(() => expect(captcha.served).toBe(2));
  });

  it('shows 429 as a toast', async () => {
    captchaHandler();
    loginHandler(() => gqlError('TOO_MANY_REQUESTS', 429, '登录尝试过于频繁，请8秒后再试'));
    const user = userEvent.setup();
    renderRoutes(routes, '/account');
    await captchaImage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('登录尝试过于频繁，请8秒后再试')).toBeInTheDocument();
    for (const label of ['用户名', '密码', '验证码']) expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
  });

  it('requires every field, 验证码 included, before sending', async () => {
    captchaHandler();
    const sent = loginHandler(success);
    const user = userEvent.setup();
    renderRoutes(routes, '/account');
    await captchaImage();

    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();

    await user.type(screen.getByLabelText('用户名'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'admin123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription('请输入验证码');
    expect(screen.getByLabelText('验证码')).toHaveFocus();
    expect(sent).toHaveLength(0);
  });
});
