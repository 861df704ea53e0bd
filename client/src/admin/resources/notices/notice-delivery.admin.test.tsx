import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { renderRoutes } from '../../../test/render';
import { AdminListPage } from '../../crud/AdminListPage';
import { mockMutation } from '../../crud/test-fixtures';
import { mockList } from '../catalogue-fixtures';
import { noticeDeliveryAdmin } from './notice-delivery.admin';

configure({ asyncUtilTimeout: 10_000 });

const row = (id: string, fields: Record<string, unknown>) => ({
  __typename: 'NoticeDelivery',
  id,
  readerName: '张晓明',
  cardNumber: '2024000101',
  kind: 'DUE_SOON',
  channel: 'SMS',
  title: '平凡的世界',
  state: 'SENT',
  attempts: 1,
  lastError: null,
  createdAt: '2026-12-07T01:00:00.000Z',
  sentAt: '2026-12-07T01:00:02.000Z',
  updatedAt: '2026-12-07T01:00:02.000Z',
  ...fields,
});

const ROWS = [
  row('1', { channel: 'EMAIL', kind: 'OVERDUE' }),
  row('2', { readerName: '李思雨', cardNumber: '2024000102', state: 'FAILED', lastError: '短信发送失败，请稍后再试', sentAt: null }),
  row('3', {
    readerName: '王建国',
    cardNumber: '2024000103',
    kind: 'HOLD_READY',
    state: 'SKIPPED',
    attempts: 0,
    lastError: '读者未绑定手机号',
    sentAt: null,
  }),
];

function renderScreen(path = '/admin/user/noticeRecord') {
  const rendered = renderRoutes([{ path: 'admin/user/noticeRecord', element: <AdminListPage config={noticeDeliveryAdmin} /> }], path);
  return { ...rendered, user: userEvent.setup() };
}

afterEach(() => {
  act(() => toaster.remove());
});

describe('通知记录 (user/noticeRecord)', () => {
  it('lists deliveries with reader, kind, channel, title, state, attempts and reason; 重发 only on failed ones', async () => {
    mockList('AdminNoticeDeliveriesQuery', 'NoticeDeliveryPage', ROWS);
    renderScreen();
    const failed = (await screen.findByText('李思雨（2024000102）')).closest('tr')!;
    for (const text of ['到期提醒', '短信', '《平凡的世界》', '失败', '短信发送失败，请稍后再试'])
      expect(within(failed).getByText(text)).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: '重发' })).toBeInTheDocument();
    const sent = screen.getByText('张晓明（2024000101）').closest('tr')!;
    for (const text of ['逾期提醒', '邮件', '已发送']) expect(within(sent).getByText(text)).toBeInTheDocument();
    expect(within(sent).queryByRole('button', { name: '重发' })).not.toBeInTheDocument();
    const skipped = screen.getByText('王建国（2024000103）').closest('tr')!;
    for (const text of ['预约到书', '跳过', '读者未绑定手机号']) expect(within(skipped).getByText(text)).toBeInTheDocument();
    expect(within(skipped).queryByRole('button', { name: '重发' })).not.toBeInTheDocument();
    // Nothing to create or edit: the runs write the rows.
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(within(sent).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  });

  it('filters by state, kind, channel and date from the URL', async () => {
    const requests = mockList('AdminNoticeDeliveriesQuery', 'NoticeDeliveryPage', [ROWS[1]]);
    renderScreen('/admin/user/noticeRecord?state=FAILED&kind=DUE_SOON&channel=SMS');
    await screen.findByText('李思雨（2024000102）');
    expect(requests.at(-1)).toMatchObject({ filter: { state: 'FAILED', kind: 'DUE_SOON', channel: 'SMS' }, sortBy: 'createdAt', order: 'DESC' });
  });

  it('重发 sends the failed notice again and reads the list again', async () => {
    const requests = mockList('AdminNoticeDeliveriesQuery', 'NoticeDeliveryPage', ROWS);
    const retried = mockMutation('RetryNoticeDelivery', {
      __typename: 'NoticeDelivery',
      id: '2',
      state: 'SENT',
      attempts: 2,
      lastError: null,
      sentAt: '2026-12-07T02:00:00.000Z',
      updatedAt: '2026-12-07T02:00:00.000Z',
    });
    const { user } = renderScreen();
    const failed = (await screen.findByText('李思雨（2024000102）')).closest('tr')!;
    await user.click(within(failed).getByRole('button', { name: '重发' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('上次失败原因：短信发送失败，请稍后再试')).toBeInTheDocument();
    const before = requests.length;
    await user.click(within(dialog).getByRole('button', { name: '重发' }));
    await waitFor(() => expect(retried).toEqual([{ id: '2' }]));
    expect(await screen.findByText('通知已重发')).toBeInTheDocument();
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
  });
});
