import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { AdminListPage } from '../crud/AdminListPage';
import { mockMutation } from '../crud/test-fixtures';
import { mockList } from './catalogue-fixtures';
import { readerAdmin } from './reader.admin';

// Chakra dialogs take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const READER = {
  __typename: 'Reader',
  id: '7',
  cardNumber: '2024000107',
  name: '周借书',
  phone: null,
  level: 2,
  enabled: true,
  lastLoginAt: null,
  rights: ['DOWNLOAD', 'VENUE_BOOKING'],
};

const loan = (id: number, title: string, barcode: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Loan',
  id: String(id),
  title,
  barcode,
  copyId: String(100 + id),
  borrowedAt: '2026-03-01T02:30:00.000Z',
  dueAt: '2026-03-31T02:30:00.000Z',
  overdue: false,
  ...extra,
});

/** The reader's current loans: each request answers with what `loans()` holds then. */
function mockLoans(loans: () => unknown[]) {
  const requests: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('AdminReaderLoans', ({ variables }) => {
      requests.push(variables);
      const items = loans();
      return HttpResponse.json({ data: { loans: { __typename: 'LoanPage', total: items.length, items } } });
    }),
  );
  return requests;
}

async function openDialog(label: string) {
  mockList('AdminReadersQuery', 'ReaderPage', [READER]);
  const user = userEvent.setup();
  renderRoutes([{ path: 'admin/user/userManage', element: <AdminListPage config={readerAdmin} /> }], '/admin/user/userManage');
  await user.click(within((await screen.findByText('周借书')).closest('tr')!).getByRole('button', { name: label }));
  return { user, dialog: await screen.findByRole('dialog', { name: `${label}：2024000107` }) };
}

afterEach(() => {
  act(() => toaster.remove());
});

describe('用户管理 row dialogs', () => {
  it('重置密码 generates a password and shows it once', async () => {
    const reset = mockMutation('ResetReaderPassword', {
      __typename: 'ReaderPasswordReset',
      generatedPassword: 'k7m2pq9xya',
      reader: { __typename: 'Reader', id: '7' },
    });
    const { user, dialog } = await openDialog('重置密码');
    await user.click(within(dialog).getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(reset).toEqual([{ id: '7' }]));
    expect(await within(dialog).findByLabelText('新密码')).toHaveTextContent('k7m2pq9xya');
    expect(await screen.findByText('密码已重置')).toBeInTheDocument();
  });

  it('重置密码 with a chosen password checks its length first', async () => {
    const reset = mockMutation('ResetReaderPassword', {
      __typename: 'ReaderPasswordReset',
      generatedPassword: null,
      reader: { __typename: 'Reader', id: '7' },
    });
    const { user, dialog } = await openDialog('重置密码');
    await user.click(within(dialog).getByText('指定密码'));
    await user.type(within(dialog).getByLabelText('新密码'), '123');
    await user.click(within(dialog).getByRole('button', { name: '重置密码' }));
    expect(await within(dialog).findByText('密码至少 6 位')).toBeInTheDocument();
    expect(reset).toEqual([]);
    await user.type(within(dialog).getByLabelText('新密码'), '456');
    await user.click(within(dialog).getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(reset).toEqual([{ id: '7', password: '123456' }]));
  });

  it('借还 lends by barcode and returns each loan, showing the current loans after each', async () => {
    let current = [loan(1, '围城', 'C000001', { overdue: true })];
    const requests = mockLoans(() => current);
    const lent = mockMutation('DeskLendCopy', { __typename: 'Loan', id: '2' });
    const returned = mockMutation('DeskReturnCopy', { __typename: 'Loan', id: '1' });
    const { user, dialog } = await openDialog('借还');
    const table = await within(dialog).findByRole('table', { name: '当前借阅' });
    expect(within(table).getByText('围城')).toBeInTheDocument();
    expect(within(table).getByText(/已逾期/)).toBeInTheDocument();
    expect(requests[0]).toEqual({ readerId: '7' });

    current = [...current, loan(2, '边城', 'C000002')];
    await user.type(within(dialog).getByLabelText('条码号'), ' C000002 {Enter}');
    await waitFor(() => expect(lent).toEqual([{ barcode: 'C000002', readerId: '7' }]));
    expect(await within(dialog).findByText('边城')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('条码号')).toHaveValue('');

    current = current.slice(1);
    await user.click(within(dialog).getByRole('button', { name: '归还 围城' }));
    await waitFor(() => expect(returned).toEqual([{ copyId: '101' }]));
    await waitFor(() => expect(within(dialog).queryByText('围城')).toBeNull());
  });

  it('借还 shows the rule that refuses a loan and keeps the barcode', async () => {
    mockLoans(() => []);
    server.use(
      graphql.mutation('DeskLendCopy', () =>
        HttpResponse.json({ errors: [{ message: '该册已借出，不能再借', extensions: { code: 'BAD_USER_INPUT', field: 'copyId' } }] }),
      ),
    );
    const { user, dialog } = await openDialog('借还');
    expect(await within(dialog).findByText('该读者没有在借的图书')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('条码号'), 'C000009');
    await user.click(within(dialog).getByRole('button', { name: '借出' }));
    expect(await screen.findByText('该册已借出，不能再借')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('条码号')).toHaveValue('C000009');
  });

  it('加入黑名单 opens the blacklist form for this reader: no reader picker, the reader sent with the reason', async () => {
    const created = mockMutation('CreateBlacklistEntry', { __typename: 'BlacklistEntry', id: '5' });
    const { user, dialog } = await openDialog('加入黑名单');
    expect(within(dialog).queryByText('读者')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入原因')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('原因'), '多次预约场馆未到');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(created).toEqual([{ input: { reason: '多次预约场馆未到', enabled: true, readerId: '7' } }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '加入黑名单：2024000107' })).toBeNull());
  });
});
