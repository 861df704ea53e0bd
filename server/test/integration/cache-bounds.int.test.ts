/**
 * Issue 54, S6 and S9: the portal's caches of public answers and server-rendered pages are bounded
 * in bytes, and a query string made up by a client (a cache-buster, junk parameters) neither makes
 * entries of its own nor costs a render or a query per request.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

const statements = (res: Response) => Number(res.headers.get('x-sql-statements'));
const random = () => Math.random().toString(36).slice(2);

describe('the public answer cache', () => {
  let portal: TestPortal;
  const BUDGET_MB = 1;
  beforeAll(async () => {
    portal = await startTestPortal({ demoContent: true, env: { PUBLIC_CACHE_MB: String(BUDGET_MB) } });
  }, 120_000);
  afterAll(() => portal?.close());
  const get = (path: string) => fetch(portal.url + path);

  it('keeps one answer for a list whatever parameters the route does not read, in any order (S6)', async () => {
    const first = await get(`/api/news?category=libraryNews&page=1&pageSize=10&cb=${random()}`);
    expect(first.status).toBe(200);
    expect(statements(first)).toBeGreaterThan(0);
    const body = await first.json();
    for (const path of [
      `/api/news?category=libraryNews&page=1&pageSize=10&cb=${random()}`,
      `/api/news?pageSize=10&cb=${random()}&page=1&category=libraryNews&${random()}=${random()}`,
      '/api/news?category=libraryNews&page=1&pageSize=10',
    ]) {
      const res = await get(path);
      expect(statements(res), path).toBe(0);
      expect(await res.json(), path).toEqual(body);
    }
    // A parameter the route reads is another answer.
    const other = await get(`/api/news?category=libraryNews&page=1&pageSize=3&cb=${random()}`);
    expect(statements(other)).toBeGreaterThan(0);
    expect(((await other.json()) as { data: { items: unknown[] } }).data.items.length).toBeLessThanOrEqual(3);
  });

  it('junk parameters from one guest add no entry (S6)', async () => {
    const before = portal.services.publicCache.bytes;
    for (let i = 0; i < 200; i++) await get(`/api/resource/book/list?page=1&pageSize=20&${random()}=${'x'.repeat(500)}`);
    // One answer at most: the list itself.
    const list = await (await get('/api/resource/book/list?page=1&pageSize=20')).arrayBuffer();
    expect(portal.services.publicCache.bytes - before).toBeLessThanOrEqual(3 * list.byteLength + 4096);
  });

  it('holds no more bytes than PUBLIC_CACHE_MB, dropping the least recently used answer (S9)', async () => {
    const budget = BUDGET_MB * 1024 * 1024;
    let sent = 0;
    for (let size = 1; size <= 50; size++) {
      const res = await get(`/api/resource/book/list?page=1&pageSize=${size}`);
      expect(res.status).toBe(200);
      sent += (await res.arrayBuffer()).byteLength;
    }
    // The answers, each counted with room for its compressed forms, are more than the budget.
    expect(3 * sent).toBeGreaterThan(budget);
    expect(portal.services.publicCache.bytes).toBeGreaterThan(0);
    expect(portal.services.publicCache.bytes).toBeLessThanOrEqual(budget);
    // The first answers made room for the last: asked again, the first is made anew, the last is kept.
    expect(statements(await get('/api/resource/book/list?page=1&pageSize=50'))).toBe(0);
    expect(statements(await get('/api/resource/book/list?page=1&pageSize=1'))).toBeGreaterThan(0);
  });
});

/** A server entry playing the client's contract: a page that reads `page`, echoing the address it was rendered for. */
const ENTRY = `
let renders = 0;
export async function preloadPages() {}
export function isServerRendered(path) { return path === '/listing'; }
export function queryParameters(path) { return ['page', 'id']; }
export async function render({ url, execute }) {
  renders += 1;
  const result = await execute({ query: '{ newsList(pageSize: 1) { total } }' });
  const search = new URL(url).search;
  return { kind: 'page', status: 200, head: '', html: '<main data-search="' + search + '">' + renders + JSON.stringify(result.data) + '</main>', data: '{"router":{},"apollo":{}}' };
}
`;

describe('the page cache of server-rendered pages (S6)', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'lp-ssr-'));
    mkdirSync(join(root, 'dist'));
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
    portal = await startTestPortal({ env: { CLIENT_DIR: join(root, 'dist'), SSR: 'on' } });
  }, 120_000);
  afterAll(() => portal?.close());
  const page = (path: string) => fetch(portal.url + path);

  it('renders and keeps a page for the parameters it reads, ignoring the rest', async () => {
    // A page is kept from its second render on (its first shows how it may be kept).
    const first = await page(`/listing?page=2&cb=${random()}`);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain('data-search="?page=2"');
    expect(html).not.toContain('cb=');
    await page(`/listing?cb=${random()}&page=2`);
    const cached: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await page(`/listing?utm_source=${random()}&page=2&cb=${random()}`);
      expect(res.status).toBe(200);
      cached.push(res.headers.get('x-page-cache') ?? '');
    }
    expect(
      cached.every((state) => state === 'hit'),
      cached.join(','),
    ).toBe(true);
    // The parameter it reads makes another page.
    const other = await page(`/listing?page=3&cb=${random()}`);
    expect(other.headers.get('x-page-cache')).toBe('miss');
    expect(await other.text()).toContain('data-search="?page=3"');
  });
});
