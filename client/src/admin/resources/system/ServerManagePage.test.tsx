import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { REFRESH_MS, ServerManagePage } from './ServerManagePage';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.useRealTimers();
});

const GB = 1024 ** 3;
const status = (databaseConnections: number) => ({
  __typename: 'ServerStatus',
  version: '0.1.0',
  nodeVersion: 'v24.11.0',
  platform: 'Linux 6.1.0 x64',
  hostname: 'portal-1',
  uptimeSeconds: 93_784,
  hostUptimeSeconds: 864_000,
  cpuCount: 2,
  loadAverage: [1.5, 1.2, 0.9],
  processMemory: 300 * 1024 ** 2,
  heapUsed: 120 * 1024 ** 2,
  memoryTotal: 8 * GB,
  memoryFree: 2 * GB,
  dataDir: '/srv/portal/.data',
  diskTotal: 100 * GB,
  diskFree: 5 * GB,
  databaseVersion: '18.4',
  databaseSize: 512 * 1024 ** 2,
  databaseConnections,
  maxConnections: 100,
  backupFormatNote: '内置 PostgreSQL 中未找到 pg_dump pg_restore，使用内置备份格式',
  jobsQueued: 3,
  jobsFailed: 1,
  checkedAt: '2026-11-25T12:00:00.000Z',
  queues: [
    { __typename: 'QueueStatus', name: 'system.backup', queued: 0, active: 1, failed: 1 },
    { __typename: 'QueueStatus', name: 'resource.import', queued: 3, active: 0, failed: 0 },
  ],
});

describe('服务器管理 (serverManage)', () => {
  it('shows version, uptime, load, memory, disk, database and queues, and asks again every 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    server.use(
      graphql.query('AdminServerStatus', () => {
        asked += 1;
        return HttpResponse.json({ data: { status: status(asked === 1 ? 12 : 13) } });
      }),
    );
    renderPage(<ServerManagePage />);
    expect(await screen.findByText('版本 0.1.0')).toBeInTheDocument();
    expect(screen.getByText('已运行 1 天 2 小时 3 分钟')).toBeInTheDocument();
    const cpu = screen.getByRole('region', { name: 'CPU' });
    expect(within(cpu).getByText('负载 1.5 / 1.2 / 0.9（1 / 5 / 15 分钟），2 核')).toBeInTheDocument();
    const memory = screen.getByRole('region', { name: '内存' });
    expect(within(memory).getByText('75%')).toBeInTheDocument();
    expect(within(memory).getByText('已用 6.0 GB，共 8.0 GB')).toBeInTheDocument();
    const disk = screen.getByRole('region', { name: '磁盘' });
    expect(within(disk).getByText('95%')).toBeInTheDocument();
    expect(within(disk).getByText('/srv/portal/.data')).toBeInTheDocument();
    const database = screen.getByRole('region', { name: '数据库' });
    expect(within(database).getByText('数据库大小 512 MB')).toBeInTheDocument();
    expect(within(database).getByText('12 / 100 个连接')).toBeInTheDocument();
    expect(within(database).getByText('备份：内置 PostgreSQL 中未找到 pg_dump pg_restore，使用内置备份格式')).toBeInTheDocument();
    const queues = screen.getByRole('table', { name: '任务队列' });
    expect(within(queues).getByText('resource.import').closest('tr')).toHaveTextContent('resource.import300');
    expect(screen.getByText('失败 1 个')).toBeInTheDocument();

    expect(asked).toBe(1);
    await vi.advanceTimersByTimeAsync(REFRESH_MS - 1000);
    expect(asked).toBe(1);
    await vi.advanceTimersByTimeAsync(1500);
    await waitFor(() => expect(asked).toBe(2));
    expect(await within(database).findByText('13 / 100 个连接')).toBeInTheDocument();
  });
});
