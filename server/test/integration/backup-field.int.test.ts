/**
 * Backups on a field install: `portal backup` is recorded as a manual backup made from the command
 * line; a backup whose directory cannot be written ends 失败 with the reason in Chinese (it never
 * stays 进行中); and a backup left 进行中 by a process that died is marked failed when a portal
 * starts, while one another process is still working on is left alone.
 */
import { existsSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupAdmin } from '../helpers/backup-admin.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';
import { ABANDONED_ERROR, markAbandonedBackups } from '../../src/modules/system/backup-liveness.js';
import { archivePath, backupsDir, runCommandLineBackup } from '../../src/modules/system/backup.service.js';

describe('备份管理 on a field install', () => {
  let portal: TestPortal;
  let admin: string;
  const { makeBackup } = backupAdmin(() => ({ portal, admin }));
  const row = async (name: string) =>
    (await portal.sql<Data>('select kind, state, step, error, created_by, finished_at from backup where name = ?', [name]))[0];

  beforeAll(async () => {
    // BACKUP_PG_BIN_DIR nowhere: the portal's own format, whatever pg_dump this machine has.
    portal = await startTestPortal({ env: { JOB_POLL_MS: '500', BACKUP_CRON: 'off', BACKUP_PG_BIN_DIR: '/nonexistent/pg/bin' } });
    admin = await portal.adminToken();
  }, 120_000);
  afterAll(() => portal?.close());

  it('records `portal backup` as a manual backup made by 命令行, outside BACKUP_KEEP', async () => {
    const outcome = await runCommandLineBackup(portal.services, portal.services.orm.em.fork());
    expect(outcome).toMatchObject({ state: 'SUCCEEDED' });
    const name = (outcome as { backup: string }).backup;
    expect(await row(name)).toMatchObject({ kind: 'MANUAL', state: 'SUCCEEDED', created_by: '命令行', error: null });
    expect(existsSync(archivePath(portal.services, { name }))).toBe(true);
  });

  describe('with the backups directory unusable (a file where the directory should be)', () => {
    const aside = () => `${backupsDir(portal.services)}.aside`;
    beforeAll(async () => {
      await rename(backupsDir(portal.services), aside());
      await writeFile(backupsDir(portal.services), 'not a directory');
    });
    afterAll(async () => {
      await rm(backupsDir(portal.services), { force: true });
      await rename(aside(), backupsDir(portal.services));
    });

    const reason = () =>
      `备份目录 ${backupsDir(portal.services)} 不可用：已有同名的文件，不是目录。请检查数据目录（DATA_DIR）的权限和磁盘空间，然后重新备份`;

    it('ends a backup from the back office 失败, saying why in Chinese', async () => {
      const backup = await makeBackup();
      expect(backup).toMatchObject({ state: 'FAILED', step: null, error: reason(), finishedAt: expect.any(String) });
    });

    it('ends a backup from the command line 失败 too, and the next one may start', async () => {
      const outcome = await runCommandLineBackup(portal.services, portal.services.orm.em.fork());
      expect(outcome).toMatchObject({ state: 'FAILED' });
      expect(await row((outcome as { backup: string }).backup)).toMatchObject({ state: 'FAILED', error: reason(), created_by: '命令行' });
      expect(await portal.sql(`select name from backup where state = 'RUNNING'`)).toEqual([]);
    });
  });

  it('marks failed (as a portal starts: registerBackupJobs) a backup left running by a dead process, and only that one', async () => {
    const insert = async (name: string, step: string) =>
      (
        await portal.sql<{ id: number }>(
          `insert into backup (name, kind, state, step, created_at, updated_at) values (?, 'MANUAL', 'RUNNING', ?, now(), now()) returning id`,
          [name, step],
        )
      )[0].id;
    const dead = await insert('left-by-a-dead-process', '打包归档');
    const alive = await insert('still-being-made', '导出数据库');
    const queued = await insert('waiting-for-its-job', '排队中');
    // Another process working on `alive` holds its lock, as a running backup does (backup-liveness.ts).
    const other = new pg.Client({ connectionString: portal.services.orm.config.get('clientUrl') });
    await other.connect();
    try {
      await other.query(`select pg_advisory_lock(hashtext('library-portal.backup-run'), $1)`, [alive]);
      expect(await markAbandonedBackups(portal.services.orm.em.fork())).toEqual(['left-by-a-dead-process']);
      expect(await row('left-by-a-dead-process')).toMatchObject({
        state: 'FAILED',
        step: null,
        error: ABANDONED_ERROR,
        finished_at: expect.anything(),
      });
      expect(await row('still-being-made')).toMatchObject({ state: 'RUNNING', step: '导出数据库', error: null });
      expect(await row('waiting-for-its-job')).toMatchObject({ state: 'RUNNING', step: '排队中' });
    } finally {
      await other.end();
    }
    // Its process gone, the next start marks it too.
    expect(await markAbandonedBackups(portal.services.orm.em.fork())).toEqual(['still-being-made']);
    await portal.sql(`delete from backup where id in (?, ?, ?)`, [dead, alive, queued]);
  });
});
