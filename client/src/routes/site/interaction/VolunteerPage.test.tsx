import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { errorOf, fieldErrorAnswer, loggedIn, textField as field } from '../../../features/interaction/test-fixtures';
import { gqlError, graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { VolunteerPage } from './VolunteerPage';

const routes = [
  { path: 'interaction/volunteer', element: <VolunteerPage /> },
  { path: 'login', element: <p>登录页</p> },
  { path: 'personal/userInformation/volunteer', element: <p>我的志愿者申请列表</p> },
];

function applications(answer?: () => Response) {
  const sent: Array<Record<string, unknown>> = [];
  server.use(
    graphql.mutation('SubmitVolunteerApplication', ({ variables }) => {
      sent.push(variables.input as Record<string, unknown>);
      return (
        answer?.() ??
        HttpResponse.json({
          data: {
            submitVolunteerApplication: { __typename: 'VolunteerApplication', id: '3', status: 'PENDING', createdAt: '2026-05-01T02:00:00.000Z' },
          },
        })
      );
    }),
  );
  return sent;
}

const slot = (name: string) => screen.getByRole('checkbox', { name });
const availabilityError = () => within(screen.getByRole('group', { name: /可服务时间/ })).queryByText('请选择可服务时间');

describe('VolunteerPage (/interaction/volunteer)', () => {
  it('asks for a name, a valid phone and at least one time, with the server’s messages', async () => {
    loggedIn();
    const sent = applications();
    const user = userEvent.setup();
    renderRoutes(routes, '/interaction/volunteer');

    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请填写姓名')).toBeInTheDocument();
    expect(errorOf(field('姓名'))).toBe('请填写姓名');
    expect(errorOf(screen.getByRole('textbox', { name: '手机号' }))).toBe('请输入手机号');
    expect(availabilityError()).toBeInTheDocument();

    await user.type(field('手机号'), '2380000000');
    await user.click(slot('周六下午'));
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(errorOf(field('手机号'))).toBe('请输入正确的手机号'));
    expect(availabilityError()).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends the weekday × part-of-day grid as MON:AM… values in calendar order and shows the success state', async () => {
    loggedIn();
    const sent = applications();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/interaction/volunteer');

    await user.type(field('姓名'), ' 李四 ');
    await user.type(field('手机号'), '13800000002');
    await user.click(slot('周日晚上'));
    await user.click(slot('周一上午'));
    await user.click(slot('周三下午'));
    await user.click(slot('周三下午')); // unticked again
    await user.click(slot('周六下午'));
    await user.type(field('服务意向'), '少儿阅读');
    await user.click(screen.getByRole('button', { name: '提交申请' }));

    expect(await screen.findByRole('heading', { name: '申请已提交' })).toBeInTheDocument();
    expect(sent).toEqual([{ name: '李四', phone: '13800000002', availability: ['MON:AM', 'SAT:PM', 'SUN:EVE'], area: '少儿阅读' }]);
    await user.click(screen.getByRole('link', { name: '查看我的志愿者申请' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal/userInformation/volunteer'));
  });

  it('shows the server’s field errors on their fields (an open application, an invalid time) and keeps the choices', async () => {
    loggedIn();
    let answer = () => HttpResponse.json(fieldErrorAnswer('name', '您已提交过志愿者申请，请等待审核'));
    applications(() => answer());
    const user = userEvent.setup();
    renderRoutes(routes, '/interaction/volunteer');

    await user.type(field('姓名'), '李四');
    await user.type(field('手机号'), '13800000002');
    await user.click(slot('周二上午'));
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(errorOf(field('姓名'))).toBe('您已提交过志愿者申请，请等待审核'));
    expect(field('姓名')).toHaveValue('李四');
    expect(slot('周二上午')).toBeChecked();

    answer = () => HttpResponse.json(fieldErrorAnswer('input.availability', '可服务时间无效'));
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await within(screen.getByRole('group', { name: /可服务时间/ })).findByText('可服务时间无效')).toBeInTheDocument();
    expect(slot('周二上午')).toBeChecked();
  });

  it('an expired login is forgotten and the reader sent to /login with 请先登录, the draft kept', async () => {
    loggedIn();
    applications(() => gqlError('UNAUTHENTICATED', 401, '未登录或登录过期'));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/interaction/volunteer');

    await user.type(field('姓名'), '李四');
    await user.type(field('手机号'), '13800000002');
    await user.click(slot('周五晚上'));
    await user.click(screen.getByRole('button', { name: '提交申请' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText('请先登录')).toBeInTheDocument();
    expect(Cookies.get('token')).toBeUndefined();

    loggedIn();
    await router.navigate('/interaction/volunteer');
    expect(await screen.findByRole('textbox', { name: '姓名' })).toHaveValue('李四');
    expect(slot('周五晚上')).toBeChecked();
    expect(slot('周五上午')).not.toBeChecked();
  });

  it('a guest sees the notice and is sent to /login on submit, nothing sent', async () => {
    const sent = applications();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/interaction/volunteer');
    expect(screen.getByText('登录后才能提交申请')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/interaction/volunteer')}`);
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText('请先登录')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
