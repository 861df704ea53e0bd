import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { create, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_FIELDS, backupAdmin, checkPgDump, type PgDumpCheck } from '../helpers/backup-admin.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';
import { writeArchive } from '../../src/modules/system/backup-archive.js';
import { copyDump } from '../../src/modules/system/backup-copy.js';
import { BackupFormat } from '../../src/modules/system/backup.entity.js';
import { applyRetention, archivePath, runScheduledBackup } from '../../src/modules/system/backup.service.js';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const CREATE_NEWS = 'mutation($input: NewsInput!) { createNews(input: $input) { id } }';
const RESTORE =
  'mutation($id: ID!, $confirmation: String!) { restoreBackup(id: $id, confirmation: $confirmation) { state step stepIndex steps backupName } }';

describe('备份管理: backup and restore', () => {
  let portal: TestPortal;
  let admin: string;
  let uploadsRoot: string;

  const { gql, backupById, makeBackup, restoreStatus, restoreDone } = backupAdmin(() => ({ portal, admin, relogin: (token) => (admin = token) }));
  const newsTitles = async () => (await portal.sql<{ title: string }>('select title from news order by id')).map((row) => row.title);

  let pgDump: PgDumpCheck;

  beforeAll(async () => {
    portal = await startTestPortal({ env: { JOB_POLL_MS: '500', BACKUP_CRON: 'off', BACKUP_KEEP: '2' } });
    admin = await portal.adminToken();
    uploadsRoot = portal.services.storage.localRoot()!;
    pgDump = await checkPgDump(gql);
  });
  afterAll(() => portal.close());

  it('says backups use pg_dump here: found and not older than the server', async ({ skip }) => {
    skip(pgDump.skip, pgDump.why);
    const { backupOverview } = await gql(
      '{ backupOverview { available problem format formatNote pgDumpVersion serverVersion schedule keep restore { state } } }',
    );
    expect(backupOverview).toMatchObject({ available: true, problem: null, format: 'PG_DUMP', schedule: null, keep: 2, restore: null });
    expect(backupOverview.formatNote).toBe(`使用 pg_dump ${backupOverview.pgDumpVersion}（标准格式）备份`);
    expect(Number(backupOverview.pgDumpVersion.split('.')[0])).toBeGreaterThanOrEqual(Number(backupOverview.serverVersion.split('.')[0]));
  });

  it('refuses readers and guests, on GraphQL and on the download and status paths', async () => {
    const reader = await portal.readerToken();
    const asReader = await portal.gql('mutation { createBackup { id } }', {}, reader);
    expect(asReader.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const asGuest = await portal.gql('{ backups { total } }');
    expect(asGuest.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const restoreAsReader = await portal.gql(RESTORE, { id: '1', confirmation: '确认恢复' }, reader);
    expect(restoreAsReader.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const serverAsReader = await portal.gql('{ serverStatus { version } }', {}, reader);
    expect(serverAsReader.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const download = await fetch(`${portal.url}/api/admin/backup/download/1`, { headers: { authorization: `Bearer ${reader}` } });
    expect(download.status).toBe(403);
    const cookieGuest = await fetch(`${portal.url}/api/admin/backup/download/1`, { headers: { cookie: 'adminToken=forged' } });
    expect(cookieGuest.status).toBe(401);
    expect((await restoreStatus(reader)).status).toBe(403);
    expect((await fetch(`${portal.url}/api/admin/backup/restore-status`)).status).toBe(401);
  });

  it('backs up, and a restore brings back the data and the files, checksums equal', async ({ skip }) => {
    skip(pgDump.skip, pgDump.why);
    // Before: two news and an uploaded file.
    await gql(CREATE_NEWS, { input: { category: 'libraryNews', title: '备份前的新闻一', body: '<p>一</p>' } });
    await gql(CREATE_NEWS, { input: { category: 'libraryNews', title: '备份前的新闻二', body: '<p>二</p>' } });
    const fileContent = Buffer.from(`原始文件 ${Date.now()}`);
    await portal.services.storage.put('2026/11/original.txt', fileContent);
    const titlesBefore = await newsTitles();

    const backup = await makeBackup();
    expect(backup).toMatchObject({ kind: 'MANUAL', state: 'SUCCEEDED', format: 'PG_DUMP', step: null, error: null, createdBy: expect.any(String) });
    expect(backup.name).toMatch(/^backup-\d{8}-\d{6}/);
    expect(backup.size).toBeGreaterThan(0);
    expect(backup.fileCount).toBe(2); // db.dump and the upload
    const archive = readFileSync(archivePath(portal.services, backup as never));
    expect(sha256(archive)).toBe(backup.sha256);

    // Downloaded as an attachment, byte for byte the archive.
    const download = await fetch(`${portal.url}/api/admin/backup/download/${backup.id}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename=${backup.name}.tar`);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(backup.sha256);
    // The login cookie of the back office counts for a link.
    const byCookie = await fetch(`${portal.url}/api/admin/backup/download/${backup.id}`, { headers: { cookie: `adminToken=${admin}` } });
    expect(byCookie.status).toBe(200);
    await byCookie.arrayBuffer();

    // Changes after the backup: a news renamed, one deleted, one added; the file changed, another added.
    await portal.sql(`update news set title = '改过的标题' where title = '备份前的新闻一'`);
    await portal.sql(`delete from news where title = '备份前的新闻二'`);
    await gql(CREATE_NEWS, { input: { category: 'libraryNews', title: '备份后的新闻', body: '<p>后</p>' } });
    writeFileSync(join(uploadsRoot, '2026/11/original.txt'), '被改写的内容');
    await portal.services.storage.put('2026/11/later.txt', Buffer.from('备份后上传'));
    expect(await newsTitles()).not.toEqual(titlesBefore);

    // The confirmation must be typed.
    const unconfirmed = await portal.gql(RESTORE, { id: backup.id, confirmation: '确认' }, admin);
    expect(unconfirmed.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'confirmation' });
    expect(unconfirmed.errors?.[0].message).toContain(backup.name);

    // A reader of the news table holds the restore at its DROP of that table, so the checks below run while it is under way.
    const hold = await portal.services.orm.em.getConnection().getKnex().transaction();
    await hold.raw('select count(*) from news');
    try {
      const { restoreBackup } = await gql(RESTORE, { id: backup.id, confirmation: backup.name });
      expect(restoreBackup).toMatchObject({
        state: 'RUNNING',
        backupName: backup.name,
        stepIndex: 1,
        steps: ['恢复数据库', '恢复上传文件', '更新数据库结构', '完成'],
      });

      // Meanwhile every other request is answered 503 with the message; the status answers.
      const during = await portal.gql('{ backups { total } }', {}, admin);
      expect(during.status).toBe(503);
      expect(during.errors?.[0]).toMatchObject({ message: '系统正在恢复备份，请稍候再试', extensions: { code: 'SERVICE_UNAVAILABLE' } });
      const rest = await portal.rest('GET', '/api/menu');
      expect(rest.status).toBe(503);
      expect(rest.body).toMatchObject({ code: 503, msg: '系统正在恢复备份，请稍候再试' });
      const page = await fetch(`${portal.url}/admin/backupManage`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('系统正在恢复备份，请稍候再试');
      const status = await restoreStatus();
      expect(status.status).toBe(200);
      expect(status.body.data).toMatchObject({ backupName: backup.name, state: 'RUNNING', step: '恢复数据库' });
    } finally {
      // Held until here (or released on a failure above): the restore goes on.
      await hold.commit();
    }

    const done = await restoreDone();
    expect(done).toMatchObject({ state: 'SUCCEEDED', step: '完成', stepIndex: 4, error: null });

    // The data and the files are the backup's again.
    expect(await newsTitles()).toEqual(titlesBefore);
    expect(sha256(await readFile(join(uploadsRoot, '2026/11/original.txt')))).toBe(sha256(fileContent));
    expect(existsSync(join(uploadsRoot, '2026/11/later.txt'))).toBe(false);
    // The portal answers again; the backup list is as it was (it is not part of the dump); the archive is unchanged.
    expect(await backupById(backup.id)).toMatchObject({ state: 'SUCCEEDED', sha256: backup.sha256 });
    expect(sha256(readFileSync(archivePath(portal.services, backup as never)))).toBe(backup.sha256);
    const { backupOverview } = await gql('{ backupOverview { restore { state backupName } } }');
    expect(backupOverview.restore).toEqual({ state: 'SUCCEEDED', backupName: backup.name });
    // Recorded in the audit log of the restored database.
    const audit = await portal.sql<{ action: string }>(`select action from audit_log where entity = 'Backup' order by id`);
    expect(audit.map((row) => row.action)).toContain('restore');
  });

  it('refuses a corrupted archive before changing anything', async ({ skip }) => {
    skip(pgDump.skip, pgDump.why);
    const backup = await makeBackup();
    const path = archivePath(portal.services, backup as never);
    const original = readFileSync(path);
    const titles = await newsTitles();

    // A flipped byte: the whole archive no longer matches the checksum taken when it was made.
    const flipped = Buffer.from(original);
    flipped[flipped.length >> 1] ^= 0xff;
    writeFileSync(path, flipped);
    const refused = await portal.gql(RESTORE, { id: backup.id, confirmation: '确认恢复' }, admin);
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0].message).toContain('备份文件已损坏');
    expect((await portal.gql('{ backups { total } }', {}, admin)).status).toBe(200);

    // A rebuilt archive whose dump does not match its manifest (the row's checksum made to fit): refused by the manifest.
    const work = await mkdtemp(join(tmpdir(), 'lp-backup-test-'));
    try {
      await mkdir(join(work, 'x'));
      writeFileSync(join(work, 'orig.tar'), original);
      await extract({ file: join(work, 'orig.tar'), cwd: join(work, 'x') });
      await writeFile(join(work, 'x', 'db.dump'), Buffer.concat([await readFile(join(work, 'x', 'db.dump')), Buffer.from('x')]));
      await create({ file: path, cwd: join(work, 'x') }, ['manifest.json', 'db.dump', 'uploads']);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    await portal.sql('update backup set sha256 = ? where id = ?', [sha256(readFileSync(path)), Number(backup.id)]);
    const tampered = await portal.gql(RESTORE, { id: backup.id, confirmation: backup.name }, admin);
    expect(tampered.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(tampered.errors?.[0].message).toBe('备份文件已损坏：db.dump 的校验和与清单不一致，已拒绝恢复');
    expect(await newsTitles()).toEqual(titles);
  });

  it('restores a portal-format backup in its own format, though pg_dump fits here', async () => {
    const titles = await newsTitles();
    // Made as a portal without a fitting pg_dump makes it (backup.service.ts picks the format from the tools found).
    const name = 'backup-portal-format';
    const work = await mkdtemp(join(tmpdir(), 'lp-backup-test-'));
    try {
      const dump = await copyDump(portal.services, work);
      // The backups folder exists once a backup was made: not when this test runs alone.
      await mkdir(dirname(archivePath(portal.services, { name })), { recursive: true });
      const written = await writeArchive({
        workDir: work,
        archivePath: archivePath(portal.services, { name }),
        dumpFiles: dump.files,
        uploadsRoot,
        database: { format: BackupFormat.PORTAL, serverVersion: '15', ...dump.database },
      });
      await portal.sql(
        `insert into backup (name, kind, state, format, created_at, updated_at, sha256, size) values (?, 'MANUAL', 'SUCCEEDED', 'PORTAL', now(), now(), ?, ?)`,
        [name, written.sha256, written.size],
      );
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    await portal.sql(`update news set title = '备份后改的标题'`);
    const [{ id }] = await portal.sql<{ id: number }>('select id from backup where name = ?', [name]);
    await gql(RESTORE, { id: String(id), confirmation: name });
    expect(await restoreDone()).toMatchObject({ state: 'SUCCEEDED', error: null });
    expect(await newsTitles()).toEqual(titles);
  });

  it('deletes a backup: its archive and its row', async () => {
    const backup = await makeBackup();
    const path = archivePath(portal.services, backup as never);
    expect(existsSync(path)).toBe(true);
    const { removeBackup } = await gql('mutation($id: ID!) { removeBackup(id: $id) }', { id: backup.id });
    expect(removeBackup).toBe(true);
    expect(existsSync(path)).toBe(false);
    expect(await backupById(backup.id)).toBeUndefined();
    const again = await portal.gql('mutation($id: ID!) { removeBackup(id: $id) }', { id: backup.id }, admin);
    expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('answers the same on its REST rows as on GraphQL, refusals included', async ({ skip }) => {
    skip(pgDump.skip, pgDump.why);
    const list = await portal.rest<Data>('GET', '/api/admin/backup/list?pageSize=100', undefined, admin);
    const { backups } = await gql(`{ backups(pageSize: 100) { items { id name kind state size sha256 fileCount createdAt } total page pageSize } }`);
    expect(list.body.code).toBe(200);
    expect(list.body.data).toMatchObject({ total: backups.total, page: 1, pageSize: 100 });
    expect((list.body.data.items as Data[]).map((b) => [b.id, b.name, b.state, b.size, b.sha256])).toEqual(
      (backups.items as Data[]).map((b) => [b.id, b.name, b.state, b.size, b.sha256]),
    );
    const overview = await portal.rest<Data>('GET', '/api/admin/backup/overview', undefined, admin);
    expect(overview.body.data).toMatchObject({ available: true, keep: 2, schedule: null });

    const missing = await portal.rest('POST', '/api/admin/backup/remove/999999', {}, admin);
    expect(missing.status).toBe(404);
    const unconfirmed = await portal.rest('POST', `/api/admin/backup/restore/${backups.items[0].id}`, { confirmation: '不对' }, admin);
    expect(unconfirmed.body).toMatchObject({ code: 400, msg: expect.stringContaining('确认恢复') });
    const asReader = await portal.rest('POST', '/api/admin/backup/create', {}, await portal.readerToken());
    expect(asReader.status).toBe(403);
  });

  it('keeps the newest BACKUP_KEEP successful scheduled backups and deletes older ones with their files', async () => {
    const names = ['sched-1', 'sched-2', 'sched-3'];
    for (const [i, name] of names.entries()) {
      await portal.sql(
        `insert into backup (name, kind, state, created_at, updated_at, sha256) values (?, 'SCHEDULED', 'SUCCEEDED', now() - make_interval(hours => ?), now(), 'x')`,
        [name, 10 - i],
      );
      writeFileSync(archivePath(portal.services, { name }), 'tar');
    }
    const removed = await applyRetention(portal.services, portal.services.orm.em.fork());
    expect(removed).toEqual(['sched-1']);
    expect(existsSync(archivePath(portal.services, { name: 'sched-1' }))).toBe(false);
    expect(existsSync(archivePath(portal.services, { name: 'sched-3' }))).toBe(true);
    const left = await portal.sql<{ name: string }>(`select name from backup where kind = 'SCHEDULED' order by name`);
    expect(left.map((row) => row.name)).toEqual(['sched-2', 'sched-3']);
  });

  it('a scheduled backup is made like a manual one (kind 定时, no creator), then retention runs', async () => {
    const result = await runScheduledBackup(portal.services, portal.services.orm.em.fork());
    expect(result).toMatchObject({ state: 'SUCCEEDED' });
    const { backups } = await gql(`{ backups(pageSize: 100) { items { ${BACKUP_FIELDS} } } }`);
    const made = (backups.items as Data[]).find((b) => b.name === (result as Data).backup)!;
    expect(made).toMatchObject({ kind: 'SCHEDULED', state: 'SUCCEEDED', createdBy: null });
    expect(existsSync(archivePath(portal.services, made as never))).toBe(true);
    // BACKUP_KEEP=2: of sched-2, sched-3 and this one, the oldest went.
    const scheduled = await portal.sql<{ name: string }>(`select name from backup where kind = 'SCHEDULED' order by created_at`);
    expect(scheduled.map((row) => row.name)).toEqual(['sched-3', made.name]);
  });
});
