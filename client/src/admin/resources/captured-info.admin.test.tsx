import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { renderRoutes } from '../../test/render';
import { AdminListPage } from '../crud/AdminListPage';
import { mockMutation } from '../crud/test-fixtures';
import { mockList } from './catalogue-fixtures';
import { capturedInfoAdmin } from './captured-info.admin';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  act(() => toaster.remove());
});

const row = (id: string, title: string, state: 'CAPTURED' | 'PUBLISHED') => ({
  __typename: 'CapturedInfo',
  id,
  title,
  source: '钱塘日报',
  publishedAt: '2026-03-18T01:30:00.000Z',
  state,
  newsCategory: state === 'PUBLISHED' ? 'industryNews' : null,
  createdAt: '2026-03-19T01:30:00.000Z',
});

function renderScreen() {
  const user = userEvent.setup();
  const rendered = renderRoutes(
    [
      { path: 'admin/info/infoCapture', element: <AdminListPage config={capturedInfoAdmin} /> },
      { path: 'admin/info/infoCapture/:id', element: <p>编辑页</p> },
    ],
    '/admin/info/infoCapture',
  );
  return { user, ...rendered };
}

describe('信息采集 (info/infoCapture)', () => {
  it('lists items with their state, and captures an article from an address, then opens it to edit', async () => {
    const requests = mockList('AdminCapturedInfosQuery', 'CapturedInfoPage', [
      row('1', '古籍修复中心举行开放日', 'CAPTURED'),
      row('2', '城市书房增至46家', 'PUBLISHED'),
    ]);
    const calls = mockMutation('CaptureInfo', {
      __typename: 'InfoCaptureResult',
      item: { __typename: 'CapturedInfo', id: '7', title: '新文章' },
      warnings: [],
    });
    const { user, router } = renderScreen();
    const first = (await screen.findByText('古籍修复中心举行开放日')).closest('tr')!;
    expect(within(first).getByText('已采集')).toBeInTheDocument();
    const second = screen.getByText('城市书房增至46家').closest('tr')!;
    expect(within(second).getByText('已发布')).toBeInTheDocument();
    expect(within(second).getByText('行业动态')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ sortBy: 'createdAt', order: 'DESC' });
    // 新增 types an item in by hand.
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '采集' }));
    const dialog = await screen.findByRole('dialog', { name: '采集文章' });
    await user.click(within(dialog).getByRole('button', { name: '开始采集' }));
    expect(await within(dialog).findByText('请输入网址')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/文章网址/), 'ftp://example.org');
    await user.click(within(dialog).getByRole('button', { name: '开始采集' }));
    expect(await within(dialog).findByText('请输入以 http:// 或 https:// 开头的网址')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/文章网址/));
    await user.type(within(dialog).getByLabelText(/文章网址/), 'https://news.example.org/a.html');
    await user.click(within(dialog).getByRole('button', { name: '开始采集' }));
    await waitFor(() => expect(calls).toEqual([{ url: 'https://news.example.org/a.html' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/info/infoCapture/7'));
  });

  it('shows what could not be copied before opening the item', async () => {
    mockList('AdminCapturedInfosQuery', 'CapturedInfoPage', []);
    mockMutation('CaptureInfo', {
      __typename: 'InfoCaptureResult',
      item: { __typename: 'CapturedInfo', id: '8', title: '新文章' },
      warnings: ['图片未能保存（https://news.example.org/b.png）：抓取失败：对方网站返回 404'],
    });
    const { user, router } = renderScreen();
    await user.click(await screen.findByRole('button', { name: '采集' }));
    const dialog = await screen.findByRole('dialog', { name: '采集文章' });
    await user.type(within(dialog).getByLabelText(/文章网址/), 'https://news.example.org/b.html');
    await user.click(within(dialog).getByRole('button', { name: '开始采集' }));
    expect(await within(dialog).findByText(/图片未能保存/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '编辑采集结果' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/info/infoCapture/8'));
  });

  it('发布为资讯 publishes an item in the chosen category; a published one says where to edit it', async () => {
    mockList('AdminCapturedInfosQuery', 'CapturedInfoPage', [
      row('1', '古籍修复中心举行开放日', 'CAPTURED'),
      row('2', '城市书房增至46家', 'PUBLISHED'),
    ]);
    const calls = mockMutation('PublishCapturedInfo', {
      __typename: 'CapturedInfo',
      id: '1',
      state: 'PUBLISHED',
      newsCategory: 'peaceNews',
      newsId: '30',
    });
    const { user } = renderScreen();
    const first = (await screen.findByText('古籍修复中心举行开放日')).closest('tr')!;
    await user.click(within(first).getByRole('button', { name: '发布为资讯' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(/资讯栏目/), 'peaceNews');
    await user.click(within(dialog).getByRole('button', { name: '发布' }));
    await waitFor(() => expect(calls).toEqual([{ id: '1', category: 'peaceNews' }]));
    expect(await screen.findByText('发布成功')).toBeInTheDocument();

    const second = screen.getByText('城市书房增至46家').closest('tr')!;
    await user.click(within(second).getByRole('button', { name: '发布为资讯' }));
    expect(await screen.findByText('该信息已发布为资讯，如需修改请在“资讯管理”中编辑。')).toBeInTheDocument();
  });
});
