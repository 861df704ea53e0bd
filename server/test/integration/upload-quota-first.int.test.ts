/**
 * Issue 54, S5: an upload to a reader's cloud is checked against the reader's free space before its
 * body is read (from the declared length) and while it streams, counting the reader's other uploads
 * being received; what is accepted is written to disk as it comes, not held in memory.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

const MiB = 1024 * 1024;
const BOUNDARY = 'lp-test-boundary';
const HEAD = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
const TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

interface Answer {
  /** The HTTP status (REST answers bad input with 200 and `code: 400`, ARCHITECTURE §4). */
  status: number;
  body: { code: number; msg: string };
  /** ms from the request's start to its answer. */
  after: number;
}

/**
 * A multipart upload of a PDF of `fileBytes`, of which only the first `sendBytes` are sent unless
 * `complete`: the answer, or undefined when none came within `waitMs` (the body was waited for).
 */
function upload(portal: TestPortal, token: string, fileBytes: number, options: { sendBytes: number; waitMs: number }): Promise<Answer | undefined> {
  const started = Date.now();
  const length = HEAD.length + fileBytes + TAIL.length;
  return new Promise((resolve) => {
    const req = request(`${portal.url}/api/user/cloud/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': length },
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve(undefined);
    }, options.waitMs);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode!, body: JSON.parse(text) as Answer['body'], after: Date.now() - started });
      });
    });
    req.on('error', () => undefined);
    const sent = Math.min(options.sendBytes, fileBytes);
    req.write(HEAD);
    req.write(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(sent - 9, 0x20)]));
    if (options.sendBytes >= fileBytes) req.end(TAIL);
  });
}

describe('uploads to a reader’s cloud', () => {
  let portal: TestPortal;
  let token: string;
  beforeAll(async () => {
    portal = await startTestPortal({ demoContent: true, env: { CLOUD_QUOTA_MB: '4' } });
    token = await portal.readerToken(2);
  }, 120_000);
  afterAll(() => portal?.close());

  const usage = async () =>
    (await portal.gql<{ myCloudUsage: { used: number } }>('{ myCloudUsage { used total } }', {}, token)).data!.myCloudUsage.used;

  it('refuse a reader whose cloud is full before reading the body: 12 parallel 49 MiB uploads are answered at once', async () => {
    const [{ id }] = await portal.sql<{ id: number }>(`select id from reader where card_number = '2024000101'`);
    await portal.sql(
      `insert into cloud_file (reader_id, name, storage_key, format, size, sha256, created_at, updated_at)
      values (?, 'full.pdf', 'cloud/none.pdf', 'pdf', ?, repeat('0', 64), now(), now())`,
      [id, 4 * MiB],
    );
    try {
      // 64 KiB of each 49 MiB body is sent; nobody waits for the rest.
      const answers = await Promise.all(Array.from({ length: 12 }, () => upload(portal, token, 49 * MiB, { sendBytes: 64 * 1024, waitMs: 5000 })));
      for (const answer of answers) {
        expect(answer, 'an upload was not answered before its body was sent').toBeDefined();
        expect(answer!.body.code).toBe(400);
        expect(answer!.body.msg).toMatch(/云盘空间不足/);
      }
    } finally {
      await portal.sql(`delete from cloud_file where name = 'full.pdf'`);
    }
  });

  it('count the reader’s uploads being received: a second one that would not fit beside the first is refused before its body', async () => {
    const before = await usage();
    // The first declares 3 MiB of the 4 and is still arriving; a second declaring 3 MiB does not fit beside it.
    const first = upload(portal, token, 3 * MiB, { sendBytes: 1024, waitMs: 1500 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await upload(portal, token, 3 * MiB, { sendBytes: 1024, waitMs: 1000 });
    expect(second, 'the second upload waited for its body').toBeDefined();
    expect(second!.body.code).toBe(400);
    expect(second!.body.msg).toMatch(/云盘空间不足/);
    // The first gave up: its reservation went with it, and a whole upload of 3 MiB is kept.
    expect(await first).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const third = await upload(portal, token, 3 * MiB, { sendBytes: 3 * MiB, waitMs: 20_000 });
    expect(third?.body.code).toBe(200);
    expect((await usage()) - before).toBe(3 * MiB);
  });

  it('stop an upload at the free space while it streams when its length is not declared', async () => {
    const free = 4 * MiB - (await usage());
    const form = new FormData();
    form.append('file', new Blob([Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(free + MiB, 0x20)])]), 'b.pdf');
    // A streamed body (no Content-Length): only the parser's limit can stop it.
    const encoded = new Response(form);
    const res = await fetch(`${portal.url}/api/user/cloud/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')! },
      body: encoded.body,
      duplex: 'half',
    } as RequestInit);
    const answer = (await res.json()) as { code: number; msg: string };
    expect(answer.code).toBe(400);
    expect(answer.msg).toMatch(/云盘空间不足/);
  });
});
