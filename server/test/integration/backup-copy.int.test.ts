import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { create, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupAdmin } from '../helpers/backup-admin.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';
import { createLogger } from '../../src/logger.js';
import { archivePath } from '../../src/modules/system/backup.service.js';

/** The migration an "older portal's" backup was made before: it and every later one run at its restore. */
const OLDER_THAN = 'Migration20261203110000';
const MIGRATIONS_DIR = join(import.meta.dirname, '../../src/migrations');

/** The tables and columns these migrations' `up` creates, read from their SQL (so a new migration needs no change here). */
function addedBy(names: string[]) {
  const tables = new Set<string>();
  const columns: Array<{ table: string; column: string }> = [];
  for (const name of names) {
    const source = readFileSync(join(MIGRATIONS_DIR, `${name}.ts`), 'utf8');
    const up = source.slice(source.indexOf('up()'), source.indexOf('down()') > -1 ? source.indexOf('down()') : undefined);
    for (const [, table] of up.matchAll(/create table (?:if not exists )?"(\w+)"/gi)) tables.add(table);
    for (const [, table, list] of up.matchAll(/alter table "(\w+)"((?:\s*,?\s*add column (?:if not exists )?"\w+"[^,;`]*)+)/gi)) {
      for (const [, column] of list.matchAll(/add column (?:if not exists )?"(\w+)"/gi)) columns.push({ table, column });
    }
  }
  return { tables, columns: columns.filter((c) => !tables.has(c.table)) };
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const CREATE_NEWS = 'mutation($input: NewsInput!) { createNews(input: $input) { id } }';
const RESTORE = 'mutation($id: ID!, $confirmation: String!) { restoreBackup(id: $id, confirmation: $confirmation) { state } }';
const NO_TOOLS = /BACKUP_PG_BIN_DIR（\/nonexistent\/pg\/bin）中未找到 pg_dump pg_restore/;

/**
 * Written in the background whenever their jobs run (the statistics cursor and its 10-minute
 * roll-up, the sweep of expired codes, rate-limit counters and login failures), and by the restore
 * itself (the audit log, and system_setting: the instant before which sessions end): left out of the comparisons, which would otherwise depend on the clock.
 */
// Written by the portal on its own, not by a backup or a restore: among them the daily login points,
// which the event dispatch job credits for an earlier test's reader login whenever it next runs (CI's
// run saw them land between the two fingerprints of a failed restore).
const BACKGROUND = [
  'audit_log',
  'event_cursor',
  'rate_limit',
  'auth_code',
  'login_failure',
  'stat_daily',
  'stat_rollup_day',
  'system_setting',
  'point_account',
  'point_entry',
];

/** Every table's rows, as one digest per table: what a restore must bring back exactly. */
async function fingerprint(portal: TestPortal, skip: string[]): Promise<Record<string, string>> {
  const tables = await portal.sql<{ name: string }>(
    `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' and relname not in (?) order by relname`,
    [skip],
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await portal.sql<{ digest: string }>(
      `select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${name}" t`,
    );
    result[name] = row.digest;
  }
  return result;
}

describe('备份管理 in the portal format (no usable pg_dump)', () => {
  let portal: TestPortal;
  let admin: string;
  let uploadsRoot: string;
  const lines: Array<Record<string, unknown>> = [];

  const { gql, backupById, makeBackup, restoreDone } = backupAdmin(() => ({ portal, admin, relogin: (token) => (admin = token) }));
  const restore = async (backup: Data) => {
    await gql(RESTORE, { id: backup.id, confirmation: backup.name });
    return restoreDone();
  };
  const newsTitles = async () => (await portal.sql<{ title: string }>('select title from news order by id')).map((row) => row.title);

  /** Unpacks a backup's archive, lets `change` alter its files, packs it again and makes the row's checksum fit. */
  const tamper = async (backup: Data, change: (dir: string, manifest: Data) => Promise<void>) => {
    const path = archivePath(portal.services, backup as never);
    const work = await mkdtemp(join(tmpdir(), 'lp-backup-copy-test-'));
    try {
      await mkdir(join(work, 'x'));
      await extract({ file: path, cwd: join(work, 'x') });
      const manifest = JSON.parse(await readFile(join(work, 'x', 'manifest.json'), 'utf8')) as Data;
      await change(join(work, 'x'), manifest);
      await writeFile(join(work, 'x', 'manifest.json'), JSON.stringify(manifest));
      await create({ file: path, cwd: join(work, 'x') }, await readdir(join(work, 'x')));
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    await portal.sql('update backup set sha256 = ? where id = ?', [sha256(readFileSync(path)), Number(backup.id)]);
  };
  /** Replaces a file of the archive and makes the manifest fit it (a valid archive with other contents). */
  const replaceFile = async (dir: string, manifest: Data, path: string, data: Buffer) => {
    await writeFile(join(dir, path), data);
    Object.assign(
      (manifest.files as Data[]).find((file) => file.path === path)!,
      { size: data.length, sha256: sha256(data) },
    );
  };

  beforeAll(async () => {
    const log = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    portal = await startTestPortal({ env: { JOB_POLL_MS: '500', BACKUP_CRON: 'off', BACKUP_PG_BIN_DIR: '/nonexistent/pg/bin' }, log });
    admin = await portal.adminToken();
    uploadsRoot = portal.services.storage.localRoot()!;
  });
  afterAll(() => portal.close());

  it('says at start-up and on the screen that backups use the portal format, and why', async () => {
    const note = new RegExp(`${NO_TOOLS.source}，使用内置备份格式`);
    await expect.poll(() => lines.find((line) => note.test(String(line.msg)))).toMatchObject({ level: 30, format: 'PORTAL' });
    const { backupOverview } = await gql('{ backupOverview { available problem format formatNote pgDumpVersion } }');
    expect(backupOverview).toMatchObject({ available: false, format: 'PORTAL', formatNote: expect.stringMatching(note), pgDumpVersion: null });
    expect(backupOverview.problem).toMatch(NO_TOOLS);
  });

  it('backs up and restores the data, the sequences and the files, checksums equal', async () => {
    await gql(CREATE_NEWS, { input: { category: 'libraryNews', title: '备份前的新闻一', body: '<p>一</p>' } });
    await gql(CREATE_NEWS, { input: { category: 'libraryNews', title: '备份前的新闻二', body: '<p>二</p>' } });
    const fileContent = Buffer.from(`原始文件 ${Date.now()}`);
    await portal.services.storage.put('2026/11/original.txt', fileContent);
    const titlesBefore = await newsTitles();
    const [{ last_value: lastNewsId }] = await portal.sql<{ last_value: string }>('select last_value from news_id_seq');
    // The backup list and the migrations are not part of the dump.
    const skip = ['backup', 'mikro_orm_migrations', ...BACKGROUND];
    const before = await fingerprint(portal, skip);

    const backup = await makeBackup();
    expect(backup).toMatchObject({ state: 'SUCCEEDED', format: 'PORTAL', error: null });
    expect(sha256(readFileSync(archivePath(portal.services, backup as never)))).toBe(backup.sha256);
    const [row] = await portal.sql<{ manifest: Data }>('select manifest from backup where id = ?', [Number(backup.id)]);
    const tables = row.manifest.database.tables as Data[];
    expect(row.manifest).toMatchObject({ version: 2, database: { format: 'PORTAL' } });
    expect(row.manifest.database.migrations).toEqual(
      (await portal.sql<{ name: string }>('select name from mikro_orm_migrations order by id')).map((m) => m.name),
    );
    expect(tables.map((t) => t.name)).toContain('news');
    expect(tables.map((t) => t.name)).not.toContain('backup');
    expect(backup.fileCount).toBe(tables.length + 1); // the tables and the upload

    await portal.sql(`update news set title = '改过的标题' where title = '备份前的新闻一'`);
    await portal.sql(`delete from news where title = '备份前的新闻二'`);
    await gql(CREATE_NEWS, { input: { category: 'libraryNews', title: '备份后的新闻', body: '<p>后</p>' } });
    writeFileSync(join(uploadsRoot, '2026/11/original.txt'), '被改写的内容');
    await portal.services.storage.put('2026/11/later.txt', Buffer.from('备份后上传'));

    expect(await restore(backup)).toMatchObject({ state: 'SUCCEEDED', error: null });
    expect(await newsTitles()).toEqual(titlesBefore);
    expect(await fingerprint(portal, skip)).toEqual(before);
    expect(sha256(await readFile(join(uploadsRoot, '2026/11/original.txt')))).toBe(sha256(fileContent));
    expect(existsSync(join(uploadsRoot, '2026/11/later.txt'))).toBe(false);
    // The sequence is the backup's: the next news gets the id after the backup's last one, not a taken one.
    const { createNews } = await gql(CREATE_NEWS, { input: { category: 'libraryNews', title: '恢复后的新闻', body: '<p>新</p>' } });
    expect(Number(createNews.id)).toBe(Number(lastNewsId) + 1);
    // The backup list stays; the archive is unchanged; the restore is in the audit log; every migration is applied.
    expect(await backupById(backup.id)).toMatchObject({ state: 'SUCCEEDED', sha256: backup.sha256, format: 'PORTAL' });
    expect(sha256(readFileSync(archivePath(portal.services, backup as never)))).toBe(backup.sha256);
    const audit = await portal.sql<{ action: string }>(`select action from audit_log where entity = 'Backup' order by id`);
    expect(audit.map((r) => r.action)).toContain('restore');
    expect((await portal.services.orm.getMigrator().getPendingMigrations()).length).toBe(0);
  });

  it("backs up the readers' cloud files and restores them with their rows: the download works again", async () => {
    const reader = await portal.readerToken(2);
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(`云盘里的论文 ${Date.now()}`)]);
    const form = new FormData();
    form.append('file', new Blob([content]), '云盘论文.pdf');
    const uploaded = await fetch(`${portal.url}/api/user/cloud/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reader}` },
      body: form,
    });
    const { data: file } = (await uploaded.json()) as { data: Data };
    const download = (token: string) => fetch(`${portal.url}/files/cloud/${file.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(Buffer.from(await (await download(reader)).arrayBuffer())).toEqual(content);

    const backup = await makeBackup();
    expect(backup.state).toBe('SUCCEEDED');
    const [row] = await portal.sql<{ manifest: Data }>('select manifest from backup where id = ?', [Number(backup.id)]);
    expect(row.manifest.stores).toEqual(['uploads', 'private']);
    expect((row.manifest.files as Data[]).filter((entry) => entry.path.startsWith('private/'))).toHaveLength(1);

    // Deleted after the backup: the row and the file go.
    expect((await portal.gql('mutation($id: ID!) { deleteCloudFile(id: $id) }', { id: file.id }, reader)).data).toEqual({ deleteCloudFile: true });
    expect((await download(reader)).status).toBe(404);

    expect(await restore(backup)).toMatchObject({ state: 'SUCCEEDED', error: null });
    // The restore ended the reader's session: a new login downloads the file, byte for byte.
    const again = await portal.readerToken(2);
    const res = await download(again);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(content);
  });

  it('restores a backup of an older portal: its migrations first, the newer ones after', async () => {
    await portal.sql(
      `insert into resource (kind, title, views, created_at, updated_at, published_at) select 'digital', '备份里的书 ' || g, g, now(), now(), now() from generate_series(1, 20) g`,
    );
    const backup = await makeBackup();
    const titles = await newsTitles();
    await tamper(backup, async (dir, manifest) => {
      // As if made before OLDER_THAN and every migration after it: without them in the list, and
      // without the tables and columns they add (resource.search_first, system_setting…) in its files.
      const migrations = manifest.database.migrations as string[];
      const at = migrations.indexOf(OLDER_THAN);
      expect(at).toBeGreaterThan(-1);
      const added = addedBy(migrations.slice(at));
      expect(added.columns).toContainEqual({ table: 'resource', column: 'search_first' });
      manifest.database.migrations = migrations.slice(0, at);
      const tables = manifest.database.tables as Array<{ name: string; file: string; columns: string[] }>;
      for (const table of tables.filter((t) => added.tables.has(t.name))) {
        manifest.files = (manifest.files as Array<{ path: string }>).filter((file) => file.path !== table.file);
        await rm(join(dir, table.file));
      }
      manifest.database.tables = tables.filter((t) => !added.tables.has(t.name));
      // Their sequences too (a serial column's `<table>_<column>_seq`).
      manifest.database.sequences = (manifest.database.sequences as Array<{ name: string }>).filter(
        (sequence) => ![...added.tables].some((table) => sequence.name.startsWith(`${table}_`) && sequence.name.endsWith('_seq')),
      );
      for (const table of manifest.database.tables as typeof tables) {
        const dropped = added.columns.filter((c) => c.table === table.name).map((c) => table.columns.indexOf(c.column));
        if (!dropped.length) continue;
        expect(Math.min(...dropped)).toBeGreaterThan(-1);
        table.columns = table.columns.filter((_, i) => !dropped.includes(i));
        // COPY's text format: a tab inside a value is written as \t, so each tab separates two columns.
        const rows = gunzipSync(await readFile(join(dir, table.file)))
          .toString('utf8')
          .split('\n');
        const kept = rows
          .map((row) =>
            row
              ? row
                  .split('\t')
                  .filter((_, i) => !dropped.includes(i))
                  .join('\t')
              : row,
          )
          .join('\n');
        await replaceFile(dir, manifest, table.file, gzipSync(kept));
      }
    });
    await portal.sql(`update news set title = '备份后改的'`);
    // An extension an administrator put in schema public is there again after its rebuild.
    await portal.sql('create extension if not exists hstore with schema public');
    expect(await restore(backup)).toMatchObject({ state: 'SUCCEEDED' });
    expect(await newsTitles()).toEqual(titles);
    expect(await portal.sql(`select extname from pg_extension where extname in ('hstore', 'pg_trgm') order by 1`)).toEqual([
      { extname: 'hstore' },
      { extname: 'pg_trgm' },
    ]);
    expect((await portal.services.orm.getMigrator().getPendingMigrations()).length).toBe(0);
    // The newer migration ran on the restored rows: the most used tenth is flagged.
    const flagged = await portal.sql<{ title: string }>('select title from resource where search_first order by title');
    expect(flagged.map((row) => row.title)).toEqual(['备份里的书 19', '备份里的书 20']);
  });

  it('refuses a backup made by a newer portal, before changing anything', async () => {
    const backup = await makeBackup();
    await tamper(backup, async (_dir, manifest) => {
      (manifest.database.migrations as string[]).push('Migration29991231000000');
    });
    const titles = await newsTitles();
    const refused = await portal.gql(RESTORE, { id: backup.id, confirmation: '确认恢复' }, admin);
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringContaining('此备份来自更新版本的门户（其数据库含本版本没有的迁移 Migration29991231000000）'),
      extensions: { code: 'UNPROCESSABLE' },
    });
    expect(await newsTitles()).toEqual(titles);
    expect((await portal.gql('{ backups { total } }', {}, admin)).status).toBe(200);
  });

  it('refuses a corrupted table file before changing anything', async () => {
    const backup = await makeBackup();
    await tamper(backup, async (dir) => {
      const file = join(dir, 'db.copy', 'news.tsv.gz');
      await writeFile(file, Buffer.concat([await readFile(file), Buffer.from('x')]));
    });
    const titles = await newsTitles();
    const refused = await portal.gql(RESTORE, { id: backup.id, confirmation: '确认恢复' }, admin);
    expect(refused.errors?.[0]).toMatchObject({
      message: '备份文件已损坏：db.copy/news.tsv.gz 的校验和与清单不一致，已拒绝恢复',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await newsTitles()).toEqual(titles);
  });

  it('restores in one transaction: when the last table fails to load, nothing has changed', async () => {
    await portal.services.storage.put('2026/11/kept.txt', Buffer.from('恢复失败后仍在'));
    const backup = await makeBackup();
    let last: Data = {};
    await tamper(backup, async (dir, manifest) => {
      last = (manifest.database.tables as Data[]).at(-1)!;
      await replaceFile(dir, manifest, last.file, gzipSync('不是这张表的一行\n'));
    });
    await portal.sql(`update news set title = '恢复失败后应保留'`);
    const skip = ['backup', ...BACKGROUND];
    const before = await fingerprint(portal, skip);
    // Every table is the same one afterwards (a committed rebuild of schema public would have made new ones).
    const tableIds = () => portal.sql(`select relname, oid::int from pg_class where relnamespace = 'public'::regnamespace order by relname`);
    const idsBefore = await tableIds();

    const failed = await restore(backup);
    expect(failed).toMatchObject({ state: 'FAILED', step: '恢复数据库' });
    expect(failed.error).toContain(`恢复数据库失败，数据库保持恢复前的状态：导入表 ${last.name} 失败`);
    expect(await fingerprint(portal, skip)).toEqual(before);
    expect(await tableIds()).toEqual(idsBefore);
    expect(await newsTitles()).toSatisfy((titles: string[]) => titles.every((title) => title === '恢复失败后应保留'));
    expect(readFileSync(join(uploadsRoot, '2026/11/kept.txt'), 'utf8')).toBe('恢复失败后仍在');
    // The portal works on: the list answers, a backup can be made.
    expect(await makeBackup()).toMatchObject({ state: 'SUCCEEDED' });
  });

  it('refuses to restore a pg_dump backup without pg_restore, with the reason', async () => {
    await portal.sql(
      `insert into backup (name, kind, state, format, created_at, updated_at, sha256) values ('old-pg', 'MANUAL', 'SUCCEEDED', 'PG_DUMP', now(), now(), 'x')`,
    );
    const [{ id }] = await portal.sql<{ id: number }>(`select id from backup where name = 'old-pg'`);
    const refused = await portal.gql(RESTORE, { id: String(id), confirmation: '确认恢复' }, admin);
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(new RegExp(`^此备份是 pg_dump 格式，恢复需要 pg_restore，但${NO_TOOLS.source}：请安装 PostgreSQL \\d+`)),
      extensions: { code: 'UNPROCESSABLE' },
    });
  });
});
