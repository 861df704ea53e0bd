import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { gqlError, graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { ActivitySitePage } from './ActivitySitePage';
import { libraryClock } from '../../../lib/library-time';

const routes = [
  { path: 'interaction/activitySite', element: <ActivitySitePage /> },
  { path: 'login', element: <p>登录页</p> },
  { path: 'personal/userInformation/place', element: <p>我的场馆预约列表</p> },
];

// Days of the library's calendar (the page counts from its today, not the test machine's).
const today = () => libraryClock(Date.now());
const day = (n: number) => today().add(n, 'day').format('YYYY-MM-DD');
const label = (date: string) =>
  `${dayjs(date).format('M月D日')} ${['周一', '周二', '周三', '周四', '周五', '周六', '周日'][(dayjs(date).day() + 6) % 7]}`;

const VENUES = [
  {
    __typename: 'Venue',
    id: '1',
    name: '报告厅',
    location: '总馆一楼东侧',
    capacity: 200,
    facilities: '投影仪、音响、无线话筒',
    photo: '/uploads/demo/venue-1.jpg',
    opensAt: '08:30',
    closesAt: '21:00',
    openWeekdays: [1, 2, 3, 4, 5, 6, 7],
    library: { __typename: 'Library', id: '1', name: '钱塘市图书馆（总馆）' },
  },
  {
    __typename: 'Venue',
    id: '2',
    name: '研讨室 A',
    location: '总馆三楼 312 室',
    capacity: 12,
    facilities: null,
    photo: null,
    opensAt: '09:00',
    closesAt: '20:30',
    openWeekdays: [2, 3, 4, 5, 6, 7],
    library: null,
  },
];

/** The venues, and every day of the asked range booked 09:00–11:00 (a passed booking); the calls are recorded. */
function backend() {
  const calls = { schedule: [] as Array<Record<string, unknown>>, submit: [] as Array<Record<string, unknown>> };
  server.use(
    graphql.query('ActivitySitePageVenues', () => HttpResponse.json({ data: { venues: { __typename: 'VenuePage', total: 2, items: VENUES } } })),
    graphql.query('ActivitySitePageSchedule', ({ variables }) => {
      calls.schedule.push(variables);
      const days = Array.from({ length: 7 }, (_, i) => ({
        __typename: 'VenueBookedDay',
        date: dayjs(variables.from as string)
          .add(i, 'day')
          .format('YYYY-MM-DD'),
        slots: [{ __typename: 'VenueSlot', startTime: '09:00', endTime: '11:00' }],
      }));
      return HttpResponse.json({ data: { venueSchedule: days } });
    }),
  );
  return calls;
}

function acceptSubmit(calls: ReturnType<typeof backend>) {
  server.use(
    graphql.mutation('ActivitySitePageSubmit', ({ variables }) => {
      calls.submit.push(variables.input as Record<string, unknown>);
      const input = variables.input as Record<string, string>;
      return HttpResponse.json({
        data: {
          submitVenueBooking: {
            __typename: 'VenueBooking',
            id: '9',
            status: 'PENDING',
            date: input.date,
            startTime: input.startTime,
            endTime: input.endTime,
            venue: { __typename: 'Venue', id: input.venueId, name: VENUES.find((v) => v.id === input.venueId)!.name },
          },
        },
      });
    }),
  );
}

function loggedIn() {
  Cookies.set('token', 'reader-token', { path: '/' });
  Cookies.set('loginType', '2', { path: '/' });
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { date?: string; start?: string; end?: string; purpose?: string; attendees?: string; phone?: string },
) {
  if (values.date) await user.type(screen.getByLabelText(/预约日期/), values.date);
  // The end first when it is given first (an end picked before a later start).
  const order = Object.keys(values).filter((key) => key === 'start' || key === 'end') as Array<'start' | 'end'>;
  for (const key of order) {
    await user.selectOptions(screen.getByRole('combobox', { name: key === 'start' ? '开始时间' : '结束时间' }), values[key]!);
  }
  if (values.purpose) await user.type(screen.getByLabelText(/使用用途/), values.purpose);
  if (values.attendees) await user.type(screen.getByLabelText(/参加人数/), values.attendees);
  if (values.phone) await user.type(screen.getByLabelText(/联系电话/), values.phone);
}

describe('ActivitySitePage', () => {
  it('lists the venues with picture, capacity and facilities, and shows the chosen one’s booked slots by day', async () => {
    const calls = backend();
    const user = userEvent.setup();
    renderRoutes(routes, '/interaction/activitySite');

    const hall = await screen.findByRole('radio', { name: /报告厅/ });
    expect(hall).toBeChecked();
    expect(screen.getByText('可容纳 200 人')).toBeInTheDocument();
    expect(screen.getByText('设施：投影仪、音响、无线话筒')).toBeInTheDocument();
    expect(screen.getByText(/钱塘市图书馆（总馆） · 总馆一楼东侧/)).toBeInTheDocument();
    expect(document.querySelector('img[src^="/uploads/demo/venue-1.jpg"]')).not.toBeNull();

    // This week, from Monday; today's column shows the booked time.
    const todayColumn = await screen.findByRole('region', { name: label(day(0)) });
    expect(await within(todayColumn).findByText('09:00–11:00 已预约')).toBeInTheDocument();
    const monday = today()
      .subtract((today().day() + 6) % 7, 'day')
      .format('YYYY-MM-DD');
    expect(calls.schedule[0]).toEqual({ venueId: '1', from: monday, to: dayjs(monday).add(6, 'day').format('YYYY-MM-DD') });

    // Another venue: its calendar (closed on Mondays) and its hours in the time pickers.
    await user.click(screen.getByText('研讨室 A'));
    await waitFor(() => expect(calls.schedule.at(-1)).toMatchObject({ venueId: '2' }));
    expect(within(screen.getByRole('region', { name: label(monday) })).getByText('不开放')).toBeInTheDocument();
    const starts = within(screen.getByRole('combobox', { name: '开始时间' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(starts[1]).toBe('09:00');
    expect(starts.at(-1)).toBe('20:00');

    // Next week, and no further back than this one.
    expect(screen.getByRole('button', { name: '上一周' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '下一周' }));
    await waitFor(() => expect(calls.schedule.at(-1)).toMatchObject({ venueId: '2', from: dayjs(monday).add(7, 'day').format('YYYY-MM-DD') }));

    // The calendar follows the day typed in the form, and can be browsed from there.
    const later = day(20);
    const laterMonday = dayjs(later).subtract((dayjs(later).day() + 6) % 7, 'day');
    await user.type(screen.getByLabelText(/预约日期/), later);
    await waitFor(() => expect(calls.schedule.at(-1)).toMatchObject({ venueId: '2', from: laterMonday.format('YYYY-MM-DD') }));
    await user.click(screen.getByRole('button', { name: '上一周' }));
    await waitFor(() => expect(calls.schedule.at(-1)).toMatchObject({ from: laterMonday.subtract(7, 'day').format('YYYY-MM-DD') }));
  });

  it('validates every field in Chinese before sending: an empty time picker says 请选择时间', async () => {
    loggedIn();
    const calls = backend();
    acceptSubmit(calls);
    const user = userEvent.setup();
    renderRoutes(routes, '/interaction/activitySite');
    await screen.findByRole('radio', { name: /报告厅/ });

    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findAllByText('请选择时间')).toHaveLength(2 + 2); // two messages, and each picker's empty option
    expect(screen.getByText('请选择日期')).toBeInTheDocument();
    expect(screen.getByText('请填写使用用途')).toBeInTheDocument();
    expect(screen.getByText('请填写参加人数')).toBeInTheDocument();
    expect(screen.getByText('请输入手机号')).toBeInTheDocument();

    // An end chosen first, then a later start.
    await fill(user, { date: day(70), end: '13:00', start: '14:00', purpose: '读书会', attendees: '201', phone: '123' });
    expect(await screen.findByText('只能预约60天以内的日期')).toBeInTheDocument();
    expect(screen.getByText('结束时间须晚于开始时间')).toBeInTheDocument();
    expect(screen.getByText('参加人数超过场馆容纳人数（200人）')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    // Ends not after the start are greyed out.
    expect(within(screen.getByRole('combobox', { name: '结束时间' })).getByRole('option', { name: '13:00' })).toBeDisabled();
    expect(within(screen.getByRole('combobox', { name: '结束时间' })).getByRole('option', { name: '14:30' })).toBeEnabled();
    expect(calls.submit).toHaveLength(0);
  });

  it('refuses on the page a time that overlaps a booked slot of that day', async () => {
    loggedIn();
    const calls = backend();
    acceptSubmit(calls);
    const user = userEvent.setup();
    renderRoutes(routes, '/interaction/activitySite');
    await screen.findByRole('radio', { name: /报告厅/ });
    await fill(user, { date: day(3), start: '10:00', end: '12:00', purpose: '读书会', attendees: '30', phone: '13800000001' });
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    // Under the start time and in the refusal above the button.
    expect(await screen.findAllByText('该时段已被预约，请选择其他时间')).toHaveLength(2);
    expect(screen.getByText('所选时段与已通过的预约冲突，请参考上方日历重新选择。')).toBeInTheDocument();
    expect(calls.submit).toHaveLength(0);

    // Touching the booked slot is fine, and the refusal goes.
    await user.selectOptions(screen.getByRole('combobox', { name: '开始时间' }), '11:00');
    await waitFor(() => expect(screen.queryByText('所选时段与已通过的预约冲突，请参考上方日历重新选择。')).toBeNull());
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(calls.submit).toHaveLength(1));
    expect(calls.submit[0]).toEqual({
      venueId: '1',
      date: day(3),
      startTime: '11:00',
      endTime: '12:00',
      purpose: '读书会',
      attendees: 30,
      phone: '13800000001',
    });
  });

  it('shows the server’s refusal of a conflict clearly, under the time and above the button, and reloads the calendar', async () => {
    loggedIn();
    const calls = backend();
    server.use(
      graphql.mutation('ActivitySitePageSubmit', () =>
        HttpResponse.json({
          errors: [
            {
              message: '该时段已被预约，请选择其他时间',
              extensions: {
                code: 'BAD_USER_INPUT',
                status: 400,
                field: 'startTime',
                fieldErrors: [{ field: 'startTime', message: '该时段已被预约，请选择其他时间' }],
              },
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/interaction/activitySite');
    await screen.findByRole('radio', { name: /报告厅/ });
    await fill(user, { date: day(3), start: '14:00', end: '16:00', purpose: '读书会', attendees: '30', phone: '13800000001' });
    const before = calls.schedule.length;
    await user.click(screen.getByRole('button', { name: '提交申请' }));

    const alert = await screen.findByText('所选时段与已通过的预约冲突，请参考上方日历重新选择。');
    expect(alert).toBeInTheDocument();
    // In the alert and under the start time; not as a toast as well.
    expect(screen.getAllByText('该时段已被预约，请选择其他时间')).toHaveLength(2);
    await waitFor(() => expect(calls.schedule.length).toBeGreaterThan(before));
  });

  it('maps several server field errors onto their fields', async () => {
    loggedIn();
    backend();
    server.use(
      graphql.mutation('ActivitySitePageSubmit', () =>
        HttpResponse.json({
          errors: [
            {
              message: '该场馆当天不开放，请选择其他日期',
              extensions: {
                code: 'BAD_USER_INPUT',
                status: 400,
                field: 'date',
                fieldErrors: [
                  { field: 'date', message: '该场馆当天不开放，请选择其他日期' },
                  { field: 'attendees', message: '参加人数超过场馆容纳人数（12人）' },
                ],
              },
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/interaction/activitySite');
    await screen.findByRole('radio', { name: /报告厅/ });
    await fill(user, { date: day(4), start: '14:00', end: '16:00', purpose: '读书会', attendees: '30', phone: '13800000001' });
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('该场馆当天不开放，请选择其他日期')).toBeInTheDocument();
    expect(screen.getByText('参加人数超过场馆容纳人数（12人）')).toBeInTheDocument();
  });

  it('after sending, says it waits for review and links to 我的场馆预约', async () => {
    loggedIn();
    const calls = backend();
    acceptSubmit(calls);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/interaction/activitySite');
    await screen.findByRole('radio', { name: /报告厅/ });
    // A day picked on the calendar fills the form.
    await user.click(await screen.findByRole('button', { name: `${label(day(0))}，选择这一天` }));
    expect(screen.getByLabelText(/预约日期/)).toHaveValue(day(0));
    await user.clear(screen.getByLabelText(/预约日期/));
    await fill(user, { date: day(5), start: '19:00', end: '20:30', purpose: '亲子共读', attendees: '40', phone: '13800000001' });
    await user.click(screen.getByRole('button', { name: '提交申请' }));

    expect(await screen.findByText('申请已提交，请等待审核')).toBeInTheDocument();
    expect(screen.getByText(`报告厅，${day(5)} 19:00–20:30。审核结果可在个人中心查看。`)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '查看我的场馆预约' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal/userInformation/place'));
  });

  it('a guest sees the venues and the calendar, and is sent to the login on submit', async () => {
    const calls = backend();
    acceptSubmit(calls);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/interaction/activitySite');
    expect(await screen.findByRole('region', { name: label(day(0)) })).toBeInTheDocument();
    expect(screen.getByText('提交前需要登录')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/interaction/activitySite')}`);
    expect(calls.submit).toHaveLength(0);
  });

  it('hands other failures (a barred reader) to the error catalogue', async () => {
    loggedIn();
    backend();
    server.use(graphql.mutation('ActivitySitePageSubmit', (): Response => gqlError('TOO_MANY_REQUESTS', 429, '提交过于频繁，请稍后再试')));
    const user = userEvent.setup();
    renderRoutes(routes, '/interaction/activitySite');
    await screen.findByRole('radio', { name: /报告厅/ });
    await fill(user, { date: day(3), start: '14:00', end: '16:00', purpose: '读书会', attendees: '30', phone: '13800000001' });
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('提交过于频繁，请稍后再试')).toBeInTheDocument();
    expect(screen.queryByText('申请已提交，请等待审核')).toBeNull();
  });
});
