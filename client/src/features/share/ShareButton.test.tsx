import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { ShareButton } from './ShareButton';

// The dialog's body is a lazy chunk: on a busy machine it takes more than the default second.
configure({ asyncUtilTimeout: 10_000 });

const LINK = 'https://lib.example.org/resources/book/detail?id=42';
const QR_IMAGE = 'data:image/png;base64,iVBORw0KGgo=';

const routes = [
  { path: 'resources/book/detail', element: <ShareButton resourceId="42" title="平凡的世界" /> },
  { path: 'login', element: <p>登录页</p> },
];

function gqlError(code: string, status: number, message: string, field?: string): Response {
  return HttpResponse.json({ errors: [{ message, extensions: { code, status, ...(field ? { field } : {}) } }] });
}

/** The sharing calls; records the mails asked for. */
function sharing() {
  const state = { qrAsked: [] as unknown[], mails: [] as unknown[] };
  server.use(
    graphql.query('ShareButtonQrCodeQuery', ({ variables }) => {
      state.qrAsked.push(variables);
      return HttpResponse.json({ data: { resourceShareQrCode: { __typename: 'QrCode', text: LINK, image: QR_IMAGE } } });
    }),
    graphql.mutation('ShareResourceByEmail', ({ variables }) => {
      state.mails.push(variables);
      return HttpResponse.json({ data: { shareResourceByEmail: true } });
    }),
  );
  return state;
}

const loggedIn = () => Cookies.set('token', 'reader-token', { path: '/' });

afterEach(() => {
  act(() => toaster.remove());
});

describe('ShareButton', () => {
  it('sends a guest to the login page, to come back here', async () => {
    const state = sharing();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/resources/book/detail?id=42');
    await user.click(await screen.findByRole('button', { name: '分享' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/resources/book/detail?id=42')}`);
    expect(state.qrAsked).toEqual([]);
  });

  it("shows the resource's QR code and link, and copies the link", async () => {
    loggedIn();
    const state = sharing();
    const user = userEvent.setup();
    renderRoutes(routes, '/resources/book/detail?id=42');
    await user.click(await screen.findByRole('button', { name: '分享' }));
    const dialog = await screen.findByRole('dialog', { name: '分享《平凡的世界》' });
    expect(await within(dialog).findByRole('img', { name: '资源二维码' })).toHaveAttribute('src', QR_IMAGE);
    expect(within(dialog).getByTestId('share-link')).toHaveTextContent(LINK);
    expect(state.qrAsked).toEqual([{ resourceId: '42' }]);

    // 分享统计 counts the copied link.
    const counted: unknown[] = [];
    server.use(
      graphql.mutation('RecordResourceLinkShare', ({ variables }) => {
        counted.push(variables);
        return HttpResponse.json({ data: { recordResourceLinkShare: true } });
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: '复制链接' }));
    expect(await screen.findByText('链接已复制')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(LINK);
    await waitFor(() => expect(counted).toEqual([{ resourceId: '42' }]));
  });

  it('checks the address, then mails the resource to it', async () => {
    loggedIn();
    const state = sharing();
    const user = userEvent.setup();
    renderRoutes(routes, '/resources/book/detail?id=42');
    await user.click(await screen.findByRole('button', { name: '分享' }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: '发送' });

    await user.click(send);
    expect(within(dialog).getByText('请输入邮箱地址')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('发送到邮箱'), 'friend@');
    await user.click(send);
    expect(within(dialog).getByText('请输入有效的邮箱地址')).toBeInTheDocument();
    expect(state.mails).toEqual([]);

    await user.type(within(dialog).getByLabelText('发送到邮箱'), 'example.com');
    await user.click(send);
    expect(await screen.findByText('已发送到邮箱 friend@example.com')).toBeInTheDocument();
    expect(state.mails).toEqual([{ resourceId: '42', email: 'friend@example.com' }]);
    expect(within(dialog).getByLabelText('发送到邮箱')).toHaveValue('');
  });

  it("shows the server's refusals: a bad address under the field, no mail service in the dialog", async () => {
    loggedIn();
    sharing();
    server.use(
      graphql.mutation('ShareResourceByEmail', ({ variables }): Response =>
        variables.email === 'odd@example.com'
          ? gqlError('BAD_USER_INPUT', 400, '请输入有效的邮箱地址', 'email')
          : gqlError('SERVICE_UNAVAILABLE', 503, '邮件服务未配置'),
      ),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/resources/book/detail?id=42');
    await user.click(await screen.findByRole('button', { name: '分享' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('发送到邮箱'), 'odd@example.com');
    await user.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(await within(dialog).findByText('请输入有效的邮箱地址')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('发送到邮箱'));
    await user.type(within(dialog).getByLabelText('发送到邮箱'), 'friend@example.com');
    await user.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(await within(dialog).findByText('邮件服务未配置')).toBeInTheDocument();
    expect(screen.queryByText(/已发送到邮箱/)).not.toBeInTheDocument();
  });

  it('says why when the resource cannot be shared', async () => {
    loggedIn();
    server.use(graphql.query('ShareButtonQrCodeQuery', (): Response => gqlError('NOT_FOUND', 404, '页面未找到。')));
    const user = userEvent.setup();
    renderRoutes(routes, '/resources/book/detail?id=42');
    await user.click(await screen.findByRole('button', { name: '分享' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('页面未找到。')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '发送' })).not.toBeInTheDocument();
  });
});
