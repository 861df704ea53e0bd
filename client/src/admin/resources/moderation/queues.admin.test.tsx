import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { formatDateTime } from '../../../lib/format';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { AdminListPage } from '../../crud/AdminListPage';
import type { AnyResource } from '../../crud/types';
import { mockMutation } from '../../crud/test-fixtures';
import { batchResult, mockList } from '../catalogue-fixtures';
import { commentQueue } from './check.queues';
import { errorReportGroupsAdmin } from './error-report-groups.admin';
import { resourceErrorQueue } from './error-report.queue';
import { venueBookingQueue } from './venue-booking.queue';

// Chakra dialogs take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const reader = { __typename: 'Reader', id: '7', name: '张晓明', cardNumber: 'R0007' };
const resource = { __typename: 'Book', id: '31', title: '呐喊' };

const comment = (id: number, content: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Comment',
  id: String(id),
  content,
  status: 'PENDING',
  flaggedWords: [],
  reply: null,
  reviewedAt: null,
  createdAt: '2026-03-01T02:30:00.000Z',
  reader,
  resource,
  ...extra,
});
const COMMENTS = [
  comment(1, '很好的一本书'),
  comment(2, '经典之作', { status: 'PASSED', reply: '谢谢推荐', reviewedAt: '2026-03-02T03:00:00.000Z' }),
  comment(3, '翻译一般'),
  comment(4, '有人在刷 单，请看看', { flaggedWords: ['刷 单'] }),
];

/** Where the screens' links lead, as plain pages. */
const ELSEWHERE = ['admin/resError/resErrorManage/reports', 'admin/source/video/list/:id/edit'].map((path) => ({ path, element: <p>{path}</p> }));

function renderScreen(config: AnyResource, path = `/admin/${config.path}`) {
  const rendered = renderRoutes([{ path: `admin/${config.path}`, element: <AdminListPage config={config} /> }, ...ELSEWHERE], path);
  const search = () => Object.fromEntries(new URLSearchParams(rendered.router.state.location.search));
  return { ...rendered, search, user: userEvent.setup() };
}

const rowOf = async (text: string) => within((await screen.findByText(text)).closest('tr')!);

afterEach(() => {
  act(() => toaster.remove());
});

describe('评论审核 (check/commentCheck)', () => {
  it('lists each comment with its reader (name and card), resource, time and state', async () => {
    const requests = mockList('AdminCommentsQuery', 'CommentPage', COMMENTS);
    renderScreen(commentQueue);
    const row = await rowOf('很好的一本书');
    for (const text of ['张晓明', 'R0007', '呐喊', formatDateTime('2026-03-01T02:30:00.000Z'), '待审核'])
      expect(row.getByText(text)).toBeInTheDocument();
    for (const name of ['通过', '不通过', '详情', '回复', '删除']) expect(row.getByRole('button', { name })).toBeInTheDocument();
    expect(row.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(requests[0]).toEqual({ page: 1, pageSize: 10, sortBy: 'createdAt', order: 'DESC' });
  });

  it('state tabs and the date range go to the URL and the query (the last day included)', async () => {
    const requests = mockList('AdminCommentsQuery', 'CommentPage', COMMENTS);
    const { user, search } = renderScreen(commentQueue);
    await screen.findByText('很好的一本书');
    await user.click(within(screen.getByRole('group', { name: '状态' })).getByRole('button', { name: '待审核' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: { status: 'PENDING' } }));

    fireEvent.change(screen.getByLabelText('提交时间起'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('提交时间止'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({
        filter: { status: 'PENDING', from: dayjs('2026-03-01').toISOString(), to: dayjs('2026-04-01').toISOString() },
      }),
    );
    expect(search()).toMatchObject({ status: 'PENDING', from: '2026-03-01', to: '2026-03-31' });

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ page: 1, pageSize: 10, sortBy: 'createdAt', order: 'DESC' }));
    expect(search()).toEqual({});
  });

  it('marks the sensitive words the filter found, as the reader wrote them', async () => {
    mockList('AdminCommentsQuery', 'CommentPage', COMMENTS);
    renderScreen(commentQueue);
    const row = (await screen.findByText('请看看', { exact: false })).closest('tr')!;
    expect(within(row).getByText('刷 单').tagName).toBe('MARK');
    expect(within(screen.getByText('很好的一本书').closest('tr')!).queryByRole('mark')).toBeNull();
  });

  it('reads a date range from the URL and ignores a bad one', async () => {
    const requests = mockList('AdminCommentsQuery', 'CommentPage', COMMENTS);
    renderScreen(commentQueue, '/admin/check/commentCheck?from=2026-02-01&to=nonsense');
    await screen.findByText('很好的一本书');
    expect(requests[0].filter).toEqual({ from: dayjs('2026-02-01').toISOString() });
    expect(screen.getByLabelText('提交时间起')).toHaveValue('2026-02-01');
  });

  it('批量通过 confirms, then passes the selected comments', async () => {
    const requests = mockList('AdminCommentsQuery', 'CommentPage', COMMENTS);
    const batch = mockMutation('BatchSetStatusComment', batchResult(2));
    const { user } = renderScreen(commentQueue);
    await screen.findByText('很好的一本书');
    await user.click(screen.getByRole('checkbox', { name: '选择 很好的一本书' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 翻译一般' }));
    await user.click(screen.getByRole('button', { name: '批量通过' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('提示')).toBeInTheDocument();
    expect(within(dialog).getByText('您确定执行当前操作吗？')).toBeInTheDocument();
    const before = requests.length;
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(batch).toEqual([{ ids: ['1', '3'], value: 'PASSED' }]));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    await waitFor(() => expect(requests.length).toBe(before + 1));
  });

  it('详情 shows every field, the reader, the state, the reply and when it was reviewed', async () => {
    mockList('AdminCommentsQuery', 'CommentPage', COMMENTS);
    const { user } = renderScreen(commentQueue);
    await user.click((await rowOf('经典之作')).getByRole('button', { name: '详情' }));
    const dialog = await screen.findByRole('dialog', { name: '详情：经典之作' });
    const list = within(within(dialog).getByLabelText('详情'));
    for (const text of ['评论内容', '经典之作', '张晓明（R0007）', '呐喊', '通过', '谢谢推荐', formatDateTime('2026-03-02T03:00:00.000Z')]) {
      expect(list.getByText(text)).toBeInTheDocument();
    }
  });

  it('回复 sends the reply alone, says 回复成功 and reads the list again; an empty reply is refused', async () => {
    const requests = mockList('AdminCommentsQuery', 'CommentPage', COMMENTS);
    const update = mockMutation('UpdateComment', { __typename: 'Comment', id: '2' });
    const { user } = renderScreen(commentQueue);
    await user.click((await rowOf('经典之作')).getByRole('button', { name: '回复' }));
    const dialog = await screen.findByRole('dialog', { name: '回复：经典之作' });
    const box = within(dialog).getByLabelText(/回复内容/);
    expect(box).toHaveValue('谢谢推荐');
    await user.clear(box);
    await user.click(within(dialog).getByRole('button', { name: '回复' }));
    expect(await within(dialog).findByText('请填写回复内容')).toBeInTheDocument();
    expect(update).toEqual([]);
    await user.type(box, '  已收到，谢谢  ');
    const before = requests.length;
    await user.click(within(dialog).getByRole('button', { name: '回复' }));
    await waitFor(() => expect(update).toEqual([{ id: '2', input: { reply: '已收到，谢谢' } }]));
    expect(await screen.findByText('回复成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '回复：经典之作' })).toBeNull());
    await waitFor(() => expect(requests.length).toBe(before + 1));
  });
});

describe('纠错管理 (resError/resErrorManage)', () => {
  const group = (id: string, title: string, kind: string, reports: number, pending: number) => ({
    __typename: 'ErrorReportGroup',
    id,
    title,
    kind,
    reports,
    pending,
    latestAt: '2026-03-05T01:00:00.000Z',
  });

  it('lists the resources with their counts; 编辑 opens the resource, 纠错记录 its reports', async () => {
    const requests = mockList('AdminErrorReportGroupsQuery', 'ErrorReportGroupPage', [
      group('31', '呐喊', 'book', 3, 1),
      group('40', '故乡', 'video', 1, 0),
    ]);
    const { user, router } = renderScreen(errorReportGroupsAdmin);
    const row = await rowOf('呐喊');
    for (const text of ['纸质图书', '3', '1', formatDateTime('2026-03-05T01:00:00.000Z')]) expect(row.getByText(text)).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: '状态' })).getByRole('button', { name: '待处理' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: { status: 'PENDING' } }));

    await user.click(row.getByRole('button', { name: '纠错记录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/resError/resErrorManage/reports'));
    expect(router.state.location.search).toBe('?resourceId=31');
    await act(() => router.navigate('/admin/resError/resErrorManage'));
    await user.click((await rowOf('故乡')).getByRole('button', { name: '编辑' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/source/video/list/40/edit'));
  });

  it('纠错记录 of one resource: 已处理并回复 sets the state with the reply', async () => {
    const requests = mockList('AdminErrorReportsQuery', 'ErrorReportPage', [
      {
        __typename: 'ErrorReport',
        id: '9',
        type: 'LINK',
        description: '第三章链接打不开',
        status: 'PENDING',
        flaggedWords: [],
        reply: null,
        reviewedAt: null,
        createdAt: '2026-03-05T01:00:00.000Z',
        reader,
        resource,
      },
    ]);
    const update = mockMutation('UpdateErrorReport', { __typename: 'ErrorReport', id: '9' });
    const { user } = renderScreen(resourceErrorQueue, '/admin/resError/resErrorManage/reports?resourceId=31');
    const row = await rowOf('第三章链接打不开');
    expect(row.getByText('链接失效')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ filter: { resourceId: '31' } });
    await user.click(row.getByRole('button', { name: '回复' }));
    const dialog = await screen.findByRole('dialog', { name: '回复：第三章链接打不开' });
    await user.type(within(dialog).getByLabelText(/回复内容/), '链接已修复');
    await user.click(within(dialog).getByRole('button', { name: '已处理并回复' }));
    await waitFor(() => expect(update).toEqual([{ id: '9', input: { reply: '链接已修复', status: 'PASSED' } }]));
  });
});

describe('场地预约 (interact/place)', () => {
  const day = dayjs().add(10, 'day').format('YYYY-MM-DD');
  const booking = {
    __typename: 'VenueBooking',
    id: '5',
    date: day,
    startTime: '14:00',
    endTime: '16:00',
    purpose: '读书分享会',
    attendees: 30,
    phone: '13900000000',
    status: 'PENDING',
    flaggedWords: [],
    reply: null,
    reviewedAt: null,
    createdAt: '2026-03-05T01:00:00.000Z',
    venue: { __typename: 'Venue', id: '2', name: '多功能厅', opensAt: '08:00', closesAt: '22:00', openWeekdays: [1, 2, 3, 4, 5, 6, 7] },
    reader,
  };
  const other = (id: string, status: string, startTime: string, endTime: string) => ({
    __typename: 'VenueBooking',
    id,
    status,
    startTime,
    endTime,
    purpose: '讲座',
    reader: { ...reader, id: `r${id}`, name: '李华' },
  });

  it('审核 shows the clashes and the week, and says clearly why a pass is refused', async () => {
    mockList('AdminVenueBookingsQuery', 'VenueBookingPage', [booking]);
    const schedules: Array<Record<string, unknown>> = [];
    server.use(
      graphql.query('AdminVenueBookingOverlapQuery', () =>
        HttpResponse.json({
          data: {
            item: {
              __typename: 'VenueBooking',
              id: '5',
              overlapping: [other('6', 'PENDING', '13:00', '14:30'), other('7', 'PASSED', '15:00', '17:00')],
            },
          },
        }),
      ),
      graphql.query('AdminVenueScheduleQuery', ({ variables }) => {
        schedules.push(variables);
        return HttpResponse.json({
          data: {
            venueSchedule: [{ __typename: 'VenueBookedDay', date: day, slots: [{ __typename: 'VenueSlot', startTime: '15:00', endTime: '17:00' }] }],
          },
        });
      }),
      graphql.mutation('SetStatusVenueBooking', () =>
        HttpResponse.json({
          errors: [{ message: `该时段已有通过的预约（${day} 15:00–17:00），不能重复通过`, extensions: { code: 'BAD_USER_INPUT' } }],
        }),
      ),
    );
    const { user } = renderScreen(venueBookingQueue);
    const row = await rowOf('读书分享会');
    // No single 通过 on the row: it goes through 审核.
    expect(row.queryByRole('button', { name: '通过' })).toBeNull();
    await user.click(row.getByRole('button', { name: '审核' }));
    const dialog = await screen.findByRole('dialog', { name: '审核：读书分享会' });
    expect(await within(dialog).findByText('该时段已有通过的预约，不能通过')).toBeInTheDocument();
    expect(within(dialog).getByText('15:00–17:00 讲座（李华）')).toBeInTheDocument();
    expect(within(dialog).getByText('13:00–14:30 讲座（李华）')).toBeInTheDocument();
    expect(await within(dialog).findByText('15:00–17:00 已预约')).toBeInTheDocument();
    expect(schedules[0]).toMatchObject({ venueId: '2' });
    expect(String(schedules[0].from) <= day && day <= String(schedules[0].to)).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: '通过' }));
    expect(await within(dialog).findByText(`该时段已有通过的预约（${day} 15:00–17:00），不能重复通过`)).toBeInTheDocument();
  });
});
