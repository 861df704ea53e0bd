/**
 * What crawlers and phones ask the site for (issue 52): / redirects to /index, /sitemap.xml lists
 * what a guest may open (an index of parts past its limit), /robots.txt keeps crawlers out of the
 * back office, the personal centre and the APIs, and the web manifest carries SITE_NAME.
 */
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PAGES } from '../../src/modules/open-data/sitemap-sources.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const PUBLIC_URL = 'https://library.example.org';
const SITE_NAME = '示例市图书馆';
const FUTURE = new Date(Date.now() + 30 * 86_400_000).toISOString();

/** A built client's directory: its index.html and its icon (client/public/favicon.svg). */
function clientDir(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'lp-site-files-')), 'dist');
  mkdirSync(dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
  copyFileSync(join(import.meta.dirname, '../../../client/public/favicon.svg'), join(dir, 'favicon.svg'));
  return dir;
}

/** The <loc>s of a sitemap or sitemap index. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('site files', () => {
  let portal: TestPortal;
  let admin: string;
  const ids: Record<string, string> = {};
  const create = async (mutation: string, input: Record<string, unknown>) => {
    const res = await portal.gql<Data>(
      `mutation($input: ${mutation[6].toUpperCase()}${mutation.slice(7)}Input!) { ${mutation}(input: $input) { id } }`,
      { input },
      admin,
    );
    expect(res.errors).toBeUndefined();
    return res.data![mutation].id as string;
  };

  beforeAll(async () => {
    portal = await startTestPortal({
      env: { CLIENT_DIR: clientDir(), PUBLIC_URL, SITE_NAME, SITEMAP_URLS_PER_FILE: '10' },
    });
    admin = await portal.adminToken();
    const news = (title: string, extra: Record<string, unknown> = {}) =>
      create('createNews', { title, category: 'publicNotice', body: '<p>正文</p>', ...extra });
    ids.news = await news('开馆通知');
    ids.hiddenNews = await news('停用的通知', { enabled: false });
    ids.futureNews = await news('将来的通知', { publishedAt: FUTURE });
    ids.book = await create('createBook', { title: '三国演义' });
    ids.offShelfBook = await create('createBook', { title: '下架的书', onShelf: false });
    ids.video = await create('createVideo', { title: '钱塘江纪录片' });
    // Audio opens with a login only: its detail page is nothing a crawler could read.
    ids.audio = await create('createAudio', { title: '有声三国' });
    const activity = (title: string, enabled: boolean) =>
      create('createActivity', {
        category: 'LECTURE',
        title,
        body: '<p>讲座</p>',
        place: '报告厅',
        startsAt: FUTURE,
        endsAt: new Date(Date.parse(FUTURE) + 3_600_000).toISOString(),
        capacity: 10,
        enabled,
      });
    ids.activity = await activity('城市记忆讲座', true);
    ids.hiddenActivity = await activity('停用的讲座', false);
    // 专题: a published topic and one taken down.
    ids.topic = await create('createTopic', { title: '城市记忆' });
    ids.hiddenTopic = await create('createTopic', { title: '下线的专题', enabled: false });
  }, 120_000);
  afterAll(() => portal?.close());

  const get = (path: string) => fetch(`${portal.url}${path}`, { redirect: 'manual' });

  it('redirects / to /index (301), keeping the query string', async () => {
    for (const [path, location] of [
      ['/', '/index'],
      ['/?from=wechat&x=1', '/index?from=wechat&x=1'],
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(location);
    }
  });

  it('splits the sitemap past its limit into parts that together list what a guest may open, with their last change', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(index.headers.get('cache-control')).toBe('public, max-age=300');
    const indexXml = await index.text();
    expect(indexXml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const total = SITE_PAGES.length + 5;
    const parts = locs(indexXml);
    expect(parts).toEqual(Array.from({ length: Math.ceil(total / 10) }, (_, i) => `${PUBLIC_URL}/sitemap-${i + 1}.xml`));

    const urls: string[] = [];
    let lastmods = '';
    for (const part of parts) {
      const res = await get(new URL(part).pathname);
      expect(res.status, part).toBe(200);
      const xml = await res.text();
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(locs(xml).length, part).toBeLessThanOrEqual(10);
      urls.push(...locs(xml));
      lastmods += xml;
    }
    expect(new Set(urls).size).toBe(urls.length);
    const site = (path: string) => `${PUBLIC_URL}${path}`;
    expect(urls).toEqual(
      expect.arrayContaining([
        site('/index'),
        site('/information/publicNotice'),
        site('/service/overView/aboutLibrary'),
        site('/resources/book'),
        site('/retrieve'),
        site(`/information/publicNotice/detail?id=${ids.news}`),
        site(`/resources/book/detail?id=${ids.book}`),
        site(`/resources/video/detail?id=${ids.video}`),
        site(`/activity/detail?id=${ids.activity}`),
        site('/topic'),
        site(`/topic/detail?id=${ids.topic}`),
      ]),
    );
    // Hidden, scheduled, off the shelf, login-only: absent; so are redirects and the reader-card e-book list.
    for (const absent of [
      `/information/publicNotice/detail?id=${ids.hiddenNews}`,
      `/information/publicNotice/detail?id=${ids.futureNews}`,
      `/resources/book/detail?id=${ids.offShelfBook}`,
      `/resources/audio/detail?id=${ids.audio}`,
      `/activity/detail?id=${ids.hiddenActivity}`,
      `/topic/detail?id=${ids.hiddenTopic}`,
      '/interaction',
      '/resources/ebook',
      '/personal/userInfo',
    ])
      expect(urls, absent).not.toContain(site(absent));
    expect(urls).toHaveLength(total);
    // The news item's last change, from its row.
    const [row] = await portal.sql<{ updated_at: string }>('select updated_at from news where id = ?', [ids.news]);
    expect(lastmods).toContain(
      `<url><loc>${site(`/information/publicNotice/detail?id=${ids.news}`)}</loc><lastmod>${new Date(row.updated_at).toISOString()}</lastmod></url>`,
    );

    expect((await get(`/sitemap-${parts.length + 1}.xml`)).status).toBe(404);
    expect((await get('/sitemap-0.xml')).status).toBe(404);
  });

  it('is the list itself while it fits one file, a hidden item left out', async () => {
    // A portal of its own with a single file: /sitemap.xml is the list itself.
    const single = await startTestPortal({ env: { PUBLIC_URL, SITE_NAME } });
    try {
      const token = await single.adminToken();
      const res = await single.gql<Data>(
        'mutation($input: NewsInput!) { createNews(input: $input) { id } }',
        { input: { title: '停用的通知', category: 'libraryNews', body: '<p>x</p>', enabled: false } },
        token,
      );
      const xml = await (await fetch(`${single.url}/sitemap.xml`)).text();
      expect(xml).toContain('<urlset');
      expect(locs(xml)).toContain(`${PUBLIC_URL}/index`);
      expect(xml).not.toContain(`detail?id=${res.data!.createNews.id}`);
    } finally {
      await single.close();
    }
  });

  it('robots.txt allows the site, keeps crawlers out of the back office, personal centre and APIs, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/personal', '/api/', '/graphql']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('serves the web manifest named by SITE_NAME, opening /index standalone, with icons drawn from the favicon', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Data;
    expect(manifest).toMatchObject({ name: SITE_NAME, short_name: SITE_NAME, start_url: '/index', display: 'standalone', theme_color: '#154e8f' });
    for (const icon of manifest.icons.filter((i: Data) => i.type === 'image/png')) {
      const png = await get(icon.src);
      expect(png.status, icon.src).toBe(200);
      expect(png.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
    const touch = await sharp(Buffer.from(await (await get('/apple-touch-icon.png')).arrayBuffer())).metadata();
    expect([touch.width, touch.hasAlpha && touch.channels === 4]).toEqual([180, false]);
  });

  it('answers /favicon.ico (browsers ask for it whatever the links say): the icon at 16, 32 and 48 pixels in an ICO file', async () => {
    const res = await get('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/x-icon');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const ico = Buffer.from(await res.arrayBuffer());
    // ICONDIR: reserved 0, type 1 (icon), three images.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const entry = 6 + 16 * i;
      const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      expect(offset + length).toBeLessThanOrEqual(ico.length);
      const meta = await sharp(ico.subarray(offset, offset + length)).metadata();
      expect(meta.format).toBe('png');
      expect([meta.width, meta.height]).toEqual([ico[entry], ico[entry + 1]]);
      sizes.push(ico[entry]);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });
});
