// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isServerRendered, PAGE_QUERY_PARAMETERS, queryParameters, render } from './entry-server';

/** The library as the portal's environment describes it (SITE_NAME, LIBRARY_PHONE…), not the demo's. */
const SITE_IDENTITY = {
  name: '示例市图书馆',
  englishName: 'Example City Library',
  phone: '010-12345678',
  address: '示例市中山路 1 号',
  postcode: '100000',
  openingHours: '每天 8:30-20:30',
  email: 'ask@library.example.org',
  icp: '京ICP备 00000001 号',
  url: 'https://library.example.org',
  timeZone: 'Asia/Shanghai',
};
const failing = async () => ({ errors: [{ message: 'no data in this test' }] });

describe('the server renderer (issue 12)', () => {
  it('renders the public site’s pages, never the back office, redirects or the not-found page', () => {
    for (const path of ['/index', '/retrieve', '/resources/book/detail', '/information/libraryNews', '/service/overView/aboutLibrary'])
      expect(isServerRendered(path), path).toBe(true);
    for (const path of ['/', '/admin', '/admin/home/carousel', '/information', '/graphiql', '/no/such/page'])
      expect(isServerRendered(path), path).toBe(false);
  });

  it('leaves a login-only page to the browser (the guard redirects a guest)', async () => {
    const result = await render({
      url: 'http://portal.test/personal/userInfo',
      headers: {},
      execute: failing,
      signal: new AbortController().signal,
      site: SITE_IDENTITY,
    });
    expect(result).toMatchObject({ kind: 'skip' });
  });

  it('renders a page with its styles for the head and its data escaped for a script element', async () => {
    const operations: string[] = [];
    const result = await render({
      url: 'http://portal.test/userProtocol',
      headers: {},
      execute: async (operation) => {
        operations.push(operation.operationName ?? '');
        return { data: { siteMenu: [], friendLinks: { items: [] } } };
      },
      signal: new AbortController().signal,
      site: SITE_IDENTITY,
    });
    if (result.kind !== 'page') throw new Error(`skipped: ${result.reason}`);
    expect(operations).toContain('SiteLayoutQuery');
    expect(result.status).toBe(200);
    // The page's own head (issue 52), then its styles.
    const styles = result.head.indexOf('<style');
    // Titles, header and footer name the library the portal was given, with its contact.
    expect(result.head.slice(0, styles)).toMatch(/^<title>[^<]+ - 示例市图书馆<\/title><meta name="description" content="[^"]+">/);
    expect(result.head).toContain('<link rel="canonical" href="https://library.example.org/userProtocol">');
    expect(result.head).toContain('<meta property="og:site_name" content="示例市图书馆">');
    expect(result.head.slice(styles)).toMatch(
      /^(<style data-emotion="css-global [^" ]+" data-s="">[^<]+<\/style>)+<style data-emotion="css [^"]+" data-s="">[^<]+<\/style>$/,
    );
    expect(result.html).not.toContain('<title');
    expect(result.html).toContain('跳到主要内容');
    for (const text of [
      '示例市图书馆',
      'Example City Library',
      '010-12345678',
      'tel:01012345678',
      '每天 8:30-20:30',
      '示例市中山路 1 号',
      'ask@library.example.org',
      '京ICP备 00000001 号',
    ])
      expect(result.html, text).toContain(text);
    expect(result.html).not.toMatch(/钱塘|0571-86001234/);
    expect(result.html).not.toContain('<style');
    expect(result.html).not.toContain('<script');
    expect(result.data).not.toContain('<');
    expect(JSON.parse(result.data)).toMatchObject({ router: { loaderData: {} }, apollo: { ROOT_QUERY: {} } });
  });
});

describe('the query parameters a page is rendered and kept for (issue 54, S6)', () => {
  /** Every `params.get('…')` (and getAll, has) of the public site's code: the names the pages read. */
  function namesRead(): Set<string> {
    const names = new Set<string>();
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'admin') visit(path);
        } else if (/\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name)) {
          for (const match of readFileSync(path, 'utf8').matchAll(/(?:[sS]earch[pP]arams|params)\.(?:get|getAll|has)\(['"](\w+)['"]\)/g))
            names.add(match[1]);
        }
      }
    };
    visit(import.meta.dirname);
    return names;
  }

  it('names every parameter a page reads', () => {
    const read = namesRead();
    expect(read.size).toBeGreaterThan(10);
    for (const name of read) expect(PAGE_QUERY_PARAMETERS, name).toContain(name);
    expect(queryParameters('/index')).toBe(PAGE_QUERY_PARAMETERS);
    expect(PAGE_QUERY_PARAMETERS).not.toContain('cb');
  });
});
