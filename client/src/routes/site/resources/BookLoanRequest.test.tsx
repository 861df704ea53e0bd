import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { interactionHandlers } from '../../../features/interaction/test-fixtures';
import { REQUESTED } from '../../../features/resources/detail/LoanRequestButton';
import { resourceFixture } from '../../../features/resources/test-fixtures';
import { gqlError, graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { ResourceDetailPage } from './ResourceDetailPage';

const copy = (id: string, status: string) => ({
  __typename: 'BookCopy',
  id,
  barcode: `T00${id}`,
  location: '二楼社科书库',
  status,
  dueAt: null,
  library: { __typename: 'Library', id: '1', name: '钱塘市图书馆总馆' },
});

const book = (availableCopies: number) =>
  resourceFixture('book', '7', {
    title: '呐喊',
    isbn: null,
    edition: null,
    pages: null,
    callNumber: 'I210.4/12',
    availableCopies,
    copies: [copy('1', availableCopies > 0 ? 'AVAILABLE' : 'ON_LOAN'), copy('2', 'ON_LOAN')],
    related: [],
  });

/** Answers the detail with a book having `available` copies on the shelf, then `after` once asked again. */
function mockBook(available: number, after = available) {
  let reads = 0;
  server.use(
    // The rest of the page (actions, tags, comments) answers as for a book nobody has marked yet.
    ...interactionHandlers(),
    graphql.query('ResourceDetailPageQuery', () => {
      reads += 1;
      return HttpResponse.json({ data: { resource: book(reads === 1 ? available : after) } });
    }),
  );
  return () => reads;
}

const PATH = '/resources/book/detail?id=7';
const render = () => renderRoutes([{ path: 'resources/book/detail', handle: { resourceKind: 'book' }, element: <ResourceDetailPage /> }], PATH);
const holdings = async () => screen.findByRole('region', { name: '馆藏信息' });

describe('预约借阅 on a paper book’s detail page', () => {
  it('sends a guest to log in first, and back to the book after', async () => {
    mockBook(1);
    render();
    const link = within(await holdings()).getByRole('link', { name: '预约借阅' });
    expect(link).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(PATH)}`);
  });

  it('requests the loan for a logged-in reader: a success message, and the holdings read again', async () => {
    Cookies.set('token', 'reader-token', { path: '/' });
    const reads = mockBook(1, 0);
    const asked: unknown[] = [];
    server.use(
      graphql.mutation('BookRequestLoan', ({ variables, request }) => {
        asked.push({ variables, auth: request.headers.get('authorization') });
        return HttpResponse.json({
          data: { requestLoan: { __typename: 'LoanRequest', id: '3', state: 'PENDING', barcode: 'T001', location: '二楼社科书库' } },
        });
      }),
    );
    const user = userEvent.setup();
    render();
    await user.click(within(await holdings()).getByRole('button', { name: '预约借阅' }));

    expect(await screen.findByText(REQUESTED)).toBeInTheDocument();
    expect(asked).toEqual([{ variables: { resourceId: '7' }, auth: 'Bearer reader-token' }]);
    const region = await holdings();
    expect(within(region).getByRole('status')).toHaveTextContent('已预约，请到馆借阅');
    expect(within(region).getByRole('link', { name: '我的借阅' })).toHaveAttribute('href', '/personal/userBorrow');
    await waitFor(() => expect(reads()).toBe(2));
    await waitFor(() => expect(within(region).getByText('可借 0 本 / 馆藏 2 本')).toBeInTheDocument());
  });

  it('shows the refusal in Chinese and keeps the button', async () => {
    Cookies.set('token', 'reader-token', { path: '/' });
    mockBook(1);
    server.use(graphql.mutation('BookRequestLoan', (): Response => gqlError('BAD_USER_INPUT', 400, '借阅数量已达上限（10 册），不能再预约')));
    const user = userEvent.setup();
    render();
    await user.click(within(await holdings()).getByRole('button', { name: '预约借阅' }));
    expect(await screen.findByText('借阅数量已达上限（10 册），不能再预约')).toBeInTheDocument();
    expect(screen.queryByText(REQUESTED)).not.toBeInTheDocument();
    expect(within(await holdings()).getByRole('button', { name: '预约借阅' })).toBeEnabled();
  });

  it('offers no request when no copy is on the shelf', async () => {
    Cookies.set('token', 'reader-token', { path: '/' });
    mockBook(0);
    render();
    const region = await holdings();
    expect(within(region).getByText('可借 0 本 / 馆藏 2 本')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: '预约借阅' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: '预约借阅' })).not.toBeInTheDocument();
  });
});
