import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { UserPlacePage as MyVenueBookingsPage } from './UserInformationPages';
import { PersonalLayout } from './PersonalLayout';

const routes = [
  { path: 'personal', element: <PersonalLayout />, children: [{ path: 'userInformation/place', element: <MyVenueBookingsPage /> }] },
  { path: 'interaction/activitySite', element: <p>场馆预约页</p> },
];

const booking = (id: number, status: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'VenueBooking',
  id: String(id),
  createdAt: '2026-11-20T02:00:00.000Z',
  status,
  reply: null,
  reviewedAt: null,
  unread: false,
  date: `2026-12-${String(id).padStart(2, '0')}`,
  startTime: '14:00',
  endTime: '16:30',
  purpose: `读书分享会${id}`,
  attendees: 40,
  venue: { __typename: 'Venue', id: '1', name: '报告厅', location: '总馆一楼东侧' },
  ...extra,
});

/** 23 bookings in all; a status filter narrows them. Requests and read marks are recorded. */
function backend() {
  const calls = { list: [] as Array<Record<string, unknown>>, read: 0 };
  const all = Array.from({ length: 23 }, (_, i) =>
    booking(
      i + 1,
      ['PENDING', 'PASSED', 'REJECTED'][i % 3],
      i === 1 ? { reply: '已通过，请提前30分钟到场。', unread: true, reviewedAt: '2026-11-21T03:00:00.000Z' } : {},
    ),
  );
  server.use(
    graphql.query('MyVenueBookingsPageQuery', ({ variables }) => {
      calls.list.push(variables);
      const { page, pageSize, status } = variables as { page: number; pageSize: number; status?: string };
      const matching = all.filter((b) => !status || b.status === status);
      return HttpResponse.json({
        data: {
          myVenueBookings: {
            __typename: 'VenueBookingPage',
            total: matching.length,
            page,
            pageSize,
            items: matching.slice((page - 1) * pageSize, page * pageSize),
          },
        },
      });
    }),
    graphql.mutation('MyVenueBookingsPageRead', () => {
      calls.read += 1;
      return HttpResponse.json({ data: { readMyVenueBookings: 1 } });
    }),
  );
  return calls;
}

function loggedIn() {
  Cookies.set('token', 'reader-token', { path: '/' });
  Cookies.set('loginType', '2', { path: '/' });
}

/** A booking in the list, by its heading (venue and day). */
const bookingItem = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;
const bookingHeadings = () => screen.getAllByRole('heading', { name: /^报告厅 / });

describe('我的场馆预约 (MySubmissionList with the venue bookings config)', () => {
  it('lists my bookings with their state, time and the library’s reply, in the personal centre menu; marks replies seen', async () => {
    loggedIn();
    const calls = backend();
    renderRoutes(routes, '/personal/userInformation/place');

    const passed = await bookingItem('报告厅 2026-12-02');
    expect(within(passed).getByText('已通过')).toBeInTheDocument();
    expect(within(passed).getByText('新')).toBeInTheDocument();
    expect(within(passed).getByText('已通过，请提前30分钟到场。')).toBeInTheDocument();
    expect(within(passed).getByText('14:00–16:30')).toBeInTheDocument();
    expect(within(passed).getByText('读书分享会2')).toBeInTheDocument();
    expect(within(await bookingItem('报告厅 2026-12-01')).getByText('审核中')).toBeInTheDocument();
    expect(within(await bookingItem('报告厅 2026-12-03')).getByText('未通过')).toBeInTheDocument();
    expect(bookingHeadings()).toHaveLength(10);

    const menu = screen.getByRole('navigation', { name: '个人中心菜单' });
    expect(within(menu).getByRole('link', { name: '我的场馆预约' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(calls.read).toBe(1));
    expect(calls.list[0]).toEqual({ page: 1, pageSize: 10, status: null });
  });

  it('pages and filters by state in the URL', async () => {
    loggedIn();
    const calls = backend();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/personal/userInformation/place');
    await bookingItem('报告厅 2026-12-01');

    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(await bookingItem('报告厅 2026-12-11')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');

    await user.click(within(screen.getByRole('group', { name: '按状态筛选' })).getByRole('button', { name: '未通过' }));
    await waitFor(() => expect(calls.list.at(-1)).toEqual({ page: 1, pageSize: 10, status: 'REJECTED' }));
    expect(router.state.location.search).toBe('?status=REJECTED');
    await waitFor(() => expect(bookingHeadings()).toHaveLength(7));
    for (const heading of bookingHeadings()) expect(within(heading.closest('li')!).getByText('未通过')).toBeInTheDocument();
  });

  it('says so when there are none, with a way to apply', async () => {
    loggedIn();
    server.use(
      graphql.query('MyVenueBookingsPageQuery', () =>
        HttpResponse.json({ data: { myVenueBookings: { __typename: 'VenueBookingPage', total: 0, page: 1, pageSize: 10, items: [] } } }),
      ),
      graphql.mutation('MyVenueBookingsPageRead', () => HttpResponse.json({ data: { readMyVenueBookings: 0 } })),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/personal/userInformation/place');
    expect(await screen.findByText('暂无场馆预约')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '预约场馆' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/interaction/activitySite'));
  });
});
