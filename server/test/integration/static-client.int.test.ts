import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

describe('serving the built client', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'lp-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(clientDir, 'assets', 'app.js'), 'console.log(1)');
    // As the build leaves a hashed chunk: the file and its brotli and gzip copies.
    const chunk = `console.log(${JSON.stringify('图书馆'.repeat(500))})`;
    writeFileSync(join(clientDir, 'assets', 'index-B2x9kQ1z.js'), chunk);
    writeFileSync(join(clientDir, 'assets', 'index-B2x9kQ1z.js.br'), brotliCompressSync(chunk));
    writeFileSync(join(clientDir, 'assets', 'index-B2x9kQ1z.js.gz'), gzipSync(chunk));
    portal = await startTestPortal({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(() => portal.close());

  it('answers client routes with index.html (history fallback) and serves assets', async () => {
    for (const path of ['/', '/index', '/information/libraryNews/detail?id=3', '/admin/home/carousel']) {
      const res = await fetch(`${portal.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    const asset = await fetch(`${portal.url}/assets/app.js`);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });

  /** A raw GET (fetch would decompress and hide the encoding). */
  const raw = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      get(`${portal.url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it('sends the build’s brotli or gzip copy as the browser accepts, hashed assets cached for a year, the page revalidated', async () => {
    const br = await raw('/assets/index-B2x9kQ1z.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toContain('图书馆');
    const gz = await raw('/assets/index-B2x9kQ1z.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('图书馆');
    const plain = await raw('/assets/index-B2x9kQ1z.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('图书馆');
    for (const path of ['/index', '/index.html'])
      expect((await raw(path, { 'accept-encoding': 'br' })).headers['cache-control'], path).toBe('no-cache');
  });

  it('compresses API answers over 1 KB', async () => {
    const menu = await raw('/api/menu', { 'accept-encoding': 'gzip' });
    expect(menu.body.length).toBeGreaterThan(0);
    expect(menu.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(menu.body).toString())).toMatchObject({ code: 200 });
    const schema = await raw('/graphql?query=%7B__schema%7Btypes%7Bname%7D%7D%7D', { 'accept-encoding': 'br', 'apollo-require-preflight': 'true' });
    expect(schema.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(schema.body).toString()).data.__schema.types.length).toBeGreaterThan(50);
    const small = await raw('/healthz', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('keeps API paths out of the fallback', async () => {
    const res = await fetch(`${portal.url}/api/nothing/here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, msg: '页面未找到。', data: null });
    expect((await fetch(`${portal.url}/uploads/2026/01/none.png`)).status).toBe(404);
    expect((await fetch(`${portal.url}/package.json`)).status).toBe(404);
    expect((await fetch(`${portal.url}/assets/missing.js`)).status).toBe(404);
  });

  it("sends a Content-Security-Policy that allows only the portal's own scripts", async () => {
    const csp = (await fetch(`${portal.url}/index`)).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    // The e-book reader: epubjs unpacks an EPUB's stylesheets and fonts into blob URLs.
    expect(csp).toContain("style-src 'self' 'unsafe-inline' blob:");
    expect(csp).toContain("font-src 'self' data: blob:");
  });
});
