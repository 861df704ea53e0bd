import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStored } from '../../src/core/upload/storage.js';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const RESTORE = 'mutation($id: ID!, $confirmation: String!) { restoreBackup(id: $id, confirmation: $confirmation) { state } }';

/** 备份管理 with STORAGE=s3: the bucket's objects go into the archive and come back on restore. */
describe('backup and restore with the uploads in a bucket', () => {
  let s3: LocalS3;
  let portal: TestPortal;
  let admin: string;

  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await portal.gql<Data>(query, variables, admin);
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data;
  };
  const until = async <T>(read: () => Promise<T | undefined>) => {
    for (let i = 0; i < 600; i++) {
      const value = await read();
      if (value) return value;
      await sleep(100);
    }
    throw new Error('did not finish');
  };

  beforeAll(async () => {
    s3 = await startLocalS3();
    portal = await startTestPortal({ env: { ...s3.env, JOB_POLL_MS: '500', BACKUP_CRON: 'off' } });
    admin = await portal.adminToken();
  });
  afterAll(async () => {
    await portal?.close();
    await s3?.close();
  });

  it('archives every object with its checksum, and a restore puts them back and removes the later ones', async () => {
    const storage = portal.services.storage;
    expect(storage.localRoot()).toBeUndefined();
    await storage.put('2026/11/original.txt', Buffer.from('原始文件'));
    await storage.put('variants/2026/11/cover.w100.png', Buffer.from('a variant'));

    const { createBackup } = await gql('mutation { createBackup { id name } }');
    const backup = await until(async () => {
      const { backups } = await gql('{ backups(pageSize: 100) { items { id name state fileCount } } }');
      return (backups.items as Data[]).find((item) => item.id === createBackup.id && item.state !== 'RUNNING');
    });
    expect(backup).toMatchObject({ state: 'SUCCEEDED', fileCount: 3 });
    const [{ manifest }] = await portal.sql<{ manifest: { files: Array<{ path: string }> } }>('select manifest from backup where id = ?', [
      Number(backup.id),
    ]);
    expect(manifest.files.map((file) => file.path).sort()).toEqual([
      'db.dump',
      'uploads/2026/11/original.txt',
      'uploads/variants/2026/11/cover.w100.png',
    ]);

    // After the backup: one object removed, another added.
    await storage.remove('2026/11/original.txt');
    await storage.put('2026/11/later.txt', Buffer.from('备份后上传'));

    await gql(RESTORE, { id: backup.id, confirmation: backup.name });
    const done = await until(async () => {
      const res = await fetch(`${portal.url}/api/admin/backup/restore-status`, { headers: { authorization: `Bearer ${admin}` } });
      const body = (await res.json()) as Data;
      return body.data && body.data.state !== 'RUNNING' ? (body.data as Data) : undefined;
    });
    expect(done).toMatchObject({ state: 'SUCCEEDED', error: null });
    expect((await readStored(storage, '2026/11/original.txt'))?.toString()).toBe('原始文件');
    expect(await storage.exists('variants/2026/11/cover.w100.png')).toBe(true);
    expect(await storage.exists('2026/11/later.txt')).toBe(false);
  });
});
