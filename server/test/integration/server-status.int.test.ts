import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const STATUS = `{ serverStatus { version nodeVersion platform hostname uptimeSeconds hostUptimeSeconds cpuCount loadAverage processMemory heapUsed
  memoryTotal memoryFree dataDir diskTotal diskFree databaseVersion databaseSize databaseConnections maxConnections
  backupFormatNote queues { name queued active failed } jobsQueued jobsFailed checkedAt } }`;

describe('服务器管理: server status', () => {
  let portal: TestPortal;
  let admin: string;

  beforeAll(async () => {
    portal = await startTestPortal({ env: { BACKUP_CRON: 'off' } });
    admin = await portal.adminToken();
  });
  afterAll(() => portal.close());

  it('reports the process, the machine, the data directory, the database and the job queues', async () => {
    const res = await portal.gql<Data>(STATUS, {}, admin);
    const status = res.data!.serverStatus;
    expect(status.version).toBe('0.1.0');
    expect(status.nodeVersion).toMatch(/^v\d+\./);
    expect(status.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(status.cpuCount).toBeGreaterThan(0);
    expect(status.loadAverage).toHaveLength(3);
    expect(status.processMemory).toBeGreaterThan(0);
    expect(status.memoryFree).toBeLessThanOrEqual(status.memoryTotal);
    expect(status.dataDir).toBe(portal.services.config.dataDir);
    expect(status.diskTotal).toBeGreaterThan(0);
    expect(status.diskFree).toBeLessThanOrEqual(status.diskTotal);
    const [size] = await portal.sql<{ size: string }>('select pg_database_size(current_database()) as size');
    // The database grows only a little between the two readings.
    expect(Math.abs(status.databaseSize - Number(size.size))).toBeLessThan(10 * 1024 * 1024);
    expect(status.databaseConnections).toBeGreaterThan(0);
    expect(status.databaseConnections).toBeLessThanOrEqual(status.maxConnections);
    // Which format backups use here (CI's pg_dump fits its server) — the same words as 备份管理 shows.
    const { backupOverview } = (await portal.gql<Data>('{ backupOverview { formatNote } }', {}, admin)).data!;
    expect(status.backupFormatNote).toBe(backupOverview.formatNote);
    expect(status.backupFormatNote).toMatch(/pg_dump|内置备份格式/);
    // The portal's own queues are listed, with their counts.
    const names = (status.queues as Data[]).map((queue) => queue.name);
    expect(names).toEqual(expect.arrayContaining(['auth.sweep', 'system.backup']));
    expect(status.jobsQueued).toBe((status.queues as Data[]).reduce((sum, queue) => sum + queue.queued, 0));
  });

  it('is for administrators only, on GraphQL and REST', async () => {
    const reader = await portal.readerToken();
    expect((await portal.gql('{ serverStatus { version } }', {}, reader)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await portal.gql('{ serverStatus { version } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const rest = await portal.rest<Data>('GET', '/api/admin/server/status', undefined, admin);
    expect(rest.body.code).toBe(200);
    expect(rest.body.data).toMatchObject({ version: '0.1.0', dataDir: portal.services.config.dataDir });
    expect((await portal.rest('GET', '/api/admin/server/status', undefined, reader)).status).toBe(403);
  });
});
