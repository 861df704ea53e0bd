import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPUB_MESSAGES } from '../../src/core/upload/epub-check.js';
import { buildEpub, zip } from '../../src/seeders/demo-files.js';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

const MAX = 64 * 1024;

describe('uploads', () => {
  let portal: TestPortal;
  let admin: string;
  let png: Buffer;

  beforeAll(async () => {
    portal = await startTestPortal({ env: { UPLOAD_MAX_FILE_SIZE: String(MAX), UPLOAD_MAX_FILES: '1' } });
    admin = await portal.adminToken();
    png = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
  });
  afterAll(() => portal.close());

  const restUpload = async (data: Buffer, filename: string, token: string | null = admin) => {
    const form = new FormData();
    form.append('file', new Blob([data]), filename);
    const res = await fetch(`${portal.url}/api/admin/upload`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    return {
      status: res.status,
      body: (await res.json()) as { code: number; msg: string; data: { id: string; url: string; mime: string; originalName: string } },
    };
  };

  it('stores an image under a generated name, typed from its content, and records it', async () => {
    const res = await restUpload(png, '../../etc/封面.jpg');
    expect(res.body.code).toBe(200);
    expect(res.body.data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(res.body.data).toMatchObject({ mime: 'image/png', originalName: '封面.jpg' });
    const file = await fetch(`${portal.url}${res.body.data.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(640);
    const audit = await portal.sql<{ action: string }>(`select action from audit_log where entity = 'StoredFile'`);
    expect(audit.map((a) => a.action)).toContain('upload');
  });

  it('resizes images on request, 200 pixels wide by default', async () => {
    const { body } = await restUpload(png, 'a.png');
    const width = async (query: string) =>
      (await sharp(Buffer.from(await (await fetch(`${portal.url}${body.data.url}${query}`)).arrayBuffer())).metadata()).width;
    expect(await width('?width=100')).toBe(100);
    expect(await width('?width=')).toBe(200);
    expect(await width('?width=abc')).toBe(200);
    expect(await width('?width=100')).toBe(100); // served from the cached variant
  });

  // Issue 11, D11: every width 16–2000 was rendered and stored on request (up to 1,985 files per image).
  it('snaps requested widths to a few sizes, so an image has at most six variants', async () => {
    const { body } = await restUpload(png, 'snap.png');
    const width = async (query: string) =>
      (await sharp(Buffer.from(await (await fetch(`${portal.url}${body.data.url}${query}`)).arrayBuffer())).metadata()).width;
    expect(await width('?width=150')).toBe(200);
    expect(await width('?width=401')).toBe(640); // 800, but never enlarged
    expect(await width('?width=1e9')).toBe(640);
    for (let w = 16; w <= 2000; w += 61) await fetch(`${portal.url}${body.data.url}?width=${w}`);
    const name = body.data.url.split('/').pop()!.replace('.png', '');
    const dir = join(portal.services.storage.localRoot()!, 'variants', ...body.data.url.split('/').slice(2, -1));
    const variants = (await readdir(dir)).filter((file) => file.startsWith(name));
    expect(variants.sort()).toEqual(['w100', 'w1200', 'w1600', 'w200', 'w400', 'w800'].map((w) => `${name}.${w}.png`));
  });

  // D10 and D13: GIFs were stored unchecked, a broken one answered ?width= with a 500 labelled image/gif,
  // and a picture too large to decode was called broken.
  it('checks GIFs like other images, says when a picture has too many pixels, and answers a failed resize as JSON', async () => {
    const gif = await sharp({ create: { width: 32, height: 16, channels: 3, background: '#aa3300' } })
      .gif()
      .toBuffer();
    const good = await restUpload(gif, 'ok.gif');
    expect(good.body.data).toMatchObject({ mime: 'image/gif' });
    const resized = await fetch(`${portal.url}${good.body.data.url}?width=100`);
    expect([resized.status, resized.headers.get('content-type')]).toEqual([200, 'image/gif']);

    const broken = await restUpload(Buffer.concat([gif.subarray(0, 30), Buffer.alloc(100, 7)]), 'broken.gif');
    expect(broken.body).toMatchObject({ code: 400, msg: '图片已损坏，无法读取' });

    const bomb = await sharp({ create: { width: 10_000, height: 4_001, channels: 3, background: '#ffffff' } })
      .webp({ lossless: true })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX);
    expect((await restUpload(bomb, 'bomb.webp')).body).toMatchObject({ code: 400, msg: '图片尺寸过大（超过 40 百万像素），请缩小后再上传' });

    // A broken GIF already in the store (from before uploads were checked).
    await portal.services.storage.put('2020/01/broken.gif', Buffer.concat([gif.subarray(0, 30), Buffer.alloc(100, 7)]));
    const failed = await fetch(`${portal.url}/uploads/2020/01/broken.gif?width=100`);
    expect(failed.status).toBe(422);
    expect(failed.headers.get('content-type')).toMatch(/^application\/json/);
    expect(failed.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
    expect(await failed.json()).toMatchObject({ code: 422, msg: '图片已损坏，无法生成缩略图' });
  });

  it('refuses content that is not an allowed type, whatever its name says', async () => {
    const res = await restUpload(Buffer.from('<html><script>alert(1)</script></html>'), 'innocent.png');
    expect(res.body).toMatchObject({ code: 400, msg: '不支持的文件类型（支持图片、PDF、EPUB、音频、视频和 Excel 表格）' });
    const broken = await restUpload(Buffer.concat([png.subarray(0, 40), Buffer.alloc(200)]), 'broken.png');
    expect(broken.body.code).toBe(400);
  });

  // Issue 13: an EPUB is checked whole at upload, so a reader never gets one that cannot open or is built to hurt.
  it('stores a valid EPUB and refuses a broken one with a clear message', async () => {
    const epub = buildEpub({
      identifier: 'urn:test:upload',
      title: '上传测试',
      creators: ['佚名'],
      language: 'zh',
      modified: '2026-01-01T00:00:00Z',
      chapters: [{ title: '第一章', paragraphs: ['学而时习之。'] }],
    });
    const ok = await restUpload(epub, '论语.epub');
    expect(ok.body.code).toBe(200);
    expect(ok.body.data).toMatchObject({ mime: 'application/epub+zip', originalName: '论语.epub' });

    const noMimetype = await restUpload(zip([{ name: 'META-INF/container.xml', data: '<container/>' }]), '坏书.epub');
    expect(noMimetype.body).toMatchObject({ code: 400, msg: EPUB_MESSAGES.noMimetype });
    const wrongType = await restUpload(
      zip([
        { name: 'mimetype', data: 'text/plain' },
        { name: 'META-INF/container.xml', data: '<container/>' },
      ]),
      '错书.epub',
    );
    expect(wrongType.body).toMatchObject({ code: 400, msg: EPUB_MESSAGES.badMimetype });
    // (A book whose content bytes are damaged is not inflated here: the reader says it cannot open it.)
    expect(await portal.sql(`select id from stored_file where original_name in ('坏书.epub', '错书.epub')`)).toEqual([]);
  });

  it('refuses files over the size limit on both faces', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX + 10, 32)]);
    const rest = await restUpload(big, 'big.pdf');
    expect(rest.body).toMatchObject({ code: 400, msg: '文件过大，单个文件不能超过 64 KB' });

    const json = await portal.upload('mutation($f: Upload!) { uploadFile(file: $f) { id } }', { f: { data: big, name: 'big.pdf' } }, admin);
    expect(json.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('refuses more files than allowed in one GraphQL request', async () => {
    const res = await portal.upload(
      'mutation($a: Upload!, $b: Upload!) { a: uploadFile(file: $a) { id } b: uploadFile(file: $b) { id } }',
      { a: { data: png, name: 'a.png' }, b: { data: png, name: 'b.png' } },
      admin,
    );
    expect(res.status).toBe(413);
    expect(res.errors![0]).toMatchObject({ message: '一次最多上传 1 个文件', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await portal.sql(`select id from stored_file where original_name = 'b.png'`)).toEqual([]);
  });

  it('uploads through GraphQL with the preflight header', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const json = await portal.upload<{ uploadFile: { url: string } }>(
      'mutation($f: Upload!) { uploadFile(file: $f) { url mime originalName } }',
      { f: { data: pdf, name: '年报.pdf' } },
      admin,
    );
    expect(json.data!.uploadFile).toMatchObject({ mime: 'application/pdf', originalName: '年报.pdf' });
    const file = await fetch(`${portal.url}${json.data!.uploadFile.url}`);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves nothing outside the upload store', async () => {
    for (const path of [
      '/uploads/../package.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/..%2fjwt-secret',
      '/uploads/jwt-secret',
      '/uploads/2026/11/none.png',
    ]) {
      const res = await fetch(`${portal.url}${path}`);
      expect(res.status, path).toBe(404);
    }
  });

  it('lets only administrators upload', async () => {
    expect((await restUpload(png, 'a.png', null)).status).toBe(401);
    expect((await restUpload(png, 'a.png', await portal.readerToken())).status).toBe(403);
  });
});
