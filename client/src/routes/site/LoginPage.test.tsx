import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, gqlError, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../../apollo/client';
import { Toaster } from '../../components/ui/ToasterView';
import { giveBackEarlyInput, keepEarlyInput } from '../../lib/early-input';
import { GlobalStateProvider } from '../../lib/global-state';
import { portalSystem } from '../../theme';
import { LoginPage } from './LoginPage';

const routes = [
  { path: 'login', element: <LoginPage /> },
  { path: 'index', element: <p>首页内容</p> },
  { path: 'personal/userInfo', element: <p>个人信息内容</p> },
];

const session = (loginType: number, token = 'reader-token-1', rights = ['DOWNLOAD', 'VENUE_BOOKING']) => ({
  data: {
    readerLogin: {
      __typename: 'ReaderSession',
      token,
      loginType,
      expiresAt: '2030-01-01T00:00:00.000Z',
      reader: { __typename: 'Reader', id: '1', name: '张三', cardNumber: '2024000101', level: 1, rights },
    },
  },
});

const fieldError = (field: string, message: string) =>
  HttpResponse.json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', status: 400, field } }] });

type LoginInput = { loginType: number; cardNumber?: string; password?: string; phone?: string; code?: string };

/** Answers LoginPageReaderLogin with `answer` and records what was sent. */
function loginHandler(answer: (input: LoginInput) => Response = (input) => HttpResponse.json(session(input.loginType))) {
  const sent: LoginInput[] = [];
  server.use(
    graphql.mutation('LoginPageReaderLogin', ({ variables }) => {
      sent.push(variables.input as LoginInput);
      return answer(variables.input as LoginInput);
    }),
  );
  return sent;
}

function smsHandler(
  answer: () => Response = () =>
    HttpResponse.json({ data: { sendSmsCode: { __typename: 'SmsCodeSent', resendAfter: 60, expiresAt: '2030-01-01T00:05:00.000Z' } } }),
) {
  const phones: string[] = [];
  server.use(
    graphql.mutation('LoginPageSendSmsCode', ({ variables }) => {
      phones.push((variables.input as { phone: string }).phone);
      return answer();
    }),
  );
  return phones;
}

afterEach(() => {
  toaster.remove();
});

describe('LoginPage: reader card (login type 2)', () => {
  it('logs in, stores the token and loginType=2 cookies and the user info, then goes to /index', async () => {
    const sent = loginHandler();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/login');

    await user.type(screen.getByLabelText('读者证号'), '2024000101');
    await user.type(screen.getByLabelText('密码'), 'reader123');
    await user.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(sent).toEqual([{ loginType: 2, cardNumber: '2024000101', password: 'reader123' }]);
    expect(Cookies.get('token')).toBe('reader-token-1');
    expect(Cookies.get('loginType')).toBe('2');
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual({ name: '张三', cardNumber: '2024000101', level: 1 });
    expect(await screen.findByText('登录成功')).toBeInTheDocument();
    expect(screen.getByText('首页内容')).toBeInTheDocument();
  });

  it('goes to a same-site ?redirect= path, and to /index for anything else', async () => {
    loginHandler();
    const user = userEvent.setup();
    const { router, unmount } = renderRoutes(routes, '/login?redirect=%2Fpersonal%2FuserInfo');
    await user.type(screen.getByLabelText('读者证号'), '2024000101');
    await user.type(screen.getByLabelText('密码'), 'reader123');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal/userInfo'));
    unmount();

    for (const target of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      const rendered = renderRoutes(routes, `/login?redirect=${encodeURIComponent(target)}`);
      await user.type(screen.getByLabelText('读者证号'), '2024000101');
      await user.type(screen.getByLabelText('密码'), 'reader123');
      await user.click(screen.getByRole('button', { name: '登录' }));
      await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/index'));
      rendered.unmount();
    }
  });

  it('shows a wrong password under 密码 (not as a toast) and remembers the typed card number', async () => {
    loginHandler(() => fieldError('password', '读者证号或密码错误'));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/login');

    await user.type(screen.getByLabelText('读者证号'), '2024000101');
    await user.type(screen.getByLabelText('密码'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: '登录' }));

    const password = screen.getByLabelText('密码');
    await waitFor(() => expect(password).toHaveAccessibleDescription('读者证号或密码错误'));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('读者证号或密码错误')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('userName')).toBe('2024000101');

    // Typing again clears the message.
    await user.type(password, 'x');
    expect(screen.queryByText('读者证号或密码错误')).not.toBeInTheDocument();
  });

  it('shows the captcha when the server asks for one after repeated failures, and sends it with the next try', async () => {
    let served = 0;
    server.use(
      graphql.query('LoginCaptcha', () => {
        served += 1;
        return HttpResponse.json({
          data: {
            adminCaptcha: {
              __typename: 'Captcha',
              key: `k${served}`,
              image: 'data:image/png;base64,iVBORw0KGgo=',
              expiresAt: '2030-01-01T00:05:00.000Z',
            },
          },
        });
      }),
    );
    const sent = loginHandler((input) =>
      (input as { captchaCode?: string }).captchaCode === 'ab12'
        ? HttpResponse.json(session(2))
        : fieldError('captchaCode', '登录失败次数较多，请输入图形验证码'),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/login');
    expect(screen.queryByLabelText('图形验证码')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('读者证号'), '2024000101');
    await user.type(screen.getByLabelText('密码'), 'reader123');
    await user.click(screen.getByRole('button', { name: '登录' }));

    const answer = await screen.findByLabelText('图形验证码');
    await waitFor(() => expect(answer).toHaveAccessibleDescription('登录失败次数较多，请输入图形验证码'));
    expect(await screen.findByAltText('验证码图片')).toBeInTheDocument();
    await user.type(answer, 'ab12');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(sent.at(-1)).toMatchObject({
      loginType: 2,
      cardNumber: '2024000101',
      password: 'reader123',
      captchaCode: 'ab12',
      captchaKey: `k${served}`,
    });
  });

  it('shows other failures (429) with the toaster', async () => {
    loginHandler(() => gqlError('TOO_MANY_REQUESTS', 429, '登录尝试过于频繁，请8秒后再试'));
    const user = userEvent.setup();
    renderRoutes(routes, '/login');
    await user.type(screen.getByLabelText('读者证号'), '2024000101');
    await user.type(screen.getByLabelText('密码'), 'reader123');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('登录尝试过于频繁，请8秒后再试')).toBeInTheDocument();
    expect(screen.getByLabelText('密码')).not.toHaveAttribute('aria-invalid');
  });

  it('checks the fields before sending', async () => {
    const sent = loginHandler();
    const user = userEvent.setup();
    renderRoutes(routes, '/login');

    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入读者证号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByLabelText('读者证号')).toHaveFocus();

    await user.type(screen.getByLabelText('读者证号'), '2024000101');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.queryByText('请输入读者证号')).not.toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('prefills the remembered card number, and links the agreement pages', () => {
    Cookies.set('userName', '2024000101');
    renderRoutes(routes, '/login');
    expect(screen.getByLabelText('读者证号')).toHaveValue('2024000101');
    expect(screen.getByRole('tab', { name: '读者证登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: '《用户服务协议》' })).toHaveAttribute('href', '/userProtocol');
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/privacyPolicy');
    expect(screen.getByText(/登录即表示同意/).textContent).toBe('登录即表示同意《用户服务协议》和《隐私政策》');
  });
});

describe('LoginPage: phone and SMS code (login type 1)', () => {
  it('获取验证码 sends the code, counts down disabled, and the login is sent with login type 1', async () => {
    const phones = smsHandler();
    const sent = loginHandler();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/login');

    await user.click(screen.getByRole('tab', { name: '手机验证码登录' }));
    await user.type(screen.getByLabelText('手机号'), '13800000001');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));

    const countdown = await screen.findByRole('button', { name: '60秒后重新获取' });
    expect(countdown).toBeDisabled();
    expect(phones).toEqual(['13800000001']);
    expect(await screen.findByText('验证码已发送，请注意查收')).toBeInTheDocument();

    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(sent).toEqual([{ loginType: 1, phone: '13800000001', code: '123456' }]);
    expect(Cookies.get('token')).toBe('reader-token-1');
    expect(Cookies.get('loginType')).toBe('1');
  });

  it('enables the button again when the countdown from resendAfter ends', async () => {
    smsHandler(() =>
      HttpResponse.json({ data: { sendSmsCode: { __typename: 'SmsCodeSent', resendAfter: 2, expiresAt: '2030-01-01T00:05:00.000Z' } } }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/login');
    await user.click(screen.getByRole('tab', { name: '手机验证码登录' }));
    await user.type(screen.getByLabelText('手机号'), '13800000001');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '2秒后重新获取' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: '1秒后重新获取' }, { timeout: 2000 })).toBeDisabled();
    expect(await screen.findByRole('button', { name: '获取验证码' }, { timeout: 2500 })).toBeEnabled();
  });

  it('checks the phone and the code before sending anything', async () => {
    const phones = smsHandler();
    const sent = loginHandler();
    const user = userEvent.setup();
    renderRoutes(routes, '/login');
    await user.click(screen.getByRole('tab', { name: '手机验证码登录' }));

    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();

    await user.type(screen.getByLabelText('手机号'), '2380000000');
    await user.type(screen.getByLabelText('验证码'), '12a3');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入有效的手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入6位验证码')).toBeInTheDocument();
    expect(screen.getByLabelText('验证码')).toHaveValue('123');

    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByText('请输入有效的手机号')).toBeInTheDocument();
    expect(phones).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });

  it('shows a wrong code under 验证码, and a refused code request (429) as a toast without a countdown', async () => {
    smsHandler(() => gqlError('TOO_MANY_REQUESTS', 429, '验证码发送过于频繁，请1分钟后再试'));
    loginHandler(() => fieldError('code', '手机号或验证码错误'));
    const user = userEvent.setup();
    renderRoutes(routes, '/login');
    await user.click(screen.getByRole('tab', { name: '手机验证码登录' }));
    await user.type(screen.getByLabelText('手机号'), '13800000001');

    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码发送过于频繁，请1分钟后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();

    await user.type(screen.getByLabelText('验证码'), '000000');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription('手机号或验证码错误'));
    expect(Cookies.get('userName')).toBe('13800000001');
  });

  it('opens on this tab with the remembered phone', () => {
    Cookies.set('userName', '13800000001');
    renderRoutes(routes, '/login');
    expect(screen.getByRole('tab', { name: '手机验证码登录' })).toHaveAttribute('aria-selected', 'true');
    const form = screen.getByRole('form', { name: '手机验证码登录' });
    expect(within(form).getByLabelText('手机号')).toHaveValue('13800000001');
  });
});

describe('LoginPage: typed before the app starts (a server-rendered page, lib/early-input.ts)', () => {
  /** The page as the server renders it, typed into before hydrating, then hydrated and given back what was typed. */
  async function typeBeforeHydrating(typed: Record<string, string>) {
    const tree = () => {
      const router = createMemoryRouter([{ path: '/', children: routes }], { initialEntries: ['/login'] });
      return {
        router,
        element: (
          <ChakraProvider value={portalSystem()}>
            <ApolloProvider client={createApolloClient()}>
              <GlobalStateProvider>
                <RouterProvider router={router} useTransitions={false} />
                <Toaster />
              </GlobalStateProvider>
            </ApolloProvider>
          </ChakraProvider>
        ),
      };
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree().element);
    document.body.append(container);
    keepEarlyInput(document);
    for (const [name, value] of Object.entries(typed)) {
      const field = container.querySelector<HTMLInputElement>(`form[aria-label="读者证登录"] input[name="${name}"]`)!;
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const { router, element } = tree();
    render(element, { container, hydrate: true });
    await act(async () => giveBackEarlyInput(document));
    return { container, router };
  }

  it('keeps method="post" and logs in with what was typed before the app started', async () => {
    const sent = loginHandler();
    const { container, router } = await typeBeforeHydrating({ cardNumber: '2024000101', password: 'reader123' });
    const form = container.querySelector('form[aria-label="读者证登录"]')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(screen.getByLabelText('读者证号')).toHaveValue('2024000101');
    await userEvent.setup().click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(sent).toEqual([{ loginType: 2, cardNumber: '2024000101', password: 'reader123' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  });
});
