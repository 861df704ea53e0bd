import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGE_SENT } from '../../features/interaction/MessageForm';
import { errorOf, fieldErrorAnswer, loggedIn, textField as field } from '../../features/interaction/test-fixtures';
import { gqlError, graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { PERSONAL_MENU, PersonalLayout } from './PersonalLayout';
import { UserMessagePage, UserRecommendPage } from './UserInformationPages';

const routes = [
  {
    path: 'personal',
    element: <PersonalLayout />,
    children: [
      { path: 'userInformation/message', element: <UserMessagePage /> },
      { path: 'userInformation/recommend', element: <UserRecommendPage /> },
    ],
  },
  { path: 'interaction/resRecommend', element: <p>荐购表单</p> },
];

interface Message {
  id: string;
  subject: string;
  content: string;
  status: 'PENDING' | 'PASSED' | 'REJECTED';
}

/** myMessages over `messages` and submitMessage, which adds one at the top (or answers `refuse`). */
function messagesServer(messages: Message[], refuse?: () => Response) {
  const sent: unknown[] = [];
  let reads = 0;
  server.use(
    graphql.query('MyMessages', ({ variables }) => {
      const { status, page, pageSize } = variables as { status?: string | null; page: number; pageSize: number };
      const matching = messages.filter((m) => !status || m.status === status);
      return HttpResponse.json({
        data: {
          myMessages: {
            __typename: 'MessagePage',
            total: matching.length,
            page,
            pageSize,
            items: matching.slice((page - 1) * pageSize, page * pageSize).map((m) => ({
              __typename: 'Message',
              ...m,
              reply: m.status === 'PASSED' ? '感谢您的建议' : null,
              reviewedAt: null,
              unread: false,
              createdAt: '2026-04-01T00:00:00.000Z',
            })),
          },
        },
      });
    }),
    graphql.mutation('ReadMyMessages', () => {
      reads += 1;
      return HttpResponse.json({ data: { readMyMessages: 0 } });
    }),
    graphql.mutation('SubmitMessage', ({ variables }) => {
      const input = variables.input as { subject: string; content: string };
      sent.push(input);
      const answer = refuse?.();
      if (answer) return answer;
      const id = String(messages.length + 1);
      messages.unshift({ id, ...input, status: 'PENDING' });
      return HttpResponse.json({ data: { submitMessage: { __typename: 'Message', id, status: 'PENDING', createdAt: '2026-04-02T00:00:00.000Z' } } });
    }),
  );
  return { sent, reads: () => reads };
}

describe('the personal centre menu', () => {
  it('lists the built pages in the spec’s order with icons', () => {
    expect(PERSONAL_MENU.map((item) => [item.label, item.to])).toEqual([
      ['个人信息', '/personal/userInfo'],
      ['我的收藏', '/personal/userCollection'],
      ['我的订阅', '/personal/userSubscription'],
      ['我的留言', '/personal/userInformation/message'],
      ['我的荐购', '/personal/userInformation/recommend'],
      ['我的志愿者申请', '/personal/userInformation/volunteer'],
      ['我的场馆预约', '/personal/userInformation/place'],
      ['我的评论', '/personal/userInformation/comment'],
      ['我的借阅', '/personal/userBorrow'],
      ['我的活动', '/personal/userActivity'],
      ['我的积分', '/personal/userPoint'],
      ['阅读时长', '/personal/userReadTime'],
      ['我的云盘', '/personal/UserCloud'],
      ['绑定/解绑', '/personal/UserBindAndUnbind'],
    ]);
    expect(PERSONAL_MENU.every((item) => typeof item.icon === 'function')).toBe(true);
  });
});

describe('the personal centre poll', () => {
  it('shows new reviews, new issues and loans due soon as badges', async () => {
    loggedIn();
    server.use(
      graphql.mutation('ReaderNoticesPoll', () =>
        HttpResponse.json({ data: { readerNotices: { unreadReplies: 2, newIssues: 1, dueSoonLoans: 3 } } }),
      ),
    );
    messagesServer([]);
    renderRoutes(routes, '/personal/userInformation/message');
    expect(await screen.findByText('2 条新的处理结果')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '个人中心菜单' });
    expect(within(menu).getByRole('link', { name: /我的订阅.*有新的期次/ })).toHaveTextContent('1');
    expect(within(menu).getByRole('link', { name: /我的借阅.*即将到期或已逾期/ })).toHaveTextContent('3');
  });
});

describe('UserMessagePage (/personal/userInformation/message)', () => {
  it('写留言 checks subject and text, sends them trimmed, and the new message shows at the top of the whole list', async () => {
    loggedIn();
    const { sent, reads } = messagesServer([{ id: '1', subject: '开放时间', content: '周末能否延长？', status: 'PASSED' }]);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/personal/userInformation/message?status=PASSED');
    expect(await screen.findByRole('heading', { name: '开放时间' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '个人中心菜单' })).getByRole('link', { name: '我的留言' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const form = screen.getByRole('form', { name: '写留言' });
    await user.click(within(form).getByRole('button', { name: '提交留言' }));
    expect(errorOf(field('主题'))).toBe('请填写主题');
    expect(errorOf(field('留言内容'))).toBe('请填写留言内容');
    await user.click(field('主题'));
    await user.paste('题'.repeat(101));
    await user.click(within(form).getByRole('button', { name: '提交留言' }));
    await waitFor(() => expect(errorOf(field('主题'))).toBe('主题不能超过100个字'));
    expect(sent).toHaveLength(0);

    await user.clear(field('主题'));
    await user.type(field('主题'), ' 自习室 ');
    await user.type(field('留言内容'), '希望增加座位');
    await user.click(within(form).getByRole('button', { name: '提交留言' }));

    expect(await screen.findByText(MESSAGE_SENT)).toBeInTheDocument();
    expect(sent).toEqual([{ subject: '自习室', content: '希望增加座位' }]);
    // Back to the whole list, where the new message waits for a reply.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const item = (await screen.findByRole('heading', { name: '自习室' })).closest('li')!;
    expect(within(item).getByText('待回复')).toBeInTheDocument();
    expect(field('主题')).toHaveValue('');
    expect(field('留言内容')).toHaveValue('');
    expect(reads()).toBe(1);
  });

  it('a server field error shows on its field and the text stays', async () => {
    loggedIn();
    messagesServer([], () => HttpResponse.json(fieldErrorAnswer('content', '留言不能超过2000个字')));
    const user = userEvent.setup();
    renderRoutes(routes, '/personal/userInformation/message');
    await screen.findByText('暂无留言');
    await user.type(field('主题'), '建议');
    await user.type(field('留言内容'), '内容');
    await user.click(screen.getByRole('button', { name: '提交留言' }));
    await waitFor(() => expect(errorOf(field('留言内容'))).toBe('留言不能超过2000个字'));
    expect(field('主题')).toHaveValue('建议');
    expect(field('留言内容')).toHaveValue('内容');
  });

  it('a refusal naming no field (too many) shows above the button, the text stays', async () => {
    loggedIn();
    messagesServer([], () => gqlError('TOO_MANY_REQUESTS', 429, '提交过于频繁，请稍后再试'));
    const user = userEvent.setup();
    renderRoutes(routes, '/personal/userInformation/message');
    await screen.findByText('暂无留言');
    await user.type(field('主题'), '建议');
    await user.type(field('留言内容'), '内容');
    await user.click(screen.getByRole('button', { name: '提交留言' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('提交过于频繁，请稍后再试');
    expect(field('留言内容')).toHaveValue('内容');
    expect(screen.queryByText(MESSAGE_SENT)).not.toBeInTheDocument();
  });
});

describe('UserRecommendPage (/personal/userInformation/recommend)', () => {
  it('points to the 资源荐购 form', async () => {
    loggedIn();
    server.use(
      graphql.query('MyRecommendations', () =>
        HttpResponse.json({ data: { myRecommendations: { __typename: 'RecommendationPage', total: 0, page: 1, pageSize: 10, items: [] } } }),
      ),
      graphql.mutation('ReadMyRecommendations', () => HttpResponse.json({ data: { readMyRecommendations: 0 } })),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/personal/userInformation/recommend');
    expect(await screen.findByText('暂无荐购')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '去荐购' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/interaction/resRecommend'));
  });
});
