import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { gqlError, graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { PersonalLayout } from './PersonalLayout';
import { UserBorrowPage } from './UserBorrowPage';
import { libraryClock, libraryInstant } from '../../lib/library-time';

const routes = [{ path: 'personal', element: <PersonalLayout />, children: [{ path: 'userBorrow', element: <UserBorrowPage /> }] }];

// Noon of a day of the library's calendar, counted from its today (not the test machine's).
const at = (days: number) => libraryInstant(`${libraryClock(Date.now()).add(days, 'day').format('YYYY-MM-DD')}T12:00`)!.toISOString();
const ymd = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

function loan(id: string, title: string, dueInDays: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Loan',
    id,
    borrowedAt: at(dueInDays - 30),
    dueAt: at(dueInDays),
    renewals: 0,
    returnedAt: null,
    state: 'ON_LOAN',
    overdue: dueInDays < 0,
    resourceId: `10${id}`,
    resourceKind: 'book',
    title,
    cover: null,
    callNumber: 'I247.5/12',
    barcode: `QT0000000${id}`,
    location: '二楼 中文图书借阅区',
    ...extra,
  };
}

const CURRENT = [loan('1', '红楼梦', -2), loan('2', '三国演义', 2), loan('3', '水浒传', 20, { renewals: 1 })];
const HISTORY = [loan('9', '西游记', -60, { returnedAt: at(-65), state: 'RETURNED', overdue: false })];

function loggedIn() {
  Cookies.set('token', 'reader-token', { path: '/' });
  Cookies.set('loginType', '2', { path: '/' });
}

/** Answers the loan lists (current or history, by page) and the open requests; records the variables asked. */
function mockLists(options: { current?: unknown[]; history?: unknown[]; total?: number; requests?: unknown[] } = {}) {
  const asked: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('UserBorrowPageLoans', ({ variables }) => {
      asked.push(variables);
      const items = variables.current ? (options.current ?? CURRENT) : (options.history ?? HISTORY);
      return HttpResponse.json({
        data: {
          myLoans: { __typename: 'LoanPage', total: options.total ?? items.length, page: variables.page, pageSize: variables.pageSize, items },
        },
      });
    }),
    graphql.query('UserBorrowPageRequests', () => HttpResponse.json({ data: { myLoanRequests: options.requests ?? [] } })),
  );
  return asked;
}

const row = (title: string) => screen.getAllByTestId('loan').find((el) => within(el).queryByRole('link', { name: title }))!;

describe('UserBorrowPage (我的借阅)', () => {
  it('lists current loans with due dates, the overdue and due-soon marks, inside the personal centre menu', async () => {
    loggedIn();
    mockLists();
    renderRoutes(routes, '/personal/userBorrow');

    expect(await screen.findByRole('link', { name: '红楼梦' })).toHaveAttribute('href', '/resources/book/detail?id=101');
    const menu = screen.getByRole('navigation', { name: '个人中心菜单' });
    expect(within(menu).getByRole('link', { name: '我的借阅' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('tab', { name: '当前借阅' })).toHaveAttribute('aria-selected', 'true');

    expect(within(row('红楼梦')).getByText('已逾期')).toBeInTheDocument();
    expect(within(row('红楼梦')).getByText(`应还日期 ${ymd(CURRENT[0].dueAt)}`)).toBeInTheDocument();
    expect(within(row('三国演义')).getByText('2 天后到期')).toBeInTheDocument();
    expect(within(row('三国演义')).getByText('即将到期，请按时归还或续借')).toBeInTheDocument();
    expect(within(row('水浒传')).getByText('借阅中')).toBeInTheDocument();
    expect(within(row('水浒传')).getByText('已续借 1 次')).toBeInTheDocument();
    expect(within(row('水浒传')).getByText('条码号 QT00000003')).toBeInTheDocument();
    expect(screen.getByText('在借 3 册，1 册已逾期，1 册即将到期')).toBeInTheDocument();
    expect(screen.getByTestId('due-warning')).toHaveTextContent('有图书已逾期');
  });

  it('renews one loan: the new due date shows, with a success message', async () => {
    loggedIn();
    mockLists();
    const renewedDue = at(32);
    const renewed: string[] = [];
    server.use(
      graphql.mutation('UserBorrowPageRenew', ({ variables }) => {
        renewed.push(variables.loanId as string);
        return HttpResponse.json({ data: { renewLoan: { ...CURRENT[1], dueAt: renewedDue, renewals: 1 } } });
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/personal/userBorrow');
    await user.click(await screen.findByRole('button', { name: '续借《三国演义》' }));

    expect(await screen.findByText(`续借成功，新的应还日期为 ${ymd(renewedDue)}`)).toBeInTheDocument();
    expect(renewed).toEqual(['2']);
    await waitFor(() => expect(within(row('三国演义')).getByText(`应还日期 ${ymd(renewedDue)}`)).toBeInTheDocument());
    expect(within(row('三国演义')).getByText('已续借 1 次')).toBeInTheDocument();
  });

  it('shows the rule that refused a renewal, as a message and on the loan', async () => {
    loggedIn();
    mockLists();
    server.use(graphql.mutation('UserBorrowPageRenew', (): Response => gqlError('BAD_USER_INPUT', 400, '已逾期，不能续借')));
    const user = userEvent.setup();
    renderRoutes(routes, '/personal/userBorrow');
    await user.click(await screen.findByRole('button', { name: '续借《红楼梦》' }));

    expect(await within(row('红楼梦')).findByRole('alert')).toHaveTextContent('未能续借：已逾期，不能续借');
    // The toast says it too (the alert on the row and the toast: two places).
    await waitFor(() => expect(screen.getAllByText(/已逾期，不能续借/).length).toBeGreaterThanOrEqual(2));
    expect(within(row('三国演义')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('全部续借 renews what it can and says why not for each other loan', async () => {
    loggedIn();
    const asked = mockLists();
    server.use(
      graphql.mutation('UserBorrowPageRenewAll', () =>
        HttpResponse.json({
          data: {
            renewAllLoans: [
              { __typename: 'RenewOutcome', loanId: '1', renewed: false, message: '已逾期，不能续借', loan: CURRENT[0] },
              { __typename: 'RenewOutcome', loanId: '2', renewed: true, message: null, loan: { ...CURRENT[1], dueAt: at(32), renewals: 1 } },
              { __typename: 'RenewOutcome', loanId: '3', renewed: false, message: '已达到续借次数上限', loan: CURRENT[2] },
            ],
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/personal/userBorrow');
    await user.click(await screen.findByRole('button', { name: '全部续借' }));

    expect(await screen.findByText('已续借 1 册')).toBeInTheDocument();
    expect(screen.getByText('2 册未能续借，原因见列表')).toBeInTheDocument();
    expect(within(row('红楼梦')).getByRole('alert')).toHaveTextContent('未能续借：已逾期，不能续借');
    expect(within(row('水浒传')).getByRole('alert')).toHaveTextContent('未能续借：已达到续借次数上限');
    expect(within(row('三国演义')).queryByRole('alert')).not.toBeInTheDocument();
    // The list is read again: renewals change the order.
    await waitFor(() => expect(asked.filter((v) => v.current).length).toBeGreaterThanOrEqual(2));
  });

  it('shows the history on its tab, and pages through it', async () => {
    loggedIn();
    const asked = mockLists({ total: 25 });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/personal/userBorrow');
    await screen.findByRole('link', { name: '红楼梦' });
    await user.click(screen.getByRole('tab', { name: '借阅历史' }));

    const returned = await screen.findByRole('link', { name: '西游记' });
    expect(within(row('西游记')).getByText('已归还')).toBeInTheDocument();
    expect(within(row('西游记')).getByText(`归还日期 ${ymd(HISTORY[0].returnedAt!)}`)).toBeInTheDocument();
    expect(within(row('西游记')).queryByRole('button', { name: /续借/ })).not.toBeInTheDocument();
    expect(returned).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: 2, pageSize: 10, current: false }));
    expect(router.state.location.search).toBe('?tab=history&page=2');
  });

  it('says when there is nothing on loan, and links to the books', async () => {
    loggedIn();
    mockLists({ current: [] });
    renderRoutes(routes, '/personal/userBorrow');
    expect(await screen.findByText('当前没有借阅中的图书')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '浏览馆藏图书' })).toHaveAttribute('href', '/resources/book');
    expect(screen.queryByRole('button', { name: '全部续借' })).not.toBeInTheDocument();
  });

  it('lists open requests and cancels one after asking', async () => {
    loggedIn();
    const requests = [
      {
        __typename: 'LoanRequest',
        id: '5',
        state: 'PENDING',
        resourceId: '104',
        title: '茶馆',
        barcode: 'QT00000044',
        location: '三楼',
        createdAt: at(-1),
      },
    ];
    mockLists({ requests });
    const cancelled: unknown[] = [];
    server.use(
      graphql.mutation('UserBorrowPageCancelRequest', ({ variables }) => {
        cancelled.push(variables);
        requests.length = 0;
        return HttpResponse.json({ data: { cancelLoanRequest: { __typename: 'LoanRequest', id: '5', state: 'CANCELLED' } } });
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/personal/userBorrow');
    expect(await screen.findByText(/《茶馆》 · 三楼 · 条码号 QT00000044/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消预约' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已取消预约')).toBeInTheDocument();
    expect(cancelled).toEqual([{ requestId: '5' }]);
    await waitFor(() => expect(screen.queryByText(/《茶馆》/)).not.toBeInTheDocument());
  });
});
