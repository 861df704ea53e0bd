import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStored } from '../../src/core/upload/storage.js';
import { privateStorage } from '../../src/modules/reading/index.js';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server.js';
import { backupAdmin, checkPgDump, type PgDumpCheck } from '../helpers/backup-admin.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const RESTORE = 'mutation($id: ID!, $confirmation: String!) { restoreBackup(id: $id, confirmation: $confirmation) { state } }';

/**
 * One portal with STORAGE=s3 and the demo content (seeded into the bucket): gated files keep their
 * rule, readers' cloud files stay private, and 备份管理 archives the bucket's objects and restores them.
 */
describe('a portal with its files in a bucket', () => {
  let s3: LocalS3;
  let portal: TestPortal;
  let admin: string;
  let pgDump: PgDumpCheck;

  const { gql, makeBackup, restoreDone } = backupAdmin(() => ({ portal, admin }));

  beforeAll(async () => {
    s3 = await startLocalS3();
    portal = await startTestPortal({ env: { ...s3.env, JOB_POLL_MS: '500', BACKUP_CRON: 'off' }, demoContent: true, emptyDatabase: true });
    admin = await portal.adminToken();
    pgDump = await checkPgDump(gql);
  }, 180_000);
  afterAll(async () => {
    await portal?.close();
    await s3?.close();
  });

  it('seeds the demo files into the bucket, and serves them with their variants', async () => {
    const [{ cover }] = await portal.sql<{ cover: string }>(`select cover from resource where cover like '/uploads/demo/%' order by id limit 1`);
    expect(await portal.services.storage.exists(cover.slice('/uploads/'.length))).toBe(true);
    const resized = await fetch(`${portal.url}${cover}?width=100`);
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toBe('image/jpeg');
  });

  it('sends a gated file only to whom its resource allows, by range too', async () => {
    const [{ id, file }] = await portal.sql<{ id: number; file: string }>(
      `select id, file from resource where kind = 'thesis' and enabled and on_shelf and file like '/uploads/%' order by id limit 1`,
    );
    await portal.sql(`update resource set permission = 'READER' where id = ?`, [id]);
    expect((await fetch(`${portal.url}${file}`)).status).toBe(401);
    const reader = await portal.readerToken();
    const part = await fetch(`${portal.url}${file}`, { headers: { authorization: `Bearer ${reader}`, range: 'bytes=0-4' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('cache-control')).toBe('private, no-cache');
    expect(await part.text()).toBe('%PDF-');
  });

  it("keeps a reader's cloud file in the bucket's private part, sent to its owner only", async () => {
    const reader = await portal.readerToken();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x20)]);
    const form = new FormData();
    form.append('file', new Blob([pdf]), '我的论文.pdf');
    const upload = await fetch(`${portal.url}/api/user/cloud/upload`, { method: 'POST', headers: { authorization: `Bearer ${reader}` }, body: form });
    const { data } = (await upload.json()) as { data: Data };
    const [{ storage_key: key }] = await portal.sql<{ storage_key: string }>('select storage_key from cloud_file where id = ?', [Number(data.id)]);
    expect(await portal.services.storage.exists(key)).toBe(false);
    expect((await fetch(`${portal.url}/uploads/${key}`)).status).toBe(404);
    const mine = await fetch(`${portal.url}/files/cloud/${data.id}`, { headers: { authorization: `Bearer ${reader}`, range: 'bytes=0-7' } });
    expect(mine.status).toBe(206);
    expect(mine.headers.get('content-range')).toBe(`bytes 0-7/${pdf.length}`);
    expect(await mine.text()).toBe('%PDF-1.4');
    expect((await fetch(`${portal.url}/files/cloud/${data.id}`)).status).toBe(401);
  });

  // A backup of every object and a restore through the bucket: 12 s alone on a quiet machine, over 30 s in
  // two CI runs beside the other worker's files.
  it('archives every object with its checksum, and a restore puts them back and removes the later ones', async ({ skip }) => {
    skip(pgDump.skip, pgDump.why);
    const storage = portal.services.storage;
    expect(storage.localRoot()).toBeUndefined();
    await storage.put('2026/11/original.txt', Buffer.from('原始文件'));
    await storage.put('variants/2026/11/cover.w100.png', Buffer.from('a variant'));
    const stored: string[] = [];
    for await (const key of storage.list()) stored.push(key);
    // Readers' cloud files (the bucket's private part) are archived too, as private/….
    const cloud: string[] = [];
    for await (const key of privateStorage(portal.services).list()) cloud.push(key);

    const backup = await makeBackup();
    expect(backup).toMatchObject({ state: 'SUCCEEDED', fileCount: stored.length + cloud.length + 1 });
    const [{ manifest }] = await portal.sql<{ manifest: { files: Array<{ path: string }> } }>('select manifest from backup where id = ?', [
      Number(backup.id),
    ]);
    expect(manifest.files.map((file) => file.path).sort()).toEqual(
      ['db.dump', ...stored.map((key) => `uploads/${key}`), ...cloud.map((key) => `private/${key}`)].sort(),
    );
    expect(stored).toContain('variants/2026/11/cover.w100.png');

    // After the backup: one object removed, another added.
    await storage.remove('2026/11/original.txt');
    await storage.put('2026/11/later.txt', Buffer.from('备份后上传'));

    await gql(RESTORE, { id: backup.id, confirmation: backup.name });
    const done = await restoreDone();
    expect(done).toMatchObject({ state: 'SUCCEEDED', error: null });
    expect((await readStored(storage, '2026/11/original.txt'))?.toString()).toBe('原始文件');
    expect(await storage.exists('variants/2026/11/cover.w100.png')).toBe(true);
    expect(await storage.exists('2026/11/later.txt')).toBe(false);
  }, 90_000);
});
