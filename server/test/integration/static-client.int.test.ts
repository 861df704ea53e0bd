import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
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
  });
});
