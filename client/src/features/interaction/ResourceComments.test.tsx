import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../lib/tokens';
import { gqlError, graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { COMMENTS_PAGE_SIZE, ResourceComments } from './ResourceComments';
import { commentFixture, commentPage, interactionHandlers } from './test-fixtures';

/** A local time, so the expected text holds in every time zone. */
/** A time on the library's clock (UTC+8), as the page shows it. */
const at = (day: number, hour: number, minute: number) => new Date(Date.UTC(2026, 2, day, hour - 8, minute)).toISOString();

/** 13 passed comments, newest first, 10 a page. */
function mockPassed(requests: unknown[]) {
  server.use(
    graphql.query('ResourceCommentsQuery', ({ variables }) => {
      requests.push(variables);
      const { page, pageSize } = variables as { page: number; pageSize: number };
      const items = Array.from({ length: 13 }, (_, i) =>
        commentFixture(String(100 - i), `第${i + 1}条评论`, { authorName: i % 2 ? '李*' : '王*', createdAt: at(20 - i, 9, 30) }),
      ).slice((page - 1) * pageSize, page * pageSize);
      return HttpResponse.json({ data: { passedComments: commentPage(items, 13, page, pageSize) } });
    }),
  );
}

const renderComments = () =>
  renderRoutes(
    [
      { path: 'resources/book/detail', element: <ResourceComments resourceId="7" /> },
      { path: 'login', element: <h1>读者登录</h1> },
    ],
    '/resources/book/detail?id=7',
  );

const section = () => screen.getByRole('region', { name: '读者评论' });
const items = () =>
  within(within(section()).getByRole('list', { name: '评论列表' }))
    .getAllByRole('article')
    .map((item) => item.textContent);

describe('ResourceComments', () => {
  it('lists the passed comments with their author and time, paged', async () => {
    const requests: unknown[] = [];
    server.use(...interactionHandlers());
    mockPassed(requests);
    renderComments();
    await waitFor(() => expect(items()).toHaveLength(COMMENTS_PAGE_SIZE));
    expect(items()[0]).toBe('王王*2026-03-20 09:30第1条评论');
    expect(within(section()).getByText('共 13 条')).toBeInTheDocument();
    expect(requests).toEqual([{ resourceId: '7', page: 1, pageSize: COMMENTS_PAGE_SIZE }]);

    const pager = within(section()).getByRole('navigation', { name: '评论分页' });
    await userEvent.click(within(pager).getByRole('button', { name: '第 2 页' }));
    await waitFor(() =>
      expect(items()).toEqual(['王王*2026-03-10 09:30第11条评论', '李李*2026-03-09 09:30第12条评论', '王王*2026-03-08 09:30第13条评论']),
    );
    expect(requests.at(-1)).toEqual({ resourceId: '7', page: 2, pageSize: COMMENTS_PAGE_SIZE });
  });

  it('says when there is no comment, and sends a guest to /login to write one', async () => {
    server.use(...interactionHandlers());
    const { router } = renderComments();
    expect(await within(section()).findByText('暂无评论')).toBeInTheDocument();
    expect(within(section()).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(section()).getByRole('button', { name: '登录后评论' }));
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/resources/book/detail?id=7');
  });

  it("shows the reader's own comments under review first, with 审核中", async () => {
    tokens.setReader('t', 2);
    server.use(
      ...interactionHandlers({
        pendingComments: [commentFixture('200', '我的新评论', { authorName: '赵*', status: 'PENDING', createdAt: at(21, 8, 5) })],
      }),
    );
    mockPassed([]);
    renderComments();
    await waitFor(() => expect(items()).toHaveLength(COMMENTS_PAGE_SIZE + 1));
    expect(items()[0]).toBe('赵赵*2026-03-21 08:05审核中我的新评论');
    expect(items()[1]).toBe('王王*2026-03-20 09:30第1条评论');
  });

  it('checks the comment, sends it, and shows it at once as 审核中', async () => {
    tokens.setReader('t', 2);
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('ResourceCommentsSubmit', ({ variables }) => {
        sent.push(variables);
        const { content } = (variables as { input: { content: string } }).input;
        return HttpResponse.json({
          data: { submitComment: commentFixture('300', content, { authorName: '赵*', status: 'PENDING', createdAt: at(22, 10, 0) }) },
        });
      }),
      ...interactionHandlers(),
    );
    renderComments();
    const form = await within(section()).findByRole('form', { name: '发表评论' });
    const box = within(form).getByRole('textbox', { name: '我要评论' });
    const submit = within(form).getByRole('button', { name: '提交评论' });

    await userEvent.click(submit);
    await waitFor(() => expect(box).toHaveAccessibleDescription('请填写评论内容'));
    await userEvent.type(box, '   ');
    await userEvent.click(submit);
    await waitFor(() => expect(box).toHaveAccessibleDescription('请填写评论内容'));

    await userEvent.click(box);
    await userEvent.paste('好'.repeat(501));
    expect(within(form).getByText('501/500')).toBeInTheDocument();
    await userEvent.click(submit);
    await waitFor(() => expect(box).toHaveAccessibleDescription('评论不能超过500个字'));
    expect(sent).toEqual([]);

    await userEvent.clear(box);
    await userEvent.type(box, '  鲁迅的文字犀利而深刻。 ');
    await userEvent.click(submit);
    expect(await screen.findByText('评论已提交，审核通过后显示')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { resourceId: '7', content: '鲁迅的文字犀利而深刻。' } }]);
    await waitFor(() => expect(items()).toEqual(['赵赵*2026-03-22 10:00审核中鲁迅的文字犀利而深刻。']));
    expect(box).toHaveValue('');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it("puts the server's field message under the form, and a refusal in a message, keeping the text", async () => {
    tokens.setReader('t', 2);
    let answer = (): Response =>
      HttpResponse.json({
        errors: [{ message: '评论含有不当内容，请修改后再提交', extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'input.content' } }],
      });
    server.use(
      graphql.mutation('ResourceCommentsSubmit', () => answer()),
      ...interactionHandlers(),
    );
    renderComments();
    const form = await within(section()).findByRole('form', { name: '发表评论' });
    const box = within(form).getByRole('textbox', { name: '我要评论' });
    await userEvent.type(box, '不当的话');
    await userEvent.click(within(form).getByRole('button', { name: '提交评论' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription('评论含有不当内容，请修改后再提交'));

    answer = () => gqlError('FORBIDDEN', 403, '您已被列入黑名单，暂不能提交（原因：恶意刷评）');
    await userEvent.click(within(form).getByRole('button', { name: '提交评论' }));
    expect(await screen.findByText('您已被列入黑名单，暂不能提交（原因：恶意刷评）')).toBeInTheDocument();
    expect(box).toHaveValue('不当的话');
    expect(within(section()).getByText('暂无评论')).toBeInTheDocument();
  });
});
