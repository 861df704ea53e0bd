import 'reflect-metadata';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createStorage } from '../../src/core/upload/storage-factory.js';
import { readStored, type Storage } from '../../src/core/upload/storage.js';
import { createLogger } from '../../src/logger.js';
import { ormOptions } from '../../src/orm.config.js';
import { seedIfEmpty } from '../../src/seeders/seed.js';
import { createThrowawayDatabase } from '../helpers/databases.js';
import { startPortalProcess, type PortalProcess } from '../helpers/portal-process.js';
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

  it("sends a file's PUT again when the store drops the connection before answering", async () => {
    // In front of the store: the first PUT's connection is closed unanswered, as a store closes a
    // kept-alive connection the client is just reusing; everything else goes through as it came.
    let drops = 1;
    const puts: string[] = [];
    const proxy = createServer((req, res) => {
      if (req.method === 'PUT') {
        puts.push(new URL(req.url ?? '', 'http://store').pathname);
        if (drops > 0) {
          drops -= 1;
          req.socket.destroy();
          return;
        }
      }
      const upstream = httpRequest(`${s3.endpoint}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      const dropping = createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env, S3_ENDPOINT: endpoint }), 'uploads');
      const local = join(dataDir, 'c.txt');
      writeFileSync(local, '断线后重传');
      await dropping.putFile('2026/11/c.txt', local);
      expect(puts).toEqual(['/portal-files/uploads/2026/11/c.txt', '/portal-files/uploads/2026/11/c.txt']);
      expect((await readStored(uploads, '2026/11/c.txt'))!.toString()).toBe('断线后重传');
    } finally {
      proxy.closeAllConnections();
      proxy.close();
    }
  });

  it('uploads a file larger than a part in parts (multipart: one PUT takes at most 5 GiB), and a smaller one in one PUT', async () => {
    // In front of the store: each request's method and what it asks of the object (uploads, partNumber, uploadId).
    const requests: string[] = [];
    const proxy = createServer((req, res) => {
      const url = new URL(req.url ?? '', 'http://store');
      const asked = ['uploads', 'partNumber', 'uploadId'].filter((name) => url.searchParams.has(name));
      requests.push(
        `${req.method} ${[...asked.map((name) => (name === 'partNumber' ? `part ${url.searchParams.get(name)}` : name))].join(' ')}`.trim(),
      );
      const upstream = httpRequest(`${s3.endpoint}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      // The smallest part S3 allows (5 MiB), for a 12 MiB file: three parts.
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env, S3_ENDPOINT: endpoint, S3_PART_SIZE_MB: '5' });
      const parted = createStorage(config, 'backups');
      const big = join(dataDir, 'big.tar');
      const bytes = randomBytes(12 * 1024 * 1024);
      writeFileSync(big, bytes);
      await parted.putFile('big.tar', big);
      // Parts go two at a time: their order among themselves is the network's.
      expect([...requests].sort()).toEqual(['POST uploadId', 'POST uploads', 'PUT part 1 uploadId', 'PUT part 2 uploadId', 'PUT part 3 uploadId']);
      expect(requests[0]).toBe('POST uploads');
      expect(requests.at(-1)).toBe('POST uploadId');
      // Read back (streamed to a file, as a restore fetches an archive): the same bytes.
      const back = join(dataDir, 'big-back.tar');
      expect(await parted.copyToLocal('big.tar', back)).toBe(true);
      expect(createHash('sha256').update(readFileSync(back)).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));

      requests.length = 0;
      const small = join(dataDir, 'small.txt');
      writeFileSync(small, '一个请求');
      await parted.putFile('small.txt', small);
      expect(requests).toEqual(['PUT']);
      expect((await readStored(parted, 'small.txt'))!.toString()).toBe('一个请求');
    } finally {
      proxy.closeAllConnections();
      proxy.close();
    }
  });
});

/** A second of 8 kHz mono 16-bit PCM as a WAV file: audio the upload check accepts, bytes that differ along the file. */
function wav(): Buffer {
  const samples = Buffer.alloc(16_000);
  for (let i = 0; i < samples.length / 2; i++) samples.writeInt16LE(Math.round(8000 * Math.sin(i / 5)), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

/**
 * Two real portal processes on one database and one bucket, as N instances behind a load balancer
 * run: a file uploaded through one is served by the other (original, resized, by range).
 */
describe('two portal processes sharing one database and one bucket', () => {
  let s3: LocalS3;
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let seedDir: string;
  let bucket: Storage;
  let portals: PortalProcess[] = [];
  let admin: string;
  const timings: Record<string, number> = {};
  const timed = async <T>(name: string, work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    timings[name] = Math.round(performance.now() - started);
    return result;
  };

  beforeAll(async () => {
    s3 = await startLocalS3();
    database = await createThrowawayDatabase(inject('postgresUrl'), 'lp_test', { template: inject('templates').migrated });
    seedDir = mkdtempSync(join(tmpdir(), 'lp-s3-two-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: seedDir, DATABASE_URL: database.url, ...s3.env });
    // Migrated and seeded here first, so the two processes do not race to do it.
    const orm = await MikroORM.init(ormOptions(database.url));
    await orm.getMigrator().up();
    await seedIfEmpty(orm, config, createLogger('silent'), { content: false });
    await orm.close(true);
    bucket = createStorage(config, 'uploads');
    const env = {
      DATABASE_URL: database.url,
      AUTH_CAPTCHA: 'off',
      JWT_SECRET: 'a-secret-shared-by-both-instances-of-this-test',
      LOG_LEVEL: 'warn',
      ...s3.env,
    };
    // Generous for a loaded machine: each process compiles the server on start.
    portals = await Promise.all([startPortalProcess(env, 120_000), startPortalProcess(env, 120_000)]);
    const gql = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await fetch(`${portals[0].url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as { data: Record<string, { key: string; token: string }> };
    };
    const captcha = await gql('{ adminCaptcha { key } }');
    const login = await gql('mutation($input: AdminLoginInput!) { adminLogin(input: $input) { token } }', {
      input: { username: 'admin', password: config.adminPassword, captchaKey: captcha.data.adminCaptcha.key, captchaCode: 'off' },
    });
    admin = login.data.adminLogin.token;
  }, 150_000);

  afterAll(async () => {
    const codes = await Promise.all(portals.map((portal) => portal.stop()));
    expect(codes).toEqual([0, 0]);
    console.info('upload on A, read on B (ms):', JSON.stringify(timings));
    await database?.drop();
    await s3?.close();
    rmSync(seedDir, { recursive: true, force: true });
  }, 60_000);

  const upload = async (portal: PortalProcess, data: Buffer, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([data]), name);
    const res = await fetch(`${portal.url}/api/admin/upload`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    const body = (await res.json()) as { code: number; data: { url: string } };
    expect(body.code).toBe(200);
    return body.data.url;
  };

  it('serves an image uploaded through A from B, and a resized variant made by one from the other', async () => {
    const [a, b] = portals;
    const png = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    const url = await timed('upload on A', () => upload(a, png, '封面.png'));
    const key = url.slice('/uploads/'.length);
    expect(await bucket.exists(key)).toBe(true);

    const original = await timed('original on B', () => fetch(`${b.url}${url}`));
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await original.arrayBuffer())).toEqual(png);

    const resized = await timed('width=100 on B (made)', () => fetch(`${b.url}${url}?width=100`));
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(100);
    expect(await bucket.exists(key.replace(/\.png$/, '.w100.png').replace(/^/, 'variants/'))).toBe(true);
    const again = await timed('width=100 on A (kept)', () => fetch(`${a.url}${url}?width=100`));
    expect((await sharp(Buffer.from(await again.arrayBuffer())).metadata()).width).toBe(100);
  });

  it('answers Range, HEAD and revalidation for audio uploaded through A, on B', async () => {
    const [a, b] = portals;
    const audio = wav();
    const url = await upload(a, audio, 'track.wav');
    const part = await timed('range on B', () => fetch(`${b.url}${url}`, { headers: { range: 'bytes=1000-1999' } }));
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${audio.length}`);
    expect(part.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(audio.subarray(1000, 2000));

    const tail = await fetch(`${b.url}${url}`, { headers: { range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(audio.subarray(audio.length - 100));
    const past = await fetch(`${b.url}${url}`, { headers: { range: `bytes=${audio.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${audio.length}`);

    const head = await fetch(`${b.url}${url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(audio.length));
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    const etag = head.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(head.headers.get('last-modified')).toBeTruthy();
    // fetch() adds `Cache-Control: no-cache` to a conditional request unless one is given (a browser revalidating sends max-age=0).
    const fresh = await fetch(`${b.url}${url}`, { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
    expect(fresh.status).toBe(304);
    // An If-Range that no longer matches asks for the whole file.
    const stale = await fetch(`${b.url}${url}`, { headers: { range: 'bytes=0-9', 'if-range': '"other"' } });
    expect(stale.status).toBe(200);
    expect(Buffer.from(await stale.arrayBuffer())).toEqual(audio);
  });

  it('answers 404 on either instance for a file in no store', async () => {
    for (const portal of portals) expect((await fetch(`${portal.url}/uploads/2026/11/${'0'.repeat(32)}.png`)).status).toBe(404);
  });
});
