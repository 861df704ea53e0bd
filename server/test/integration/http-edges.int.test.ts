/**
 * Issue 11: how the HTTP layer answers malformed and hostile requests (D4, D6, D8, D9, D12, D13).
 * Each answer is quick, a 4xx (never a 500 or a hang), in the GraphQL error shape on /graphql and
 * the REST shape on /api, with a message that says what happened.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../src/core/graphql/limits.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;
let admin: string;
beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.adminToken();
});
afterAll(() => portal.close());

/** A raw request (fetch would fix what these tests break), answered within `timeoutMs` or failing. */
function raw(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; endBody?: boolean; timeoutMs?: number } = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: Data; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const url = new URL(path, portal.url);
    const req = httpRequest(url, { method: options.method ?? 'POST', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let body: Data;
        try {
          body = JSON.parse(text) as Data;
        } catch {
          body = { text };
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: Date.now() - started });
        req.destroy();
      });
    });
    req.setTimeout(options.timeoutMs ?? 5000, () => {
      req.destroy();
      reject(new Error(`no answer within ${options.timeoutMs ?? 5000} ms`));
    });
    req.on('error', (error) => (Date.now() - started > 0 ? reject(error) : undefined));
    if (options.body !== undefined) req.write(options.body);
    // A body that never ends: the server must answer without waiting for it.
    if (options.endBody !== false) req.end();
  });
}

const gqlError = (body: Data) => (body.errors as Array<{ message: string; extensions: Data }>)[0];

describe('/graphql answers malformed bodies as GraphQL errors (D6, D9)', () => {
  it('a syntax error is 400 GRAPHQL_PARSE_FAILED', async () => {
    const res = await raw('/graphql', { headers: { 'content-type': 'application/json' }, body: '{"query":"{"}' });
    expect(res.status).toBe(400);
    expect(gqlError(res.body).extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(gqlError(res.body).message).toMatch(/^请求有误：/);
  });

  it('a query past the token limit is 400, not 500', async () => {
    const query = `{ ${Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => '__typename').join(' ')} }`;
    const res = await raw('/graphql', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    expect(res.status).toBe(400);
    expect(gqlError(res.body).extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('a body that is not JSON is 400 in the GraphQL shape', async () => {
    const res = await raw('/graphql', { headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(res.status).toBe(400);
    expect(gqlError(res.body)).toMatchObject({ message: '请求体不是有效的 JSON', extensions: { code: 'BAD_REQUEST', status: 400 } });
  });

  it('a body over 2 MB is 413 in the GraphQL shape', async () => {
    const body = JSON.stringify({ query: '{ __typename }', variables: { x: 'a'.repeat(2.5 * 1024 * 1024) } });
    const res = await raw('/graphql', { headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(413);
    expect(gqlError(res.body)).toMatchObject({ message: '请求体过大（上限 2 MB）', extensions: { code: 'PAYLOAD_TOO_LARGE', status: 413 } });
  });

  it('the REST face keeps its own shape for the same mistakes', async () => {
    const res = await raw('/api/user/login', { headers: { 'content-type': 'application/json' }, body: '{"x": ' });
    expect(res.body).toMatchObject({ code: 400, msg: '请求体不是有效的 JSON' });
  });
});

describe('multipart requests (D4, D8, D12)', () => {
  const preflight = { 'apollo-require-preflight': 'true' };
  const boundary = 'XyZboundary';
  const multipart = (filename: string) =>
    Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="operations"',
        '',
        JSON.stringify({ query: 'mutation($f: Upload!) { uploadFile(file: $f) { url } }', variables: { f: null } }),
        `--${boundary}`,
        'Content-Disposition: form-data; name="map"',
        '',
        '{"0":["variables.f"]}',
        `--${boundary}`,
        `Content-Disposition: form-data; name="0"; filename="${filename}"`,
        'Content-Type: image/png',
        '',
        'not really a png',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    );

  it('without a boundary: 400 at once (it hung for good)', async () => {
    const res = await raw('/graphql', {
      headers: { 'content-type': 'multipart/form-data', authorization: `Bearer ${admin}`, ...preflight },
      body: 'x',
    });
    expect(res.status).toBe(400);
    expect(gqlError(res.body).message).toBe('上传请求有误：缺少 multipart 分隔符（boundary）');
    expect(res.ms).toBeLessThan(2000);
  });

  it('a garbage body with a boundary: 400, not 500', async () => {
    const res = await raw('/graphql', {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${admin}`, ...preflight },
      body: `--${boundary}\r\ngarbage\r\n\r\n\x00\x01--${boundary}--`,
    });
    expect(res.status).toBe(400);
    expect(gqlError(res.body).extensions.code).toBe('BAD_REQUEST');
  });

  it('control characters in a file name: a clear refusal of the file, not a 500', async () => {
    const res = await raw('/graphql', {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${admin}`, ...preflight },
      body: multipart('a\x01\x07b.png'),
    });
    expect(res.status).toBeLessThan(500);
    expect(gqlError(res.body).extensions.code).toBe('BAD_USER_INPUT');
  });

  it('is not read at all without the preflight header, or without an admin token', async () => {
    // The body never ends: an answer proves nothing was parsed or spooled first.
    const noPreflight = await raw('/graphql', {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${admin}` },
      body: multipart('a.png').subarray(0, 100),
      endBody: false,
    });
    expect(noPreflight.status).toBe(400);
    expect(gqlError(noPreflight.body).message).toBe('上传请求须带 apollo-require-preflight 请求头');
    const guest = await raw('/graphql', {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...preflight },
      body: multipart('a.png').subarray(0, 100),
      endBody: false,
    });
    expect(guest.status).toBe(401);
    expect(gqlError(guest.body).extensions.code).toBe('UNAUTHENTICATED');
    const reader = await raw('/graphql', {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${await portal.readerToken(1)}`, ...preflight },
      body: multipart('a.png').subarray(0, 100),
      endBody: false,
    });
    expect(reader.status).toBe(403);
  });

  it('still takes a well-formed upload from an admin', async () => {
    const png = await (
      await import('sharp')
    )
      .default({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const body = Buffer.concat([
      multipart('ok.png').subarray(0, multipart('ok.png').indexOf('not really a png')),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await raw('/graphql', {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${admin}`, ...preflight },
      body,
    });
    expect(res.body.errors).toBeUndefined();
    expect((res.body.data as Data).uploadFile.url).toMatch(/^\/uploads\/.+\.png$/);
  });
});

describe('messages say what happened (D13)', () => {
  it('a bad percent-encoding in a path is about the address, not an upload', async () => {
    const res = await raw('/api/news/%E0%A4%A', { method: 'GET' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, msg: '请求地址有误：含有无效的百分号编码' });
  });
});

describe('REST paths are looked up by their first segment (issue 12)', () => {
  const get = (path: string) => raw(path, { method: 'GET' });

  it('answers a path whatever its case or trailing slash, as Express routes do', async () => {
    const plain = await get('/api/news?pageSize=1');
    expect(plain.status).toBe(200);
    for (const path of ['/api/NEWS?pageSize=1', '/api/News/?pageSize=1']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toEqual(plain.body);
    }
  });

  it('keeps the table’s order within a segment, and answers 404 for paths it does not have', async () => {
    // Before api/branch/{id} in the table: a list of districts, not a branch named "districts".
    const districts = await get('/api/branch/districts');
    expect(districts.status).toBe(200);
    expect(Array.isArray((districts.body as { data: unknown }).data)).toBe(true);
    for (const path of ['/api/nosuch', '/api/nosuch/1', '/api/news/1/neighbours/extra', '/api/']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toMatchObject({ code: 404 });
    }
  });
});
