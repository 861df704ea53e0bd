import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { MY_MESSAGES, MY_RECOMMENDATIONS, MY_VOLUNTEER_APPLICATIONS } from './my-lists';
import { MySubmissionList } from './MySubmissionList';
import { loggedIn } from './test-fixtures';

type Status = 'PENDING' | 'PASSED' | 'REJECTED';

interface Row {
  id: string;
  status: Status;
  reply: string | null;
  unread: boolean;
  createdAt: string;
}

const CREATED = '2026-04-03T05:06:00.000Z';
const REVIEWED = '2026-04-05T01:30:00.000Z';

/** 25 messages, newest first: #1 replied and unread, #2 not handled, the rest waiting. */
function messageRows(): Row[] {
  return Array.from({ length: 25 }, (_, i) => ({
    id: String(i + 1),
    status: i === 0 ? 'PASSED' : i === 1 ? 'REJECTED' : 'PENDING',
    reply: i === 0 ? '已为您延长开放时间。' : null,
    unread: i === 0 || i === 11,
    createdAt: CREATED,
  }));
}

/**
 * myMessages over `rows` (status filter, paging) and readMyMessages, which clears `unread` as the
 * server does. Records each query's variables and the number of reads.
 */
function messagesServer(rows: Row[]) {
  const queries: Array<{ page: number; pageSize: number; status?: Status | null }> = [];
  const state = { reads: 0 };
  server.use(
    graphql.query('MyMessages', ({ variables }) => {
      const { page, pageSize, status } = variables as { page: number; pageSize: number; status?: Status | null };
      queries.push({ page, pageSize, status });
      const matching = rows.filter((row) => !status || row.status === status);
      return HttpResponse.json({
        data: {
          myMessages: {
            __typename: 'MessagePage',
            total: matching.length,
            page,
            pageSize,
            items: matching.slice((page - 1) * pageSize, page * pageSize).map((row) => ({
              __typename: 'Message',
              id: row.id,
              subject: `留言主题${row.id}`,
              content: `留言内容${row.id}`,
              status: row.status,
              reply: row.reply,
              reviewedAt: row.reply ? REVIEWED : null,
              unread: row.unread,
              createdAt: row.createdAt,
            })),
          },
        },
      });
    }),
    graphql.mutation('ReadMyMessages', () => {
      state.reads += 1;
      const cleared = rows.filter((row) => row.unread).length;
      for (const row of rows) row.unread = false;
      return HttpResponse.json({ data: { readMyMessages: cleared } });
    }),
  );
  return { queries, state };
}

const PATH = '/personal/userInformation/message';
const renderMessages = (path = PATH) => renderRoutes([{ path: PATH.slice(1), element: <MySubmissionList config={MY_MESSAGES} /> }], path);

const items = () => within(screen.getAllByRole('list').find((list) => list.tagName === 'UL' && !list.closest('nav'))!).getAllByRole('listitem');
const itemOf = (subject: string) => screen.getByRole('heading', { name: subject }).closest('li')!;
const filter = (name: string) => within(screen.getByRole('group', { name: '按状态筛选' })).getByRole('button', { name });

describe('MySubmissionList', () => {
  it('lists the reader’s messages with their state, time, the library’s reply and 新, and calls readMyMessages once', async () => {
    loggedIn();
    const { state } = messagesServer(messageRows());
    renderMessages();

    expect(await screen.findByRole('heading', { name: '留言主题1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '我的留言' })).toBeInTheDocument();
    expect(items()).toHaveLength(10);

    const replied = itemOf('留言主题1');
    expect(within(replied).getByText('已回复')).toBeInTheDocument();
    expect(within(replied).getByText('新')).toBeInTheDocument();
    expect(within(replied).getByText('提交于 2026-04-03 13:06')).toBeInTheDocument();
    const reply = within(replied).getByRole('note', { name: '图书馆回复' });
    expect(reply).toHaveTextContent('已为您延长开放时间。');
    expect(reply).toHaveTextContent('2026-04-05 09:30');
    expect(within(replied).getByText('留言内容1')).toBeInTheDocument();

    const refused = itemOf('留言主题2');
    expect(within(refused).getByText('不予处理')).toBeInTheDocument();
    expect(within(refused).queryByText('新')).not.toBeInTheDocument();
    expect(within(refused).queryByRole('note')).not.toBeInTheDocument();
    expect(within(itemOf('留言主题3')).getByText('待回复')).toBeInTheDocument();

    await waitFor(() => expect(state.reads).toBe(1));
  });

  it('filters by state (全部 and the type’s three labels) through ?status=', async () => {
    loggedIn();
    const { queries } = messagesServer(messageRows());
    const user = userEvent.setup();
    const { router } = renderMessages();
    await screen.findByRole('heading', { name: '留言主题1' });
    expect(filter('全部')).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('group', { name: '按状态筛选' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['全部', '待回复', '已回复', '不予处理']);

    await user.click(filter('不予处理'));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.getByRole('heading', { name: '留言主题2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=REJECTED');
    expect(queries.at(-1)).toEqual({ page: 1, pageSize: 10, status: 'REJECTED' });
    expect(filter('不予处理')).toHaveAttribute('aria-pressed', 'true');

    await user.click(filter('全部'));
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(router.state.location.search).toBe('');
    expect(queries.at(-1)).toEqual({ page: 1, pageSize: 10, status: null });
  });

  it('pages through ?page=, keeps 新 on what was new during this visit, and reads only once', async () => {
    loggedIn();
    const { queries, state } = messagesServer(messageRows());
    const user = userEvent.setup();
    const { router } = renderMessages();
    await screen.findByRole('heading', { name: '留言主题1' });
    await waitFor(() => expect(state.reads).toBe(1));

    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(pager).toHaveTextContent('共 25 条，3 页');
    await user.click(within(pager).getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByRole('heading', { name: '留言主题11' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(queries.at(-1)).toEqual({ page: 2, pageSize: 10, status: null });
    // #12 was unread before this visit read the list: the server now says read, and it is not marked.
    expect(within(itemOf('留言主题12')).queryByText('新')).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(items()).toHaveLength(5));

    await user.click(within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '第 1 页' }));
    await screen.findByRole('heading', { name: '留言主题1' });
    await waitFor(() => expect(queries.filter((q) => q.page === 1)).toHaveLength(2));
    // Shown as new on arrival: still marked after the server cleared it.
    expect(within(itemOf('留言主题1')).getByText('新')).toBeInTheDocument();
    expect(state.reads).toBe(1);
  });

  it('opens on the page and state in the address, and says when nothing matches', async () => {
    loggedIn();
    const rows = messageRows().filter((row) => row.status === 'PENDING');
    const { queries } = messagesServer(rows);
    renderMessages(`${PATH}?status=PASSED&page=1`);
    expect(await screen.findByText('没有已回复的记录')).toBeInTheDocument();
    expect(queries[0]).toEqual({ page: 1, pageSize: 10, status: 'PASSED' });
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });

  it('an empty list says so with the type’s words', async () => {
    loggedIn();
    messagesServer([]);
    renderMessages();
    expect(await screen.findByText('暂无留言')).toBeInTheDocument();
  });
});

describe('the recommendation and volunteer configs', () => {
  it('我的荐购 shows the title, facts, reason and 待处理 / 已采纳 / 未采纳, and reads recommendations', async () => {
    loggedIn();
    let reads = 0;
    server.use(
      graphql.query('MyRecommendations', () =>
        HttpResponse.json({
          data: {
            myRecommendations: {
              __typename: 'RecommendationPage',
              total: 2,
              page: 1,
              pageSize: 10,
              items: [
                {
                  __typename: 'Recommendation',
                  id: '1',
                  title: '平凡的世界',
                  author: '路遥',
                  publisher: null,
                  isbn: '9787530216330',
                  reason: '经典',
                  status: 'PASSED',
                  reply: '已列入下批采购',
                  reviewedAt: REVIEWED,
                  unread: true,
                  createdAt: CREATED,
                },
                {
                  __typename: 'Recommendation',
                  id: '2',
                  title: '人生',
                  author: null,
                  publisher: null,
                  isbn: null,
                  reason: null,
                  status: 'REJECTED',
                  reply: null,
                  reviewedAt: REVIEWED,
                  unread: false,
                  createdAt: CREATED,
                },
              ],
            },
          },
        }),
      ),
      graphql.mutation('ReadMyRecommendations', () => {
        reads += 1;
        return HttpResponse.json({ data: { readMyRecommendations: 1 } });
      }),
    );
    renderRoutes([{ path: 'r', element: <MySubmissionList config={MY_RECOMMENDATIONS} /> }], '/r');
    const first = (await screen.findByRole('heading', { name: '《平凡的世界》' })).closest('li')!;
    expect(within(first).getByText('已采纳')).toBeInTheDocument();
    expect(within(first).getByText(/作者：路遥.*ISBN：9787530216330/)).toBeInTheDocument();
    expect(within(first).getByText('推荐理由：经典')).toBeInTheDocument();
    expect(within(first).getByRole('note', { name: '图书馆回复' })).toHaveTextContent('已列入下批采购');
    expect(within(screen.getByRole('heading', { name: '《人生》' }).closest('li')!).getByText('未采纳')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '按状态筛选' })).getByRole('button', { name: '待处理' })).toBeInTheDocument();
    await waitFor(() => expect(reads).toBe(1));
  });

  it('我的志愿者申请 shows the times in words and 审核中', async () => {
    loggedIn();
    server.use(
      graphql.query('MyVolunteerApplications', () =>
        HttpResponse.json({
          data: {
            myVolunteerApplications: {
              __typename: 'VolunteerApplicationPage',
              total: 1,
              page: 1,
              pageSize: 10,
              items: [
                {
                  __typename: 'VolunteerApplication',
                  id: '1',
                  name: '李四',
                  phone: '13800000002',
                  availability: ['SUN:EVE', 'MON:AM'],
                  skills: null,
                  area: '少儿阅读',
                  status: 'PENDING',
                  reply: null,
                  reviewedAt: null,
                  unread: false,
                  createdAt: CREATED,
                },
              ],
            },
          },
        }),
      ),
      graphql.mutation('ReadMyVolunteerApplications', () => HttpResponse.json({ data: { readMyVolunteerApplications: 0 } })),
    );
    renderRoutes([{ path: 'v', element: <MySubmissionList config={MY_VOLUNTEER_APPLICATIONS} /> }], '/v');
    const item = (await screen.findByRole('heading', { name: '志愿者申请（李四）' })).closest('li')!;
    expect(within(item).getByText('审核中')).toBeInTheDocument();
    expect(within(item).getByText('可服务时间：周一上午、周日晚上')).toBeInTheDocument();
    expect(within(item).getByText('服务意向：少儿阅读')).toBeInTheDocument();
  });
});
