import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupAdmin } from '../helpers/backup-admin.js';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';
import { createStorage } from '../../src/core/upload/storage-factory.js';
import { readStored, type Storage } from '../../src/core/upload/storage.js';
import { applyRetention, archivePath, runScheduledBackup } from '../../src/modules/system/backup.service.js';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const RESTORE = 'mutation($id: ID!, $confirmation: String!) { restoreBackup(id: $id, confirmation: $confirmation) { state } }';

/**
 * Backups with STORAGE=s3 (issue 52) against a real S3-protocol server (s3rver): each archive is
 * copied to the bucket's backups/ once made, retention and 删除 apply there too, the list says where
 * the copies are, and a restore whose local archive is gone uses the copy.
 */
describe('备份管理 with the files in an object store', () => {
  let s3: LocalS3;
  let portal: TestPortal;
  let admin: string;
  let bucket: Storage;
  const { gql, backupById, makeBackup, restoreDone } = backupAdmin(() => ({ portal, admin, relogin: (token) => (admin = token) }));
  const copies = async () => {
    const keys: string[] = [];
    for await (const key of bucket.list()) keys.push(key);
    return keys.sort();
  };

  beforeAll(async () => {
    s3 = await startLocalS3();
    // BACKUP_PG_BIN_DIR nowhere: the portal's own format, whatever pg_dump this machine has.
    portal = await startTestPortal({
      // Parts of 5 MiB (S3's smallest): with the file below, each archive goes to the bucket in parts (multipart upload).
      env: { ...s3.env, JOB_POLL_MS: '500', BACKUP_CRON: 'off', BACKUP_KEEP: '1', BACKUP_PG_BIN_DIR: '/nonexistent/pg/bin', S3_PART_SIZE_MB: '5' },
    });
    admin = await portal.adminToken();
    bucket = createStorage(portal.services.config, 'backups');
    await portal.services.storage.put('2026/12/large-scan.bin', randomBytes(11 * 1024 * 1024));
  }, 120_000);
  afterAll(async () => {
    await portal?.close();
    await s3?.close();
  });

  it('copies each archive to backups/ in the bucket (in parts past S3_PART_SIZE_MB) and says where the copies are', async () => {
    const backup = await makeBackup();
    expect(backup).toMatchObject({ state: 'SUCCEEDED', error: null });
    expect(backup.size).toBeGreaterThan(2 * 5 * 1024 * 1024);
    const { backups } = await gql(`{ backups { items { id localCopy remoteCopy remoteError } } }`);
    expect((backups.items as Data[]).find((item) => item.id === backup.id)).toEqual({
      id: backup.id,
      localCopy: true,
      remoteCopy: `s3://${s3.bucket}/backups/${backup.name}.tar`,
      remoteError: null,
    });
    expect(await copies()).toEqual([`${backup.name}.tar`]);
    // The copy is the archive, byte for byte.
    expect(sha256((await readStored(bucket, `${backup.name}.tar`))!)).toBe(backup.sha256);
    await gql('mutation($id: ID!) { removeBackup(id: $id) }', { id: backup.id });
    expect(await copies()).toEqual([]);
  });

  it('keeps BACKUP_KEEP scheduled backups in the bucket too', async () => {
    const first = (await runScheduledBackup(portal.services, portal.services.orm.em.fork())) as { backup: string };
    const second = (await runScheduledBackup(portal.services, portal.services.orm.em.fork())) as { backup: string };
    expect(second).toMatchObject({ state: 'SUCCEEDED', removed: [first.backup] });
    expect(await copies()).toEqual([`${second.backup}.tar`]);
    expect(await applyRetention(portal.services, portal.services.orm.em.fork())).toEqual([]);
    expect(await copies()).toEqual([`${second.backup}.tar`]);
  });

  it('restores from the copy in the bucket when the local archive is gone, cloud files included', async () => {
    const reader = await portal.readerToken(2);
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(`桶里的云盘文件 ${Date.now()}`)]);
    const form = new FormData();
    form.append('file', new Blob([content]), '桶里的论文.pdf');
    const uploaded = await fetch(`${portal.url}/api/user/cloud/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reader}` },
      body: form,
    });
    const { data: file } = (await uploaded.json()) as { data: Data };
    const download = (token: string) => fetch(`${portal.url}/files/cloud/${file.id}`, { headers: { authorization: `Bearer ${token}` } });

    const backup = await makeBackup();
    expect(backup.state).toBe('SUCCEEDED');
    await portal.gql('mutation($id: ID!) { deleteCloudFile(id: $id) }', { id: file.id }, reader);
    expect((await download(reader)).status).toBe(404);

    // The data volume lost its archive: the list says so, the download and the restore use the bucket's copy.
    await rm(archivePath(portal.services, backup as never));
    expect(await backupById(backup.id)).toMatchObject({ state: 'SUCCEEDED' });
    const { backups } = await gql(`{ backups { items { id localCopy remoteCopy } } }`);
    expect((backups.items as Data[]).find((item) => item.id === backup.id)).toMatchObject({ localCopy: false, remoteCopy: expect.any(String) });
    const archive = await fetch(`${portal.url}/api/admin/backup/download/${backup.id}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(archive.status).toBe(200);
    expect(sha256(Buffer.from(await archive.arrayBuffer()))).toBe(backup.sha256);

    await gql(RESTORE, { id: backup.id, confirmation: backup.name });
    expect(await restoreDone()).toMatchObject({ state: 'SUCCEEDED', error: null });
    expect(sha256(readFileSync(archivePath(portal.services, backup as never)))).toBe(backup.sha256);
    const res = await download(await portal.readerToken(2));
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(content);
  });

  it('refuses a restore when neither copy is left, saying where it looked', async () => {
    const backup = await makeBackup();
    await rm(archivePath(portal.services, backup as never));
    await bucket.remove(`${backup.name}.tar`);
    const refused = await portal.gql(RESTORE, { id: backup.id, confirmation: backup.name }, admin);
    expect(refused.errors?.[0]).toMatchObject({
      message: `备份文件 ${backup.name}.tar 本机与对象存储（s3://${s3.bucket}/backups/${backup.name}.tar）中都已不存在，无法恢复`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(existsSync(archivePath(portal.services, backup as never))).toBe(false);
  });
});
