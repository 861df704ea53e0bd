/**
 * Each server-rendered page's head (issue 52), rendered by the client's real server entry (built by
 * the helper): its own title, description, canonical address, Open Graph tags and JSON-LD, in the
 * HTML's <head> and nowhere in its body, for a book, a news item and the home page.
 */
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerEntry, CLIENT_ROOT } from '../helpers/client-ssr-build.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const PUBLIC_URL = 'https://library.example.org';
/** The library's name the portal is given (not the demo's), which the client's titles end with (client/src/lib/site.ts). */
const SITE_NAME = '示例市图书馆';

/** A page's head and body, split at </head>. */
async function page(portal: TestPortal, path: string): Promise<{ status: number; head: string; body: string }> {
  const res = await fetch(`${portal.url}${path}`);
  const html = await res.text();
  const end = html.indexOf('</head>');
  expect(end, path).toBeGreaterThan(0);
  return { status: res.status, head: html.slice(0, end), body: html.slice(end) };
}

/** The head's JSON-LD, parsed. */
function structuredData(head: string): Data {
  const scripts = [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0][1]) as Data;
}

/** What the body must not carry: the head's elements belong in the head. */
function expectNoHeadInBody(body: string) {
  for (const element of ['<title', '<meta', '<link rel="canonical"', 'application/ld+json']) expect(body).not.toContain(element);
}

describe('server-rendered pages’ heads', () => {
  let portal: TestPortal;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const entry = await buildServerEntry();
    const dist = join(mkdtempSync(join(tmpdir(), 'lp-page-head-')), 'dist');
    mkdirSync(dist);
    // The client's index.html as written: its own title and description, which a rendered page's replace.
    copyFileSync(join(CLIENT_ROOT, 'index.html'), join(dist, 'index.html'));
    portal = await startTestPortal({ env: { CLIENT_DIR: dist, SSR: 'on', SSR_ENTRY: entry, SSR_BUDGET_MS: '20000', PUBLIC_URL, SITE_NAME } });
    const admin = await portal.adminToken();
    const create = async (mutation: string, type: string, input: Record<string, unknown>) => {
      const res = await portal.gql<Data>(`mutation($input: ${type}!) { ${mutation}(input: $input) { id } }`, { input }, admin);
      expect(res.errors).toBeUndefined();
      return res.data![mutation].id as string;
    };
    ids.book = await create('createBook', 'BookInput', {
      title: '三国演义',
      creators: ['罗贯中'],
      isbn: '9787020008735',
      publisher: '人民文学出版社',
      summary: '<p>中国古典长篇历史小说。</p>',
      cover: '/uploads/covers/sgyy.jpg',
    });
    ids.hostile = await create('createBook', 'BookInput', { title: '</script><script>alert(1)</script>' });
    ids.news = await create('createNews', 'NewsInput', {
      title: '春季开馆通知',
      category: 'libraryNews',
      body: '<p>本馆自三月一日起恢复全天开放。</p>',
      author: '办公室',
    });
  }, 240_000);
  afterAll(() => portal?.close());

  it('gives a book’s detail its own title, description, canonical address, Open Graph tags and Book JSON-LD, in the head only', async () => {
    const { status, head, body } = await page(portal, `/resources/newBooks/detail?id=${ids.book}`);
    expect(status).toBe(200);
    const canonical = `${PUBLIC_URL}/resources/book/detail?id=${ids.book}`;
    // The showcase's detail shows the book under 新书通报; its one address is the book's detail.
    expect(head).toContain(`<title>三国演义 - 新书通报 - ${SITE_NAME}</title>`);
    expect(head).toContain('<meta name="description" content="中国古典长篇历史小说。">');
    expect(head).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(head).toContain('<meta property="og:type" content="book">');
    expect(head).toContain(`<meta property="og:title" content="三国演义 - 新书通报 - ${SITE_NAME}">`);
    expect(head).toContain(`<meta property="og:url" content="${canonical}">`);
    expect(head).toContain(`<meta property="og:image" content="${PUBLIC_URL}/uploads/covers/sgyy.jpg">`);
    expect(head).toContain(`<meta property="og:site_name" content="${SITE_NAME}">`);
    expect(structuredData(head)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: '三国演义',
      isbn: '9787020008735',
      author: [{ '@type': 'Person', name: '罗贯中' }],
      publisher: { name: '人民文学出版社' },
      url: canonical,
    });
    // index.html's own title and description gave way to the page's.
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(body).toContain('三国演义');
    expectNoHeadInBody(body);
  });

  it('keeps a title holding </script> inside its JSON-LD', async () => {
    const { head, body } = await page(portal, `/resources/book/detail?id=${ids.hostile}`);
    expect(head).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; - 纸质图书 - ');
    expect(structuredData(head)).toMatchObject({ '@type': 'Book', name: '</script><script>alert(1)</script>' });
    expect(head).not.toContain('<script>alert(1)');
    expect(body).not.toContain('<script>alert(1)');
  });

  it('gives a news item its NewsArticle', async () => {
    const { head, body } = await page(portal, `/information/libraryNews/detail?id=${ids.news}`);
    const canonical = `${PUBLIC_URL}/information/libraryNews/detail?id=${ids.news}`;
    expect(head).toContain(`<title>春季开馆通知 - 本馆新闻 - ${SITE_NAME}</title>`);
    expect(head).toContain('<meta name="description" content="本馆自三月一日起恢复全天开放。">');
    expect(head).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).not.toContain('og:image');
    expect(structuredData(head)).toMatchObject({
      '@type': 'NewsArticle',
      headline: '春季开馆通知',
      author: { '@type': 'Person', name: '办公室' },
      publisher: { name: SITE_NAME },
      mainEntityOfPage: canonical,
      datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expectNoHeadInBody(body);
  });

  it('gives the home page the site with its search (WebSite, SearchAction), its canonical address without the query', async () => {
    const { head, body } = await page(portal, '/index?from=wechat');
    expect(head).toContain(`<title>首页 - ${SITE_NAME}</title>`);
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/index">`);
    expect(head).toContain('<meta property="og:type" content="website">');
    expect(structuredData(head)).toMatchObject({
      '@type': 'WebSite',
      name: SITE_NAME,
      url: `${PUBLIC_URL}/index`,
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${PUBLIC_URL}/retrieve?q={search_term_string}` } },
    });
    expectNoHeadInBody(body);
    // The page carries the library for the app that hydrates it, and its header names it (not the demo library).
    expect(head).toMatch(/<script type="application\/json" id="site-identity">\{"name":"示例市图书馆",/);
    expect(body).toMatch(/<h1[^>]*>示例市图书馆(<!-- -->)?首页<\/h1>/);
    expect(body).not.toContain('钱塘市图书馆');
  });
});
