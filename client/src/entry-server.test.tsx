// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isServerRendered, render } from './entry-server';

const failing = async () => ({ errors: [{ message: 'no data in this test' }] });

describe('the server renderer (issue 12)', () => {
  it('renders the public site’s pages, never the back office, redirects or the not-found page', () => {
    for (const path of ['/index', '/retrieve', '/resources/book/detail', '/information/libraryNews', '/service/overView/aboutLibrary'])
      expect(isServerRendered(path), path).toBe(true);
    for (const path of ['/', '/admin', '/admin/home/carousel', '/information', '/graphiql', '/no/such/page'])
      expect(isServerRendered(path), path).toBe(false);
  });

  it('leaves a login-only page to the browser (the guard redirects a guest)', async () => {
    const result = await render({ url: 'http://portal.test/personal/userInfo', headers: {}, execute: failing, signal: new AbortController().signal });
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
    });
    if (result.kind !== 'page') throw new Error(`skipped: ${result.reason}`);
    expect(operations).toContain('SiteLayoutQuery');
    expect(result.status).toBe(200);
    expect(result.head).toMatch(
      /^(<style data-emotion="css-global [^" ]+" data-s="">[^<]+<\/style>)+<style data-emotion="css [^"]+" data-s="">[^<]+<\/style>$/,
    );
    expect(result.html).toContain('跳到主要内容');
    expect(result.html).not.toContain('<style');
    expect(result.html).not.toContain('<script');
    expect(result.data).not.toContain('<');
    expect(JSON.parse(result.data)).toMatchObject({ router: { loaderData: {} }, apollo: { ROOT_QUERY: {} } });
  });
});
