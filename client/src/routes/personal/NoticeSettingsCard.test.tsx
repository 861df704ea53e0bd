import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { NoticeSettingsCard } from './NoticeSettingsCard';

const routes = [{ path: 'personal/UserBindAndUnbind', element: <NoticeSettingsCard /> }];

/** One reader whose notice settings the mutation changes; records what was saved. */
function reader(initial: { phone: string | null; email: string | null; noticeChannels: string[] }) {
  const state = { ...initial, saved: [] as unknown[] };
  server.use(
    graphql.query('NoticeSettingsQuery', () =>
      HttpResponse.json({
        data: { readerMe: { __typename: 'Reader', id: '7', phone: state.phone, email: state.email, noticeChannels: state.noticeChannels } },
      }),
    ),
    graphql.mutation('SetNoticePreferences', ({ variables }) => {
      const input = variables.input as { email: string | null; channels: string[] };
      state.saved.push(input);
      state.email = input.email;
      state.noticeChannels = input.channels;
      return HttpResponse.json({
        data: { setNoticePreferences: { __typename: 'Reader', id: '7', email: input.email, noticeChannels: input.channels } },
      });
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

describe('NoticeSettingsCard', () => {
  it('shows the channels in effect (the default: SMS with a bound phone) and saves an address with e-mail added', async () => {
    const state = reader({ phone: '13800000001', email: null, noticeChannels: ['SMS'] });
    const user = userEvent.setup();
    renderRoutes(routes, '/personal/UserBindAndUnbind');
    const form = await screen.findByRole('form', { name: '通知设置' });
    expect(within(form).getByRole('checkbox', { name: '短信' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: '邮件' })).not.toBeChecked();

    await user.click(within(form).getByRole('checkbox', { name: '邮件' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(within(form).getByText('选择邮件通知前请先填写邮箱')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('邮箱'), 'zhang@example');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(within(form).getByText('请输入有效的邮箱地址')).toBeInTheDocument();
    expect(state.saved).toEqual([]);

    await user.type(within(form).getByLabelText('邮箱'), '.org');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(state.saved).toEqual([{ email: 'zhang@example.org', channels: ['SMS', 'EMAIL'] }]));
    expect(await screen.findByText('通知设置已保存')).toBeInTheDocument();
  });

  it('refuses SMS without a bound phone, and saves a choice of none', async () => {
    const state = reader({ phone: null, email: 'li@example.org', noticeChannels: ['EMAIL'] });
    const user = userEvent.setup();
    renderRoutes(routes, '/personal/UserBindAndUnbind');
    const form = await screen.findByRole('form', { name: '通知设置' });
    expect(within(form).getByLabelText('邮箱')).toHaveValue('li@example.org');
    await user.click(within(form).getByRole('checkbox', { name: '短信' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(within(form).getByText('选择短信通知前请先绑定手机号')).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: '短信' }));
    await user.click(within(form).getByRole('checkbox', { name: '邮件' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(state.saved).toEqual([{ email: 'li@example.org', channels: [] }]));
  });
});
