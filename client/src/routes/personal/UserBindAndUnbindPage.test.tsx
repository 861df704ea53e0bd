import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { PersonalLayout } from './PersonalLayout';
import { UserBindAndUnbindPage } from './UserBindAndUnbindPage';

const routes = [{ path: 'personal', element: <PersonalLayout />, children: [{ path: 'UserBindAndUnbind', element: <UserBindAndUnbindPage /> }] }];

const QR_IMAGE = 'data:image/png;base64,iVBORw0KGgo=';

function fieldError(code: string, status: number, message: string, field?: string): Response {
  return HttpResponse.json({ errors: [{ message, extensions: { code, status, ...(field ? { field } : {}) } }] });
}

/** A server with one reader whose bound phone the mutations change; records what was asked. */
function account(initialPhone: string | null) {
  const state = { phone: initialPhone, sent: [] as string[], binds: [] as unknown[], unbinds: [] as unknown[] };
  const reader = () => ({ __typename: 'Reader', id: '7', cardNumber: '2024000102', phone: state.phone });
  server.use(
    graphql.query('UserBindAndUnbindPageQuery', () => HttpResponse.json({ data: { readerMe: reader() } })),
    // The page's 通知设置 card (tested in NoticeSettingsCard.test.tsx).
    graphql.query('NoticeSettingsQuery', () =>
      HttpResponse.json({ data: { readerMe: { ...reader(), email: null, noticeChannels: state.phone ? ['SMS'] : [] } } }),
    ),
    graphql.query('UserCardQrCodeQuery', () =>
      HttpResponse.json({ data: { myCardQrCode: { __typename: 'QrCode', text: '2024000102', image: QR_IMAGE } } }),
    ),
    graphql.mutation('UserBindSendSmsCode', ({ variables }) => {
      state.sent.push((variables.input as { phone: string }).phone);
      return HttpResponse.json({ data: { sendSmsCode: { __typename: 'SmsCodeSent', resendAfter: 60 } } });
    }),
    graphql.mutation('BindPhone', ({ variables }): Response => {
      state.binds.push(variables);
      if (variables.code !== '123456') return fieldError('BAD_USER_INPUT', 400, '验证码错误或已过期', 'code');
      if (variables.phone === '13800000001') return fieldError('BAD_USER_INPUT', 400, '该手机号已绑定其他读者证', 'phone');
      state.phone = variables.phone as string;
      return HttpResponse.json({ data: { bindPhone: { __typename: 'Reader', id: '7', phone: state.phone } } });
    }),
    graphql.mutation('UnbindPhone', ({ variables }): Response => {
      state.unbinds.push(variables);
      if (variables.code !== '654321') return fieldError('BAD_USER_INPUT', 400, '验证码错误或已过期', 'code');
      state.phone = null;
      return HttpResponse.json({ data: { unbindPhone: { __typename: 'Reader', id: '7', phone: null } } });
    }),
  );
  return state;
}

beforeEach(() => {
  Cookies.set('token', 'reader-token', { path: '/' });
  Cookies.set('loginType', '2', { path: '/' });
});
afterEach(() => {
  act(() => toaster.remove());
});

describe('UserBindAndUnbindPage', () => {
  it('shows 未绑定, the card QR code, and the page in the personal centre menu', async () => {
    account(null);
    renderRoutes(routes, '/personal/UserBindAndUnbind');
    expect(await screen.findByTestId('binding-state')).toHaveTextContent('未绑定手机号');
    expect(await screen.findByRole('img', { name: '读者证二维码' })).toHaveAttribute('src', QR_IMAGE);
    expect(screen.getAllByText('2024000102').length).toBeGreaterThan(0);
    const menu = screen.getByRole('navigation', { name: '个人中心菜单' });
    expect(within(menu).getByRole('link', { name: '绑定/解绑' })).toHaveAttribute('aria-current', 'page');
  });

  it('checks the bind form in Chinese before asking the server', async () => {
    const state = account(null);
    const user = userEvent.setup();
    renderRoutes(routes, '/personal/UserBindAndUnbind');
    const form = await screen.findByRole('form', { name: '绑定手机号' });
    await user.click(within(form).getByRole('button', { name: '绑定' }));
    expect(within(form).getByText('请输入手机号')).toBeInTheDocument();
    expect(within(form).getByText('请输入验证码')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('手机号'), '1391111');
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    expect(within(form).getByText('请输入有效的手机号')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('验证码'), '123');
    await user.click(within(form).getByRole('button', { name: '绑定' }));
    expect(within(form).getByText('请输入6位验证码')).toBeInTheDocument();
    expect(state.sent).toEqual([]);
    expect(state.binds).toEqual([]);
  });

  it('sends a code to the phone, binds it, then shows it masked with the unbind form', async () => {
    const state = account(null);
    const user = userEvent.setup();
    renderRoutes(routes, '/personal/UserBindAndUnbind');
    const form = await screen.findByRole('form', { name: '绑定手机号' });
    await user.type(within(form).getByLabelText('手机号'), '13911112222');
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(state.sent).toEqual(['13911112222']));
    expect(await within(form).findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();

    await user.type(within(form).getByLabelText('验证码'), '000000');
    await user.click(within(form).getByRole('button', { name: '绑定' }));
    expect(await within(form).findByText('验证码错误或已过期')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('验证码'));
    await user.type(within(form).getByLabelText('验证码'), '123456');
    await user.click(within(form).getByRole('button', { name: '绑定' }));
    expect(await screen.findByText('绑定成功')).toBeInTheDocument();
    expect(await screen.findByTestId('binding-state')).toHaveTextContent('已绑定 139****2222');
    expect(screen.queryByText('13911112222')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: '解绑手机号' })).toBeInTheDocument();
    expect(state.binds).toEqual([
      { phone: '13911112222', code: '000000' },
      { phone: '13911112222', code: '123456' },
    ]);
  });

  it("shows the server's refusal of a phone bound to another reader under the phone", async () => {
    account(null);
    const user = userEvent.setup();
    renderRoutes(routes, '/personal/UserBindAndUnbind');
    const form = await screen.findByRole('form', { name: '绑定手机号' });
    await user.type(within(form).getByLabelText('手机号'), '13800000001');
    await user.type(within(form).getByLabelText('验证码'), '123456');
    await user.click(within(form).getByRole('button', { name: '绑定' }));
    expect(await within(form).findByText('该手机号已绑定其他读者证')).toBeInTheDocument();
    expect(screen.getByTestId('binding-state')).toHaveTextContent('未绑定手机号');
  });

  it('unbinds with a code sent to the bound phone, after asking', async () => {
    const state = account('13911112222');
    const user = userEvent.setup();
    renderRoutes(routes, '/personal/UserBindAndUnbind');
    expect(await screen.findByTestId('binding-state')).toHaveTextContent('已绑定 139****2222');
    const form = screen.getByRole('form', { name: '解绑手机号' });

    await user.click(within(form).getByRole('button', { name: '解绑' }));
    expect(within(form).getByText('请输入验证码')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(state.sent).toEqual(['13911112222']));

    await user.type(within(form).getByLabelText('验证码'), '111111');
    await user.click(within(form).getByRole('button', { name: '解绑' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await within(form).findByText('验证码错误或已过期')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('验证码'));
    await user.type(within(form).getByLabelText('验证码'), '654321');
    await user.click(within(form).getByRole('button', { name: '解绑' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('解绑后将不能再用该手机号登录');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(state.unbinds).toEqual([{ code: '111111' }]);

    await user.click(within(form).getByRole('button', { name: '解绑' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('解绑成功')).toBeInTheDocument();
    expect(await screen.findByTestId('binding-state')).toHaveTextContent('未绑定手机号');
    expect(screen.getByRole('form', { name: '绑定手机号' })).toBeInTheDocument();
    expect(state.unbinds).toEqual([{ code: '111111' }, { code: '654321' }]);
  });

  it('says when too many tries were made, in a message', async () => {
    account(null);
    server.use(graphql.mutation('BindPhone', (): Response => fieldError('TOO_MANY_REQUESTS', 429, '绑定/解绑操作过于频繁，请1小时后再试')));
    const user = userEvent.setup();
    renderRoutes(routes, '/personal/UserBindAndUnbind');
    const form = await screen.findByRole('form', { name: '绑定手机号' });
    await user.type(within(form).getByLabelText('手机号'), '13911112222');
    await user.type(within(form).getByLabelText('验证码'), '123456');
    await user.click(within(form).getByRole('button', { name: '绑定' }));
    expect(await screen.findByText('绑定/解绑操作过于频繁，请1小时后再试')).toBeInTheDocument();
  });
});
