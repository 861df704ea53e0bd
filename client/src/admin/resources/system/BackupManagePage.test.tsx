import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { envelope, gqlError, graphql, http, HttpResponse, server } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { BackupManagePage } from './BackupManagePage';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  act(() => toaster.remove());
});

type Row = {
  id: string;
  name: string;
  kind: string;
  state: string;
  format?: string | null;
  step?: string | null;
  size?: number | null;
  error?: string | null;
  localCopy?: boolean;
  remoteCopy?: string | null;
  remoteError?: string | null;
};

const backup = (row: Row) => ({
  __typename: 'Backup',
  format: 'PORTAL',
  step: null,
  size: null,
  error: null,
  createdAt: '2026-11-25T03:00:00.000Z',
  createdBy: row.kind === 'MANUAL' ? 'admin' : null,
  localCopy: row.state === 'SUCCEEDED',
  remoteCopy: null,
  remoteError: null,
  ...row,
});

const STEPS = ['恢复数据库', '恢复上传文件', '更新数据库结构', '完成'];
const progress = (state: string, stepIndex: number) => ({
  __typename: 'RestoreProgress',
  backupName: 'backup-20261125-110000',
  state,
  step: STEPS[stepIndex - 1],
  stepIndex,
  steps: STEPS,
  error: null,
});

const PG_DUMP_NOTE = '使用 pg_dump 18.4（标准格式）备份';

function serve(rows: Row[], overview: { available?: boolean; format?: string; formatNote?: string } = {}) {
  server.use(
    // No restore under way (the page asks once on opening).
    http.get('*/api/admin/backup/restore-status', () => envelope(null)),
    graphql.query('AdminBackups', () =>
      HttpResponse.json({ data: { backups: { __typename: 'BackupPage', total: rows.length, items: rows.map(backup) } } }),
    ),
    graphql.query('AdminBackupOverview', () =>
      HttpResponse.json({
        data: {
          overview: {
            __typename: 'BackupOverview',
            available: true,
            format: 'PG_DUMP',
            formatNote: PG_DUMP_NOTE,
            schedule: '30 2 * * *',
            scheduleText: '每天 02:30（Europe/Paris）',
            timeZone: 'Europe/Paris',
            keep: 7,
            restore: null,
            ...overview,
          },
        },
      }),
    ),
  );
}

const ROWS: Row[] = [
  { id: '3', name: 'backup-20261125-120000', kind: 'MANUAL', state: 'RUNNING', step: '导出数据库' },
  {
    id: '2',
    name: 'backup-20261125-110000',
    kind: 'MANUAL',
    state: 'SUCCEEDED',
    format: 'PG_DUMP',
    size: 1536,
    localCopy: false,
    remoteCopy: 's3://portal-files/backups/backup-20261125-110000.tar',
  },
  { id: '1', name: 'backup-20261125-030000', kind: 'SCHEDULED', state: 'FAILED', error: 'pg_dump 失败：连接被拒绝' },
];

describe('备份管理 (backupManage)', () => {
  it('lists backups with 类型, 状态, 大小 and 创建时间; a successful one can be downloaded; 立即备份 starts one', async () => {
    serve(ROWS);
    let created = 0;
    server.use(
      graphql.mutation('AdminCreateBackup', () => {
        created += 1;
        return HttpResponse.json({ data: { createBackup: { __typename: 'Backup', id: '4', name: 'backup-20261125-130000', state: 'RUNNING' } } });
      }),
    );
    const user = userEvent.setup();
    renderPage(<BackupManagePage />);
    const table = await screen.findByRole('table', { name: '备份列表' });
    const succeeded = within(table).getByText('backup-20261125-110000').closest('tr')!;
    expect(within(succeeded).getByText('手动')).toBeInTheDocument();
    expect(within(succeeded).getByText('pg_dump')).toBeInTheDocument();
    expect(within(succeeded).getByText('成功')).toBeInTheDocument();
    expect(within(succeeded).getByText('1.5 KB')).toBeInTheDocument();
    // 03:00 UTC is 04:00 on the library's clock (Europe/Paris in winter), wherever the browser is.
    expect(within(succeeded).getByText('2026-11-25 04:00')).toBeInTheDocument();
    // Where the copies are: the local file is gone, the object store keeps one.
    expect(within(succeeded).getByText('本机文件已不存在')).toBeInTheDocument();
    expect(within(succeeded).getByText('对象存储：s3://portal-files/backups/backup-20261125-110000.tar')).toBeInTheDocument();
    expect(within(succeeded).getByRole('link', { name: '下载 backup-20261125-110000' })).toHaveAttribute('href', '/api/admin/backup/download/2');

    const running = within(table).getByText('backup-20261125-120000').closest('tr')!;
    expect(within(running).getByText('进行中')).toBeInTheDocument();
    expect(within(running).getByText('导出数据库')).toBeInTheDocument();
    // Nothing to download, restore or delete while it runs.
    expect(within(running).queryByRole('button')).toBeNull();
    expect(within(running).queryByRole('link')).toBeNull();

    const failed = within(table).getByText('backup-20261125-030000').closest('tr')!;
    expect(within(failed).getByText('定时')).toBeInTheDocument();
    expect(within(failed).getByText('失败')).toBeInTheDocument();
    expect(within(failed).getByText('pg_dump 失败：连接被拒绝')).toBeInTheDocument();
    expect(within(failed).queryByRole('link')).toBeNull();

    expect(screen.getByText('定时备份：每天 02:30（Europe/Paris），保留最近 7 份定时备份')).toBeInTheDocument();
    expect(screen.getByText(`备份格式：${PG_DUMP_NOTE}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '立即备份' }));
    await waitFor(() => expect(created).toBe(1));
    expect(await screen.findByText('已开始备份')).toBeInTheDocument();
  });

  it('without usable pg_dump, backs up in the portal format and says why; pg_dump backups cannot be restored here', async () => {
    const note = '内置 PostgreSQL 中未找到 pg_dump pg_restore，使用内置备份格式';
    serve(
      [
        { id: '5', name: 'backup-20261126-090000', kind: 'MANUAL', state: 'SUCCEEDED', format: 'PORTAL' },
        { id: '4', name: 'backup-20261125-090000', kind: 'SCHEDULED', state: 'SUCCEEDED', format: 'PG_DUMP' },
      ],
      { available: false, format: 'PORTAL', formatNote: note },
    );
    renderPage(<BackupManagePage />);
    expect(await screen.findByText(`备份格式：${note}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即备份' })).toBeEnabled();
    const table = await screen.findByRole('table', { name: '备份列表' });
    const portal = within(table).getByText('backup-20261126-090000').closest('tr')!;
    expect(within(portal).getByText('内置格式')).toBeInTheDocument();
    expect(within(portal).getByRole('button', { name: '恢复 backup-20261126-090000' })).toBeEnabled();
    const pgDump = within(table).getByText('backup-20261125-090000').closest('tr')!;
    expect(within(pgDump).getByText('pg_dump')).toBeInTheDocument();
    const restore = within(pgDump).getByRole('button', { name: '恢复 backup-20261125-090000' });
    expect(restore).toBeDisabled();
    expect(restore).toHaveAttribute('title', '恢复 pg_dump 格式的备份需要 pg_restore，本机没有可用的');
  });

  it('restores only after the name or 确认恢复 is typed, then shows the progress until done', async () => {
    serve(ROWS);
    const restores: unknown[] = [];
    let polls = 0;
    server.use(
      graphql.mutation('AdminRestoreBackup', ({ variables }) => {
        restores.push(variables);
        return HttpResponse.json({ data: { restore: progress('RUNNING', 1) } });
      }),
      http.get('*/api/admin/backup/restore-status', () => {
        // Nothing under way until the restore is asked for.
        if (!restores.length) return envelope(null);
        polls += 1;
        return envelope(polls < 2 ? progress('RUNNING', 2) : progress('SUCCEEDED', 4));
      }),
    );
    const user = userEvent.setup();
    renderPage(<BackupManagePage />);
    await user.click(await screen.findByRole('button', { name: '恢复 backup-20261125-110000' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: '恢复' });
    expect(confirm).toBeDisabled();
    const input = within(dialog).getByRole('textbox');
    await user.type(input, '确认');
    expect(confirm).toBeDisabled();
    await user.type(input, '恢复');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(restores).toEqual([{ id: '2', confirmation: '确认恢复' }]));

    const card = await screen.findByRole('region', { name: '恢复进度' });
    expect(within(card).getByText('正在恢复：backup-20261125-110000')).toBeInTheDocument();
    expect(within(card).getByText('恢复数据库')).toBeInTheDocument();
    expect(await within(card).findByText('恢复成功：backup-20261125-110000')).toBeInTheDocument();
    expect(within(card).getByText('恢复前的所有登录（管理员与读者）均已失效，请重新登录。')).toBeInTheDocument();
    expect(polls).toBeGreaterThanOrEqual(2);
  });

  it('keeps the dialog open and says why when the archive is refused (a corrupted backup)', async () => {
    serve(ROWS);
    server.use(
      graphql.mutation('AdminRestoreBackup', () => gqlError('BAD_USER_INPUT', 400, '备份文件已损坏（整个归档的校验和与备份时不一致），已拒绝恢复')),
    );
    const user = userEvent.setup();
    renderPage(<BackupManagePage />);
    await user.click(await screen.findByRole('button', { name: '恢复 backup-20261125-110000' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'backup-20261125-110000');
    await user.click(within(dialog).getByRole('button', { name: '恢复' }));
    expect(await screen.findByText('备份文件已损坏（整个归档的校验和与备份时不一致），已拒绝恢复')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '恢复进度' })).toBeNull();
  });

  it('opened during a restore, shows its progress (the list answers 503 meanwhile) until it is done', async () => {
    let polls = 0;
    server.use(
      graphql.query('AdminBackups', () => gqlError('SERVICE_UNAVAILABLE', 503, '系统正在恢复备份，请稍候再试')),
      graphql.query('AdminBackupOverview', () => gqlError('SERVICE_UNAVAILABLE', 503, '系统正在恢复备份，请稍候再试')),
      http.get('*/api/admin/backup/restore-status', () => {
        polls += 1;
        return envelope(polls < 3 ? progress('RUNNING', 3) : progress('FAILED', 3));
      }),
    );
    renderPage(<BackupManagePage />);
    const card = await screen.findByRole('region', { name: '恢复进度' });
    expect(within(card).getByText('正在恢复：backup-20261125-110000')).toBeInTheDocument();
    expect(within(card).getByText('更新数据库结构').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(await within(card).findByText('恢复失败：backup-20261125-110000')).toBeInTheDocument();
  });

  it('删除 asks first, then removes the backup', async () => {
    serve(ROWS);
    const removed: unknown[] = [];
    server.use(
      graphql.mutation('AdminRemoveBackup', ({ variables }) => {
        removed.push(variables);
        return HttpResponse.json({ data: { removeBackup: true } });
      }),
    );
    const user = userEvent.setup();
    renderPage(<BackupManagePage />);
    await user.click(await screen.findByRole('button', { name: '删除 backup-20261125-030000' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/确定删除备份 backup-20261125-030000 吗/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(removed).toEqual([{ id: '1' }]));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });
});
