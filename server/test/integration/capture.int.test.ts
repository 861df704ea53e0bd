import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const PAGE = `<!doctype html><html lang="zh-CN"><head><title>三体 - 某书店</title>
<meta property="og:image" content="/cover.png">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Book","name":"三体","author":[{"@type":"Person","name":"刘慈欣"}],
"isbn":"9787536692930","publisher":{"@type":"Organization","name":"重庆出版社"},"datePublished":"2008-01","description":"文化大革命如火如荼进行的同时……","inLanguage":"zh"}</script>
</head><body><h1>三体</h1></body></html>`;

describe('resource capture (api/admin/resource/grab)', () => {
  let portal: TestPortal;
  let admin: string;
  let site: Server;
  let base: string;

  beforeAll(async () => {
    const png = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#345' } })
      .png()
      .toBuffer();
    site = createServer((req, res) => {
      if (req.url === '/book') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
      if (req.url === '/cover.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      if (req.url === '/broken-cover') return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE.replace('/cover.png', '/missing.png'));
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    portal = await startTestPortal({ env: { CAPTURE_ALLOW_PRIVATE_HOSTS: 'true' } });
    admin = await portal.adminToken();
  });
  afterAll(async () => {
    await portal.close();
    site.close();
  });

  const CAPTURE =
    'mutation($url: String!) { captureResource(url: $url) { title creators cover coverSourceUrl isbn publisher publishYear language kind sourceUrl warnings } }';

  it('reads the metadata of a page and copies its cover to the site', async () => {
    const res = await portal.gql<Data>(CAPTURE, { url: `${base}/book` }, admin);
    expect(res.data!.captureResource).toMatchObject({
      title: '三体',
      creators: ['刘慈欣'],
      isbn: '9787536692930',
      publisher: '重庆出版社',
      publishYear: 2008,
      language: 'zh',
      kind: 'book',
      coverSourceUrl: `${base}/cover.png`,
      sourceUrl: `${base}/book`,
      warnings: [],
    });
    const cover = res.data!.captureResource.cover as string;
    expect(cover).toMatch(/^\/uploads\//);
    expect((await fetch(`${portal.url}${cover}`)).status).toBe(200);
  });

  it('answers over REST and reports what it could not do', async () => {
    const res = await portal.rest<Data>('POST', '/api/admin/resource/grab', { url: `${base}/broken-cover` }, admin);
    expect(res.body.code).toBe(200);
    expect(res.body.data.title).toBe('三体');
    expect(res.body.data.cover).toBeNull();
    expect(res.body.data.warnings[0]).toContain('封面未能保存');
  });

  it('refuses bad addresses with a clear message, and guests', async () => {
    const bad = await portal.gql<Data>(CAPTURE, { url: 'ftp://example.org/x' }, admin);
    expect(bad.errors![0]).toMatchObject({
      message: '请输入以 http:// 或 https:// 开头的网址',
      extensions: { code: 'BAD_USER_INPUT', field: 'url' },
    });
    const missing = await portal.gql<Data>(CAPTURE, { url: `${base}/nothing` }, admin);
    expect(missing.errors![0].message).toBe('抓取失败：对方网站返回 404');
    const guest = await portal.gql<Data>(CAPTURE, { url: `${base}/book` });
    expect(guest.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('resource capture without the intranet switch', () => {
  it('refuses pages on the server’s own network', async () => {
    const portal = await startTestPortal();
    try {
      const res = await portal.gql<Data>('mutation { captureResource(url: "http://127.0.0.1:9/") { title } }', {}, await portal.adminToken());
      expect(res.errors![0].message).toBe('不能抓取内网地址');
    } finally {
      await portal.close();
    }
  });
});
