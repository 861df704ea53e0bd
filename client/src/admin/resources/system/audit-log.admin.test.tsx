import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { AdminListPage } from '../../crud/AdminListPage';
import { mockList } from '../catalogue-fixtures';
import { auditLogAdmin } from './audit-log.admin';
import { AuditLogDetailPage } from './AuditLogDetailPage';

configure({ asyncUtilTimeout: 10_000 });

const log = (id: number, action: string, entity: string, targetIds: string[]) => ({
  __typename: 'AuditLog',
  id: String(id),
  adminName: '系统管理员',
  action,
  entity,
  targetIds,
  ip: '10.0.0.8',
  createdAt: '2026-11-25T08:30:00.000Z',
});

function backend() {
  server.use(
    graphql.query('AdminAuditLogFacets', () =>
      HttpResponse.json({
        data: {
          auditLogFacets: {
            __typename: 'AuditLogFacets',
            entities: ['News', 'MobileDevice'],
            actions: ['update', 'batchRemove'],
            admins: [{ __typename: 'AuditLogActor', id: '1', name: '系统管理员' }],
          },
        },
      }),
    ),
  );
  return mockList('AdminAuditLogsQuery', 'AuditLogPage', [log(2, 'update', 'News', ['7']), log(1, 'batchRemove', 'MobileDevice', ['3', '4'])]);
}

const DETAIL = {
  ...log(2, 'update', 'News', ['7']),
  changes: [
    { __typename: 'AuditChange', targetId: '7', field: 'title', before: '旧标题', after: '新标题', changed: true },
    { __typename: 'AuditChange', targetId: '7', field: 'summary', before: '摘要', after: '摘要', changed: false },
    { __typename: 'AuditChange', targetId: '7', field: 'cover', before: null, after: '/uploads/c.png', changed: true },
  ],
};

function renderScreen(path = '/admin/logManage') {
  const rendered = renderRoutes(
    [
      { path: 'admin/logManage', element: <AdminListPage config={auditLogAdmin} /> },
      { path: 'admin/logManage/detail', element: <AuditLogDetailPage /> },
    ],
    path,
  );
  return { ...rendered, user: userEvent.setup() };
}

describe('操作日志 (logManage)', () => {
  it('lists actions in Chinese, filters by administrator, action and type, and opens a detail', async () => {
    const requests = backend();
    server.use(graphql.query('AdminAuditLogDetail', () => HttpResponse.json({ data: { auditLog: DETAIL } })));
    const { user, router } = renderScreen();
    expect(await screen.findByRole('heading', { name: '操作日志' })).toBeInTheDocument();
    const cellRow = (name: string) => within(screen.getByRole('cell', { name }).closest('tr')!);
    await screen.findByRole('cell', { name: '批量删除' });
    const row = cellRow('批量删除');
    for (const text of ['移动设备', '3、4', '10.0.0.8']) expect(row.getByText(text)).toBeInTheDocument();
    expect(cellRow('编辑').getByRole('cell', { name: '资讯' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增/ })).not.toBeInTheDocument();

    const action = screen.getByRole('combobox', { name: '操作' });
    await waitFor(() => expect(within(action).getByRole('option', { name: '批量删除' })).toBeInTheDocument());
    await user.selectOptions(action, '编辑');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: { action: 'update' } }));
    await user.selectOptions(screen.getByRole('combobox', { name: '对象类型' }), '资讯');
    await user.selectOptions(screen.getByRole('combobox', { name: '管理员' }), '系统管理员');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: { action: 'update', entity: 'News', adminId: '1' } }));

    await user.click(cellRow('资讯').getByRole('button', { name: '详情' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/logManage/detail'));
    expect(router.state.location.search).toBe('?id=2');
    expect(await screen.findByRole('heading', { name: '日志详情' })).toBeInTheDocument();
  });

  it('the detail shows each field before and after, the changed ones highlighted', async () => {
    server.use(graphql.query('AdminAuditLogDetail', ({ variables }) => HttpResponse.json({ data: { auditLog: { ...DETAIL, id: variables.id } } })));
    renderScreen('/admin/logManage/detail?id=2');
    const table = await screen.findByRole('table', { name: '变更字段 7' });
    const title = within(table).getByText('标题').closest('tr')!;
    expect(within(title).getByText('旧标题')).toBeInTheDocument();
    expect(within(title).getByText('新标题')).toBeInTheDocument();
    expect(within(title).getByText('已修改')).toBeInTheDocument();
    expect(title).toHaveAttribute('data-changed', 'true');
    const summary = within(table).getByText('摘要', { selector: 'td' }).closest('tr')!;
    expect(summary).not.toHaveAttribute('data-changed');
    expect(within(summary).queryByText('已修改')).not.toBeInTheDocument();
    const cover = within(table).getByText('封面').closest('tr')!;
    expect(within(cover).getByText('—')).toBeInTheDocument();
    expect(screen.getByText('编辑')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回列表' })).toHaveAttribute('href', '/admin/logManage');
  });

  it('the detail says so when the entry is missing', async () => {
    server.use(
      graphql.query('AdminAuditLogDetail', () =>
        HttpResponse.json({ errors: [{ message: '页面未找到。', extensions: { code: 'NOT_FOUND', status: 404 } }] }),
      ),
    );
    renderScreen('/admin/logManage/detail?id=99');
    expect(await screen.findByText('日志加载失败或不存在')).toBeInTheDocument();
  });
});
