import { useApolloClient } from '@apollo/client/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONVERTING, DEFAULT_FAILURE } from '../lib/error-catalogue';
import { useGlobalState } from '../lib/global-state';
import { rest } from '../lib/rest';
import { envelope, gqlError, graphql, http, HttpResponse, server } from '../test/msw';
import { renderRoutes } from '../test/render';
import { MESSAGE_DURATION_MS, toaster } from './ui/toaster';

/** A query the probe sends through the app's real Apollo client (links included). */
const PROBE = parse('query ErrorProbe { siteMenu { value } }');

/** A page that sends the probe query and shows the page authority of the global state. */
function Probe() {
  const client = useApolloClient();
  const { pageAuthority } = useGlobalState();
  return (
    <>
      <p>页面权限：{pageAuthority}</p>
      <button type="button" onClick={() => void client.query({ query: PROBE, fetchPolicy: 'network-only' }).catch(() => undefined)}>
        发起请求
      </button>
    </>
  );
}

const routes = [
  { path: 'probe', element: <Probe /> },
  { path: 'admin/probe', element: <Probe /> },
  { path: 'error', element: <p>错误页</p> },
  { path: 'login', element: <p>读者登录页</p> },
  { path: 'account', element: <p>管理员登录页</p> },
  { path: 'index', element: <p>首页</p> },
];

const answerProbe = (response: () => Response) => server.use(graphql.query('ErrorProbe', response));

async function sendProbe(path = '/probe') {
  const user = userEvent.setup();
  const rendered = renderRoutes(routes, path);
  await user.click(screen.getByRole('button', { name: '发起请求' }));
  return { user, ...rendered };
}

/** Waits for the catalogue's dialog, checks its text, and presses 确定. */
async function confirmDialog(user: ReturnType<typeof userEvent.setup>, text: string) {
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText(text)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
}

afterEach(() => {
  act(() => toaster.remove());
  window.history.replaceState(null, '', '/');
});

describe('error catalogue (spec §8) through the real Apollo client', () => {
  it('404 + 页面未找到。: a dialog, 确定 leads to /error; page authority 2', async () => {
    answerProbe(() => gqlError('NOT_FOUND', 404, '页面未找到。'));
    const { user, router } = await sendProbe();
    expect(await screen.findByText('页面权限：2')).toBeInTheDocument();
    await confirmDialog(user, '页面未找到。');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('404 + 机构不存在: a dialog back to /login; page authority 2', async () => {
    answerProbe(() => gqlError('NOT_FOUND', 404, '机构不存在'));
    const { user, router } = await sendProbe();
    expect(await screen.findByText('页面权限：2')).toBeInTheDocument();
    await confirmDialog(user, '机构不存在');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('404 + 机构不存在 under /admin: back to /account', async () => {
    // The host reads the browser's path (as the browser router keeps it); the memory router does not move it.
    window.history.replaceState(null, '', '/admin/probe');
    answerProbe(() => gqlError('NOT_FOUND', 404, '机构不存在'));
    const { user, router } = await sendProbe('/admin/probe');
    await confirmDialog(user, '机构不存在');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('403: a dialog with the message, then the error page or home; page authority 1', async () => {
    answerProbe(() => gqlError('FORBIDDEN', 403, '没有权限执行此操作'));
    const { user, router } = await sendProbe();
    await confirmDialog(user, '没有权限执行此操作');
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(screen.queryByText('页面权限：2')).not.toBeInTheDocument();
  });

  it('403 in the back office: the dialog leads to the error page', async () => {
    window.history.replaceState(null, '', '/admin/probe');
    answerProbe(() => gqlError('FORBIDDEN', 403, '没有权限执行此操作'));
    const { user, router } = await sendProbe('/admin/probe');
    await confirmDialog(user, '没有权限执行此操作');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  });

  it('403 keeps the message 机构不存在', async () => {
    answerProbe(() => gqlError('FORBIDDEN', 403, '机构不存在'));
    const { user } = await sendProbe();
    await confirmDialog(user, '机构不存在');
  });

  it('401: page authority 2, with 未登录或登录过期; another status sets it back to 1', async () => {
    answerProbe(() => gqlError('UNAUTHENTICATED', 401, '未登录或登录过期'));
    const { user } = await sendProbe();
    expect(await screen.findByText('页面权限：2')).toBeInTheDocument();
    expect(await screen.findByText('未登录或登录过期')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    answerProbe(() => gqlError('INTERNAL_SERVER_ERROR', 500, '服务器内部错误，请稍候再试'));
    await user.click(screen.getByRole('button', { name: '发起请求' }));
    expect(await screen.findByText('页面权限：1')).toBeInTheDocument();
    expect(await screen.findByText('服务器内部错误，请稍候再试')).toBeInTheDocument();
  });

  it('code 0: the converting warning', async () => {
    answerProbe(() => gqlError('VIDEO_CONVERTING', 0, CONVERTING));
    await sendProbe();
    expect(await screen.findByText(CONVERTING)).toBeInTheDocument();
    expect(screen.getByText('页面权限：1')).toBeInTheDocument();
  });

  it('other errors show their message; 404 without a message and "OK" show the default text', async () => {
    answerProbe(() => gqlError('BAD_USER_INPUT', 400, '请输入标题'));
    const { user } = await sendProbe();
    expect(await screen.findByText('请输入标题')).toBeInTheDocument();

    answerProbe(() => gqlError('NOT_FOUND', 404, ''));
    await user.click(screen.getByRole('button', { name: '发起请求' }));
    expect(await screen.findByText(DEFAULT_FAILURE)).toBeInTheDocument();
    act(() => toaster.remove());
    await waitFor(() => expect(screen.queryByText(DEFAULT_FAILURE)).not.toBeInTheDocument());

    answerProbe(() => gqlError('INTERNAL_SERVER_ERROR', 500, 'OK'));
    await user.click(screen.getByRole('button', { name: '发起请求' }));
    expect(await screen.findByText(DEFAULT_FAILURE)).toBeInTheDocument();
  });

  it('a network failure of a GraphQL call shows the default text', async () => {
    answerProbe(() => HttpResponse.error());
    await sendProbe();
    expect(await screen.findByText(DEFAULT_FAILURE)).toBeInTheDocument();
  });

  it('the operation context { quiet: true } keeps the catalogue silent', async () => {
    answerProbe(() => gqlError('NOT_FOUND', 404, '页面未找到。'));
    const { client } = renderRoutes(routes, '/probe');
    await act(() => client.query({ query: PROBE, fetchPolicy: 'network-only', context: { quiet: true } }).catch(() => undefined));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('页面权限：1')).toBeInTheDocument();
  });
});

describe('error catalogue through the REST helper rest()', () => {
  it('a { code: 200 } envelope is a success with its data', async () => {
    server.use(http.get('*/api/menu', () => envelope([{ value: 'index' }])));
    renderRoutes(routes, '/probe');
    const result = await act(() => rest<{ value: string }[]>('GET', 'menu'));
    expect(result).toEqual({ ok: true, data: [{ value: 'index' }], msg: 'OK' });
  });

  it('a { code: 0 } envelope warns that the video is converting', async () => {
    server.use(http.get('*/api/video/index', () => envelope(null, 0, 'converting')));
    renderRoutes(routes, '/probe');
    const result = await act(() => rest('GET', 'video/index'));
    expect(result.ok).toBe(false);
    expect(await screen.findByText(CONVERTING)).toBeInTheDocument();
  });

  it('HTTP 404 with no message shows 请求失败,请稍候再试, and the toast goes after 3 seconds', async () => {
    server.use(http.get('*/api/news/9', () => new HttpResponse(null, { status: 404 })));
    // Fake clocks for the toast's timer (requestAnimationFrame against performance.now) and for Date.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'],
    });
    try {
      renderRoutes(routes, '/probe');
      const result = await act(() => rest('GET', 'news/9'));
      expect(result).toMatchObject({ ok: false, status: 404 });
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(screen.getByText(DEFAULT_FAILURE)).toBeInTheDocument();

      await act(() => vi.advanceTimersByTimeAsync(MESSAGE_DURATION_MS - 100));
      expect(screen.getByText(DEFAULT_FAILURE)).toBeInTheDocument();
      // Then the toast closes, and leaves after its short exit delay.
      await act(() => vi.advanceTimersByTimeAsync(400));
      expect(screen.queryByText(DEFAULT_FAILURE)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('HTTP 404 with 页面未找到。 opens the dialog to /error', async () => {
    server.use(http.get('*/api/news/10', () => HttpResponse.json({ code: 404, msg: '页面未找到。', data: null }, { status: 404 })));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/probe');
    await act(() => rest('GET', 'news/10'));
    await confirmDialog(user, '页面未找到。');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  });

  it('another failure message (code 400 in a 200 answer) is shown as an error', async () => {
    server.use(http.post('*/api/user/message', () => envelope(null, 400, '留言内容不能为空')));
    renderRoutes(routes, '/probe');
    const result = await act(() => rest('POST', 'user/message', { body: { content: '' } }));
    expect(result).toMatchObject({ ok: false, code: 400, msg: '留言内容不能为空' });
    expect(await screen.findByText('留言内容不能为空')).toBeInTheDocument();
  });

  it('a network error is returned as the result, not thrown', async () => {
    server.use(http.get('*/api/act', () => HttpResponse.error()));
    renderRoutes(routes, '/probe');
    const result = await act(() => rest('GET', 'act'));
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ ok: false, code: -1, status: 0 });
    expect(result.ok === false && result.networkError).toBeTruthy();
  });
});
