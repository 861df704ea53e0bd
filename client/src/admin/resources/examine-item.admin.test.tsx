import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { renderRoutes } from '../../test/render';
import { AdminListPage } from '../crud/AdminListPage';
import { mockMutation } from '../crud/test-fixtures';
import { batchResult, mockItem, mockList } from './catalogue-fixtures';
import { examineItemAdmin } from './examine-item.admin';

configure({ asyncUtilTimeout: 10_000 });

const item = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ExamineItem',
  id: String(id),
  name,
  kind: 'SUBMISSION',
  enabled: true,
  open: true,
  reviewMode: 'MANUAL',
  onSensitive: 'REVIEW',
  ...extra,
});
const ITEMS = [
  item(1, '评论', { reviewMode: 'AUTO_UNLESS_SENSITIVE' }),
  item(2, '留言', { open: false }),
  item(3, '志愿者申请', { enabled: false }),
  item(9, '报告厅', { kind: 'VENUE' }),
];

function renderScreen(path = '/admin/check/automatic') {
  const rendered = renderRoutes([{ path: 'admin/check/automatic', element: <AdminListPage config={examineItemAdmin} /> }], path);
  return { ...rendered, user: userEvent.setup() };
}

afterEach(() => {
  act(() => toaster.remove());
});

describe('自动审核 (check/automatic)', () => {
  it('lists the examine items with their states, review mode and match action; venues have no review mode', async () => {
    const requests = mockList('AdminExamineItemsQuery', 'ExamineItemPage', ITEMS);
    renderScreen();
    expect(await screen.findByRole('heading', { name: '自动审核' })).toBeInTheDocument();
    const comment = within((await screen.findByText('评论')).closest('tr')!);
    for (const text of ['提交类型', '启用', '开启', '无敏感词自动通过', '转人工审核']) expect(comment.getAllByText(text).length).toBeGreaterThan(0);
    for (const name of ['编辑', '停用', '关闭', '审核方式']) expect(comment.getByRole('button', { name })).toBeInTheDocument();
    expect(within(screen.getByText('留言').closest('tr')!).getByRole('button', { name: '开启' })).toBeInTheDocument();
    expect(within(screen.getByText('志愿者申请').closest('tr')!).getByRole('button', { name: '启用' })).toBeInTheDocument();
    const venue = within(screen.getByText('报告厅').closest('tr')!);
    expect(venue.getByText('场馆')).toBeInTheDocument();
    expect(venue.getAllByText('—')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(requests[0]).toEqual({ page: 1, pageSize: 10, sortBy: 'sort', order: 'ASC' });
  });

  it('a row’s 关闭 and 开启 send closeExamineItem and openExamineItem', async () => {
    mockList('AdminExamineItemsQuery', 'ExamineItemPage', ITEMS);
    const closed = mockMutation('CloseExamineItem', { __typename: 'ExamineItem', id: '1', open: false });
    const opened = mockMutation('OpenExamineItem', { __typename: 'ExamineItem', id: '2', open: true });
    const { user } = renderScreen();
    await user.click(within((await screen.findByText('评论')).closest('tr')!).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(closed).toEqual([{ id: '1' }]));
    await user.click(within(screen.getByText('留言').closest('tr')!).getByRole('button', { name: '开启' }));
    await waitFor(() => expect(opened).toEqual([{ id: '2' }]));
  });

  it('批量关闭 and 批量审核方式 confirm, then send the selected ids', async () => {
    mockList('AdminExamineItemsQuery', 'ExamineItemPage', ITEMS);
    const closed = mockMutation('BatchCloseExamineItem', batchResult(2));
    const modes = mockMutation('BatchSetReviewModeExamineItem', batchResult(2));
    const { user } = renderScreen();
    await screen.findByText('评论');
    await user.click(screen.getByRole('checkbox', { name: '选择 评论' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 留言' }));
    await user.click(screen.getByRole('button', { name: '批量关闭' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(closed).toEqual([{ ids: ['1', '2'] }]));

    await user.click(screen.getByRole('checkbox', { name: '选择 评论' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 留言' }));
    await user.click(screen.getByRole('button', { name: '批量审核方式' }));
    const chooser = await screen.findByRole('dialog', { name: '批量审核方式' });
    await user.click(within(chooser).getByText('自动通过'));
    await user.click(within(chooser).getByRole('button', { name: '确定' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(modes).toEqual([{ ids: ['1', '2'], value: 'AUTO' }]));
  });

  it('编辑 sets what a sensitive word does', async () => {
    mockList('AdminExamineItemsQuery', 'ExamineItemPage', ITEMS);
    mockItem('AdminExamineItemQuery', {
      __typename: 'ExamineItem',
      id: '1',
      name: '评论',
      enabled: true,
      open: true,
      reviewMode: 'AUTO_UNLESS_SENSITIVE',
      onSensitive: 'REVIEW',
    });
    const updated = mockMutation('UpdateExamineItem', { __typename: 'ExamineItem', id: '1' });
    const { user } = renderScreen();
    await user.click(within((await screen.findByText('评论')).closest('tr')!).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑审批项' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /含敏感词时/ })).toHaveValue('REVIEW'));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /含敏感词时/ }), '拒绝提交');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(updated).toEqual([{ id: '1', input: { enabled: true, open: true, reviewMode: 'AUTO_UNLESS_SENSITIVE', onSensitive: 'REFUSE' } }]),
    );
  });
});
