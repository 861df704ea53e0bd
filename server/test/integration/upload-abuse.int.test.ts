/**
 * Issue 18's upload-abuse drill, on the default limits (50 MB a file, 10 files a request): what an
 * attacker sends as a "picture" or a "document" is refused with a clear message, a name cannot
 * steer where a file lands, an oversized stream is cut off at the limit, and nothing the store
 * keeps is ever served back as a page a browser would run.
 */
import { request } from 'node:http';
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

const MB = 1024 * 1024;
let portal: TestPortal;
let admin: string;
let png: Buffer;
let jpeg: Buffer;
const accepted: string[] = [];

async function restUpload(data: Buffer, filename: string) {
  const form = new FormData();
  form.append('file', new Blob([data]), filename);
  const res = await fetch(`${portal.url}/api/admin/upload`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
  const body = (await res.json()) as { code: number; msg: string; data?: { url: string; originalName: string; mime: string } };
  if (body.data?.url) accepted.push(body.data.url);
  return body;
}

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.adminToken();
  png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#996633' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => portal?.close());

describe('upload abuse', () => {
  it('refuses scripts and pages dressed as pictures or documents, whatever the name says', async () => {
    const refusedType = { code: 400, msg: '不支持的文件类型（支持图片、PDF、EPUB、音频、视频和 Excel 表格）' };
    expect(await restUpload(Buffer.from('<?php system($_GET["c"]); ?>'), 'avatar.jpg')).toMatchObject(refusedType);
    expect(await restUpload(Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'), 'cover.png')).toMatchObject(
      refusedType,
    );
    expect(await restUpload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg')).toMatchObject(
      refusedType,
    );
    expect(await restUpload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'logo.png')).toMatchObject(refusedType);
    expect(await restUpload(Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), 'report.pdf')).toMatchObject(refusedType);
  });

  it('refuses an empty file and a picture that is only a header', async () => {
    expect(await restUpload(Buffer.alloc(0), 'empty.png')).toMatchObject({ code: 400, msg: expect.stringMatching(/文件为空|请选择/) });
    expect((await restUpload(png.subarray(0, 60), 'cut.png')).code).toBe(400);
  });

  it('keeps a picture with a page smuggled after it only as the picture (re-encoded), served as an image', async () => {
    const polyglot = Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]);
    const stored = await restUpload(polyglot, 'photo.jpg');
    expect(stored.code).toBe(200);
    const res = await fetch(`${portal.url}${stored.data!.url}`);
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(body.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('lets no name steer where a file lands or what it is called', async () => {
    const before = await readdir(portal.services.config.dataDir);
    // A NUL in the part header is a body the parser refuses outright (400), the others are stored under a generated name.
    expect(await restUpload(png, 'a\u0000b.png')).toMatchObject({ code: 400, msg: '上传请求格式有误，请重新选择文件' });
    for (const name of ['../../../evil.png', '..\\..\\evil.png', '/etc/passwd.png', '%2e%2e%2fevil.png']) {
      const stored = await restUpload(png, name);
      expect(stored.code, name).toBe(200);
      expect(stored.data!.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
      expect(stored.data!.originalName).not.toMatch(/[\\/]/);
    }
    expect(await readdir(portal.services.config.dataDir)).toEqual(before);
  });

  it('refuses 11 files in one request, and a second file on a one-file REST call, storing none of them', async () => {
    const names = Array.from({ length: 11 }, (_, i) => `f${i}`);
    const query = `mutation(${names.map((n) => `$${n}: Upload!`).join(', ')}) { ${names.map((n) => `${n}: uploadFile(file: $${n}) { id }`).join(' ')} }`;
    const res = await portal.upload(query, Object.fromEntries(names.map((n) => [n, { data: png, name: `eleven-${n}.png` }])), admin);
    expect(res.status).toBe(413);
    expect(res.errors![0].message).toBe('一次最多上传 10 个文件');
    expect(await portal.sql(`select id from stored_file where original_name like 'eleven-%'`)).toEqual([]);

    const form = new FormData();
    form.append('file', new Blob([png]), 'one.png');
    form.append('file', new Blob([png]), 'two.png');
    const two = await fetch(`${portal.url}/api/admin/upload`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(await two.json()).toMatchObject({ code: 400, msg: '一次只能上传一个文件（字段名 file）' });
  });

  it('cuts a 60 MB stream off at the 50 MB limit, answering before the sender is done', async () => {
    const boundary = 'abuseBoundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const chunk = Buffer.alloc(MB, 32);
    const total = 60;
    let sent = 0;
    let answered = false;
    const answer = await new Promise<{ status: number; body: string; sentWhenAnswered: number }>((resolve, reject) => {
      const req = request(
        `${portal.url}/api/admin/upload`,
        { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` } },
        (res) => {
          answered = true;
          const sentWhenAnswered = sent;
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentWhenAnswered }));
        },
      );
      // A connection cut before the answer arrived fails the test at once (it must not hang).
      req.on('error', (error) => reject(error));
      req.write(head);
      // The sender stops at 55 MB and waits: the answer must come without the rest of the body.
      const pump = () => {
        while (sent < total) {
          if (sent === 55 && !answered) return void setTimeout(pump, 50);
          sent += 1;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end(Buffer.from(`\r\n--${boundary}--\r\n`));
      };
      pump();
    });
    expect(JSON.parse(answer.body)).toMatchObject({ code: 400, msg: '文件过大，单个文件不能超过 50 MB' });
    expect(answer.sentWhenAnswered).toBeLessThan(total);
    expect(await portal.sql(`select id from stored_file where original_name = 'huge.pdf'`)).toEqual([]);
  });

  it('refuses a body whose declared length is over the limit before reading any of it', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const req = request(
        `${portal.url}/api/admin/upload`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'multipart/form-data; boundary=b', 'content-length': String(60 * MB) },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve(body));
        },
      );
      req.on('error', (error) => reject(error));
      // Only the start of the body is ever sent: the answer must not wait for the rest.
      req.write('--b\r\n');
    });
    expect(JSON.parse(answer)).toMatchObject({ code: 400, msg: '文件过大，单个文件不能超过 50 MB' });
  });

  it('serves back nothing it stored as a page: every accepted file has its own type and nosniff', async () => {
    expect(accepted.length).toBeGreaterThan(0);
    for (const url of accepted) {
      const res = await fetch(`${portal.url}${url}`);
      expect(res.headers.get('content-type') ?? '', url).not.toMatch(/html|svg|xml|javascript/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
