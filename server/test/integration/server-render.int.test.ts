/**
 * Server-rendered public pages (issue 12, server-render.ts): with a server entry of the test's own
 * (the client's real one is client/src/entry-server.tsx, tested there), a guest's page comes
 * rendered with its queries run in process, its styles in the head and its data beside the markup,
 * cacheable as its queries' answers are; a login cookie, a skipped page, a failing render or one
 * past its budget get index.html.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteIdentity, withSiteIdentity } from '../../src/core/site-identity.js';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

const INDEX_HTML =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>';

/** The server entry's contract (client/src/entry-server.tsx), played by a few lines. */
const ENTRY = `
export async function preloadPages() {}
export function isServerRendered(path) { return path !== '/not-rendered'; }
export async function render({ url, execute, signal }) {
  const path = new URL(url).pathname;
  if (path === '/skipped') return { kind: 'skip', reason: 'a test page' };
  if (path === '/fails') throw new Error('the page failed');
  if (path === '/slow') {
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    throw new Error('aborted');
  }
  if (path === '/viewed') {
    // A detail page: its query counts a view of the news item its id names.
    const id = new URL(url).searchParams.get('id');
    const result = await execute({ query: 'query Viewed($id: ID!) { news(id: $id) { id title } }', variables: { id } });
    return { kind: 'page', status: 200, head: '', html: '<main>' + JSON.stringify(result.data) + '</main>', data: '{"router":{},"apollo":{}}' };
  }
  if (path === '/two-roots') {
    // One operation of two public roots: the page shows resources and news, whichever is written.
    const result = await execute({ query: '{ resources(kind: book, pageSize: 1) { total } newsList(pageSize: 1) { total } }' });
    return { kind: 'page', status: 200, head: '', html: '<main>' + JSON.stringify(result.data) + '</main>', data: '{"router":{},"apollo":{}}' };
  }
  // A page size over the limit: an answer with errors, which is no public answer.
  const query = path === '/refused' ? '{ newsList(pageSize: 1000) { total } }' : '{ newsList(pageSize: 1) { total } }';
  const result = await execute({ query });
  return {
    kind: 'page',
    status: 200,
    // /kept is over the size answers are compressed from.
    head: '<style data-emotion="css a1">.css-a1{color:red}</style>' + (path === '/kept' ? '<!--' + 'x'.repeat(2000) + '-->' : ''),
    html: '<main>' + JSON.stringify(result.data ?? result.errors[0].message) + '</main>',
    data: '{"router":{},"apollo":{}}',
  };
}
`;

describe('server-rendered pages', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'lp-ssr-'));
    mkdirSync(join(root, 'dist'));
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(root, 'dist', 'index.html'), INDEX_HTML);
    writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
    portal = await startTestPortal({ env: { CLIENT_DIR: join(root, 'dist'), SSR: 'on', SSR_BUDGET_MS: '300' } });
  });
  afterAll(() => portal.close());

  const page = (path: string, headers: Record<string, string> = {}) => fetch(`${portal.url}${path}`, { headers });
  // index.html as the portal sends it: with the library's identity (its name in the title, the identity element).
  const shell = () => withSiteIdentity(INDEX_HTML, siteIdentity(portal.services.config));

  it('renders a guest’s page: styles in the head, markup in the root, data beside it, cacheable as its queries', async () => {
    const res = await page('/index');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    const html = await res.text();
    expect(html).toContain('<style data-emotion="css a1">.css-a1{color:red}</style></head>');
    expect(html).toContain('<div id="root"><main>{"newsList":{"total":0}}</main></div>');
    expect(html).toContain('<script type="application/json" id="ssr-data">{"router":{},"apollo":{}}</script><script type="module"');
  });

  it('keeps a page showing an answer that is not public out of shared caches', async () => {
    const res = await page('/refused');
    expect(await res.text()).toContain('<main>"');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('sends index.html to the holder of a login cookie, and for pages the entry does not render', async () => {
    for (const [path, headers] of [
      ['/index', { cookie: 'token=abc' }],
      ['/index', { cookie: 'adminToken=abc; other=1' }],
      ['/skipped', {}],
      ['/not-rendered', {}],
    ] as const) {
      const res = await page(path, headers);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe(shell());
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await page('/index', { cookie: 'token=abc' })).headers.get('vary')).toMatch(/Cookie/);
  });

  it('falls back to index.html when the render fails or outlasts its budget', async () => {
    expect(await (await page('/fails')).text()).toBe(shell());
    const started = Date.now();
    expect(await (await page('/slow')).text()).toBe(shell());
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('keeps a guest’s page from its second render until a write to what it shows, with an ETag per encoding', async () => {
    const cacheOf = async (res: Response) => [res.headers.get('x-page-cache'), await res.text()];
    expect(await cacheOf(await page('/kept'))).toEqual(['miss', expect.stringContaining('{"total":0}')]);
    // The first render showed what the page shows (its tags): the second is kept.
    expect((await page('/kept')).headers.get('x-page-cache')).toBe('miss');
    const kept = await page('/kept', { 'accept-encoding': 'br' });
    expect(kept.headers.get('x-page-cache')).toBe('hit');
    expect(kept.headers.get('content-encoding')).toBe('br');
    expect(kept.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(kept.headers.get('vary')).toMatch(/Cookie/);
    expect(kept.headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(await kept.text()).toContain('{"newsList":{"total":0}}');
    const etag = kept.headers.get('etag')!;
    expect((await page('/kept', { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(304);

    // A news item published: the kept page is stale at once.
    const admin = await portal.adminToken();
    const created = await portal.gql(
      'mutation($input: NewsInput!) { createNews(input: $input) { id } }',
      { input: { title: '开馆通知', category: 'libraryNews', body: '<p>正文</p>' } },
      admin,
    );
    expect(created.errors).toBeUndefined();
    expect(await cacheOf(await page('/kept'))).toEqual(['miss', expect.stringContaining('{"newsList":{"total":1}}')]);
    expect(await cacheOf(await page('/kept'))).toEqual(['hit', expect.stringContaining('{"newsList":{"total":1}}')]);
  });

  it('keeps a page whose one operation asks two public roots until a write to either', async () => {
    const newsTotal = async (res: Response) => [res.headers.get('x-page-cache'), Number(/"newsList":\{"total":(\d+)\}/.exec(await res.text())?.[1])];
    const [, before] = await newsTotal(await page('/two-roots'));
    expect(await newsTotal(await page('/two-roots'))).toEqual(['miss', before]);
    expect(await newsTotal(await page('/two-roots'))).toEqual(['hit', before]);
    // A news item (the second root's entity) published: the kept page is stale at once.
    const created = await portal.gql(
      'mutation($input: NewsInput!) { createNews(input: $input) { id } }',
      { input: { title: '闭馆通知', category: 'libraryNews', body: '<p>正文</p>' } },
      await portal.adminToken(),
    );
    expect(created.errors).toBeUndefined();
    expect(await newsTotal(await page('/two-roots'))).toEqual(['miss', Number(before) + 1]);
  });

  it('keeps a detail page that counts a view, and counts a view for every visit it answers from the cache', async () => {
    const admin = await portal.adminToken();
    const created = await portal.gql<{ createNews: { id: string } }>(
      'mutation($input: NewsInput!) { createNews(input: $input) { id } }',
      { input: { title: '讲座预告', category: 'libraryNews', body: '<p>正文</p>' } },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createNews.id;
    const visits = [];
    for (let i = 0; i < 4; i++) {
      // Four visitors (addresses): a view counts once per visitor and VIEW_WINDOW_MINUTES.
      const res = await page(`/viewed?id=${id}`, { 'x-forwarded-for': `10.6.0.${i + 1}` });
      expect(await res.text()).toContain('讲座预告');
      // Every visit reaches the server: a shared cache or the browser must ask again.
      expect(res.headers.get('cache-control')).toBe('public, no-cache');
      visits.push(res.headers.get('x-page-cache'));
    }
    expect(visits).toEqual(['miss', 'miss', 'hit', 'hit']);
    // A visitor again, answered from the cache: no view.
    expect((await page(`/viewed?id=${id}`, { 'x-forwarded-for': '10.6.0.1' })).headers.get('x-page-cache')).toBe('hit');
    // Four visits, two of them answered from the cache, and this read (another address): five views.
    const read = await portal.gql<{ news: { views: number } }>('query($id: ID!) { news(id: $id) { views } }', { id });
    expect(read.data!.news.views).toBe(5);
  });

  it('never keeps a page showing an answer that is not public, nor a page for a login', async () => {
    for (let i = 0; i < 3; i++) expect((await page('/refused')).headers.get('x-page-cache')).toBe('miss');
    expect((await page('/kept', { cookie: 'token=abc' })).headers.get('x-page-cache')).toBeNull();
  });

  it('renders no file path and no POST', async () => {
    expect((await page('/missing.js')).status).toBe(404);
    const post = await fetch(`${portal.url}/index`, { method: 'POST' });
    expect(await post.text()).not.toContain('<main>');
  });
});
