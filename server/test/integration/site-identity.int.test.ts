/**
 * The library a field install presents (SITE_NAME, LIBRARY_PHONE…): every page the portal serves
 * carries its name, contact and opening hours (core/site-identity.ts), which the client's header,
 * footer and titles read (client/src/lib/site.ts), and GraphQL answers the same; nothing of the
 * demo library is left in the page.
 */
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const IDENTITY = {
  name: '示例市图书馆',
  englishName: 'Example City Library',
  phone: '010-12345678',
  address: '示例市中山路 1 号',
  postcode: '100000',
  openingHours: '每天 8:30-20:30（除夕闭馆）',
  email: 'ask@library.example.org',
  icp: '京ICP备 00000001 号',
  url: 'https://library.example.org',
  timeZone: 'Asia/Shanghai',
};

/** The client's index.html as built: its title and description, which the portal makes the library's. */
function clientDir(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'lp-site-identity-')), 'dist');
  mkdirSync(dir);
  copyFileSync(join(import.meta.dirname, '../../../client/index.html'), join(dir, 'index.html'));
  return dir;
}

describe('the library’s identity in every page', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startTestPortal({
      env: {
        CLIENT_DIR: clientDir(),
        SSR: 'off',
        PUBLIC_URL: IDENTITY.url,
        SITE_NAME: IDENTITY.name,
        SITE_NAME_EN: IDENTITY.englishName,
        LIBRARY_PHONE: IDENTITY.phone,
        LIBRARY_ADDRESS: IDENTITY.address,
        LIBRARY_POSTCODE: IDENTITY.postcode,
        LIBRARY_HOURS: IDENTITY.openingHours,
        LIBRARY_EMAIL: IDENTITY.email,
        SITE_ICP: IDENTITY.icp,
      },
    });
  }, 120_000);
  afterAll(() => portal?.close());

  it('writes it into the app shell, with the page titled, described and searchable by the library’s name', async () => {
    for (const path of ['/login', '/admin/information', '/personal/userInfo']) {
      const res = await fetch(`${portal.url}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const element = /<script type="application\/json" id="site-identity">([^<]*)<\/script><\/head>/.exec(html);
      expect(element, path).not.toBeNull();
      expect(JSON.parse(element![1])).toEqual(IDENTITY);
      expect(html).toContain('<title>示例市图书馆</title>');
      expect(html).toContain('<meta name="description" content="示例市图书馆：馆藏检索、数字资源、资讯动态与读者服务" />');
      expect(html).toContain('title="示例市图书馆" href="/opensearch.xml"');
      expect(html).not.toMatch(/钱塘|0571|图书馆门户/);
    }
  });

  it('answers the same over GraphQL, to a guest', async () => {
    const res = await portal.gql<Data>('{ siteSettings { name englishName phone address postcode openingHours email icp url timeZone } }');
    expect(res.errors).toBeUndefined();
    expect(res.data!.siteSettings).toEqual(IDENTITY);
  });
});
