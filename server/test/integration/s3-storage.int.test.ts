import 'reflect-metadata';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createStorage } from '../../src/core/upload/storage-factory.js';
import { readStored, type Storage } from '../../src/core/upload/storage.js';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server.js';

const text = async (stream: AsyncIterable<unknown>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

const all = async (keys: AsyncIterable<string>) => {
  const found: string[] = [];
  for await (const key of keys) found.push(key);
  return found.sort();
};

describe('S3Storage on a real S3-protocol server (s3rver)', () => {
  let s3: LocalS3;
  let dataDir: string;
  let uploads: Storage;
  let privateFiles: Storage;

  beforeAll(async () => {
    s3 = await startLocalS3();
    dataDir = mkdtempSync(join(tmpdir(), 'lp-s3-unit-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env });
    uploads = createStorage(config, 'uploads');
    privateFiles = createStorage(config, 'private');
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores, describes, reads whole and by range, and removes', async () => {
    await uploads.put('2026/11/a.txt', Buffer.from('0123456789'));
    const info = await uploads.stat('2026/11/a.txt');
    expect(info).toMatchObject({ size: 10 });
    expect(info!.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(info!.modified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await readStored(uploads, '2026/11/a.txt')).toEqual(Buffer.from('0123456789'));
    const part = await uploads.open('2026/11/a.txt', { start: 2, end: 5 });
    expect(part!.size).toBe(10);
    expect(await text(part!.stream)).toBe('2345');
    expect(await uploads.exists('2026/11/a.txt')).toBe(true);
    await uploads.remove('2026/11/a.txt');
    expect(await uploads.exists('2026/11/a.txt')).toBe(false);
  });

  it('answers undefined (or false) for a missing key, and removing one is no error', async () => {
    expect(await uploads.stat('2026/11/none.png')).toBeUndefined();
    expect(await uploads.open('2026/11/none.png')).toBeUndefined();
    expect(await uploads.open('2026/11/none.png', { start: 0, end: 1 })).toBeUndefined();
    expect(await uploads.exists('2026/11/none.png')).toBe(false);
    expect(await uploads.copyToLocal('2026/11/none.png', join(dataDir, 'none.png'))).toBe(false);
    await expect(uploads.remove('2026/11/none.png')).resolves.toBeUndefined();
  });

  it('refuses keys that try to leave the store (or reach the readers’ private files)', async () => {
    await privateFiles.put('cloud/1/secret.pdf', Buffer.from('%PDF-1.4 mine'));
    for (const key of ['../private/cloud/1/secret.pdf', '/private/cloud/1/secret.pdf', 'a/../../private/cloud/1/secret.pdf', 'a//b.png', '']) {
      expect(await uploads.stat(key)).toBeUndefined();
      expect(await uploads.open(key)).toBeUndefined();
      await expect(uploads.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    }
    // The two stores share the bucket under their own prefixes and see only their own files.
    expect(await uploads.exists('cloud/1/secret.pdf')).toBe(false);
    expect(await privateFiles.exists('cloud/1/secret.pdf')).toBe(true);
  });

  it('lists keys under a prefix, past one page of the listing', async () => {
    // More than s3rver's (and S3's) 1,000 keys a page, so the listing must follow continuation tokens.
    const keys = Array.from({ length: 1005 }, (_, i) => `list/${String(i).padStart(4, '0')}.txt`);
    for (let i = 0; i < keys.length; i += 50) await Promise.all(keys.slice(i, i + 50).map((key) => uploads.put(key, Buffer.from(key))));
    await uploads.put('other/x.txt', Buffer.from('x'));
    expect(await all(uploads.list('list/'))).toEqual(keys);
    expect(await all(uploads.list('other/'))).toEqual(['other/x.txt']);
    expect((await all(uploads.list())).length).toBe(1006);
    expect(await all(privateFiles.list())).toEqual(['cloud/1/secret.pdf']);
  }, 120_000);

  it('copies a file to the local disk for tools that need one, and stores a local file', async () => {
    await uploads.put('2026/11/b.txt', Buffer.from('for ffmpeg'));
    const local = join(dataDir, 'b.txt');
    expect(await uploads.copyToLocal('2026/11/b.txt', local)).toBe(true);
    expect(readFileSync(local, 'utf8')).toBe('for ffmpeg');
    await uploads.putFile('video/2026/11/b-copy.txt', local);
    expect((await readStored(uploads, 'video/2026/11/b-copy.txt'))!.toString()).toBe('for ffmpeg');
  });
});
