import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captureFromUrl } from './capture.js';
import { decodeHtml, FETCH_MESSAGES, fetchPage, isPublicAddress } from './page-fetch.js';

// GBK and Big5 bytes cannot be written with TextEncoder (UTF-8 only), so they are spelled out.
const GBK_SANTI = Buffer.from('c8fdcce5', 'hex'); // 三体
const GBK_PAGE_TITLE = Buffer.from('d6d0cec4cdf8d2b3', 'hex'); // 中文网页
const BIG5_SANTI = Buffer.from('a454c5e9', 'hex'); // 三體

const ascii = (text: string) => Buffer.from(text, 'latin1');

/**
 * The large page's size: more than loopback's socket buffers take (a few MB each way), so the server
 * cannot have written all of it before a slow client reads its first 64 KB and stops the download.
 * At 4 MB, a loaded CI machine once saw every byte leave before the client's cancel.
 */
const BIG_PAGE_BYTES = 64 * 1024 * 1024;

/** What the test server saw: the paths asked for and the last request's headers. */
const seen: { paths: string[]; headers?: IncomingHttpHeaders; bigClosedEarly?: boolean } = { paths: [] };

let server: Server;
let origin: string;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    seen.paths.push(path);
    seen.headers = req.headers;
    const html = (body: string | Buffer, type = 'text/html; charset=utf-8') => {
      res.writeHead(200, { 'content-type': type });
      res.end(body);
    };
    const redirect = (location: string, status = 302) => {
      res.writeHead(status, { location });
      res.end();
    };
    const hop = /^\/hop\/(\d+)$/.exec(path);
    if (hop) return Number(hop[1]) === 0 ? redirect('/page') : redirect(`/hop/${Number(hop[1]) - 1}`, 301);
    switch (path) {
      case '/page':
        return html(
          '<!DOCTYPE html><html lang="zh-CN"><head><title>三体 - 豆瓣读书</title><meta property="og:image" content="img/cover.jpg"></head></html>',
        );
      case '/absolute-hop':
        return redirect(`${origin}/page`, 307);
      case '/to-private':
        return redirect('http://10.0.0.1/secret');
      case '/to-localhost':
        return redirect(`http://localhost:${port}/page`);
      case '/to-metadata':
        return redirect('http://169.254.169.254/latest/meta-data/');
      case '/to-ftp':
        return redirect('ftp://example.com/file');
      case '/no-location':
        res.writeHead(302);
        return res.end();
      case '/hang':
        return; // never answers
      case '/hang-body':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.write('<html><head><title>');
      case '/json':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"title":"x"}');
      case '/png':
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(Buffer.from('89504e470d0a1a0a', 'hex'));
      case '/big': {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><head><title>Big</title></head><body>');
        let sent = 0;
        const chunk = 'x'.repeat(16 * 1024);
        const pump = () => {
          while (sent < BIG_PAGE_BYTES) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end('</body></html>');
        };
        res.on('close', () => (seen.bigClosedEarly = sent < BIG_PAGE_BYTES));
        return pump();
      }
      case '/exact':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<p>12345</p>'); // 12 bytes
      case '/missing':
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('<h1>Not Found</h1>');
      case '/broken':
        res.writeHead(500);
        return res.end();
      case '/gbk-header':
        return html(Buffer.concat([ascii('<html><head><title>'), GBK_SANTI, ascii('</title></head></html>')]), 'text/html; charset=GBK');
      case '/gbk-meta':
        return html(
          Buffer.concat([ascii('<html><head><meta charset="gb2312"><title>'), GBK_PAGE_TITLE, ascii('</title></head></html>')]),
          'text/html',
        );
      case '/big5-http-equiv':
        return html(
          Buffer.concat([
            ascii('<html><head><meta http-equiv="Content-Type" content="text/html; charset=big5"><title>'),
            BIG5_SANTI,
            ascii('</title></head></html>'),
          ]),
          'text/html',
        );
      case '/no-type':
        res.writeHead(200);
        return res.end('\n  <!DOCTYPE html><title>无类型</title>');
      case '/no-type-binary':
        res.writeHead(200);
        return res.end(Buffer.from('00010203', 'hex'));
      default:
        res.writeHead(404);
        return res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.paths = [];
  seen.headers = undefined;
});

const local = { allowPrivateHosts: true };
const rejection = (message: string) => ({ code: 'BAD_USER_INPUT', field: 'url', message });

/**
 * A public address stands in for the test server: the host check sees 93.184.216.34, and the
 * request goes to 127.0.0.1. This is how a redirect from a public site to a private one is tried.
 */
const PUBLIC_HOST = '93.184.216.34';
const requested: string[] = [];
const viaPublicHost: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  requested.push(url.href);
  if (url.hostname === PUBLIC_HOST) url.host = `127.0.0.1:${port}`;
  return fetch(url, init);
};

describe('fetchPage', () => {
  it('fetches a page like a Chinese browser, and reports its type', async () => {
    const page = await fetchPage(`${origin}/page`, local);
    expect(page).toEqual({
      html: expect.stringContaining('<title>三体 - 豆瓣读书</title>'),
      finalUrl: `${origin}/page`,
      contentType: 'text/html; charset=utf-8',
      truncated: false,
    });
    expect(seen.headers?.['user-agent']).toMatch(/^Mozilla\/5\.0 .*Chrome\//);
    expect(seen.headers?.['accept-language']).toBe('zh-CN,zh;q=0.9');
  });

  it('refuses other schemes and what is not a URL', async () => {
    for (const url of ['ftp://example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'www.example.com', '']) {
      await expect(fetchPage(url, local)).rejects.toMatchObject(rejection(FETCH_MESSAGES.badScheme));
    }
  });

  it('follows up to 5 redirects, relative or absolute, and reports the final URL', async () => {
    const page = await fetchPage(`${origin}/hop/4`, local);
    expect(page.finalUrl).toBe(`${origin}/page`);
    expect(seen.paths).toEqual(['/hop/4', '/hop/3', '/hop/2', '/hop/1', '/hop/0', '/page']);
    expect((await fetchPage(`${origin}/absolute-hop`, local)).finalUrl).toBe(`${origin}/page`);
  });

  it('gives up after 5 redirects', async () => {
    await expect(fetchPage(`${origin}/hop/5`, local)).rejects.toMatchObject(rejection(FETCH_MESSAGES.tooManyRedirects));
    expect(seen.paths).toHaveLength(6);
  });

  it('refuses a redirect to another scheme, and treats one without Location as a failure', async () => {
    await expect(fetchPage(`${origin}/to-ftp`, local)).rejects.toMatchObject(rejection(FETCH_MESSAGES.badRedirect));
    await expect(fetchPage(`${origin}/no-location`, local)).rejects.toMatchObject(rejection(FETCH_MESSAGES.status(302)));
  });

  it('refuses loopback hosts, by address or by name, without sending anything', async () => {
    for (const url of [
      `${origin}/page`,
      `http://localhost:${port}/page`,
      `http://[::1]:${port}/page`,
      `http://2130706433:${port}/page`,
      `http://[::ffff:127.0.0.1]:${port}/page`,
    ]) {
      await expect(fetchPage(url), url).rejects.toMatchObject(rejection(FETCH_MESSAGES.privateHost));
    }
    expect(seen.paths).toEqual([]);
  });

  it('checks every redirect hop: a public page may not send the fetch into the private network', async () => {
    requested.length = 0;
    const page = await fetchPage(`http://${PUBLIC_HOST}/hop/1`, { fetchImpl: viaPublicHost });
    expect(page.finalUrl).toBe(`http://${PUBLIC_HOST}/page`);

    for (const path of ['/to-private', '/to-localhost', '/to-metadata']) {
      requested.length = 0;
      await expect(fetchPage(`http://${PUBLIC_HOST}${path}`, { fetchImpl: viaPublicHost }), path).rejects.toMatchObject(
        rejection(FETCH_MESSAGES.privateHost),
      );
      expect(requested).toEqual([`http://${PUBLIC_HOST}${path}`]);
    }
    // Allowed on purpose, the same redirect is followed.
    expect((await fetchPage(`http://${PUBLIC_HOST}/to-localhost`, { fetchImpl: viaPublicHost, allowPrivateHosts: true })).finalUrl).toBe(
      `http://localhost:${port}/page`,
    );
  });

  it('times out when the server does not answer, or stops half-way through the page', async () => {
    for (const path of ['/hang', '/hang-body']) {
      const started = Date.now();
      await expect(fetchPage(`${origin}${path}`, { ...local, timeoutMs: 300 }), path).rejects.toMatchObject(rejection(FETCH_MESSAGES.timeout));
      expect(Date.now() - started).toBeLessThan(3000);
    }
  });

  it('reports the status of a page that is not there, or broken', async () => {
    await expect(fetchPage(`${origin}/missing`, local)).rejects.toMatchObject(rejection('抓取失败：对方网站返回 404'));
    await expect(fetchPage(`${origin}/broken`, local)).rejects.toMatchObject(rejection('抓取失败：对方网站返回 500'));
  });

  it('refuses what is not a web page', async () => {
    await expect(fetchPage(`${origin}/json`, local)).rejects.toMatchObject(rejection(FETCH_MESSAGES.notHtml));
    await expect(fetchPage(`${origin}/png`, local)).rejects.toMatchObject(rejection(FETCH_MESSAGES.notHtml));
    await expect(fetchPage(`${origin}/no-type-binary`, local)).rejects.toMatchObject(rejection(FETCH_MESSAGES.notHtml));
    expect((await fetchPage(`${origin}/no-type`, local)).html).toContain('无类型');
  });

  it('reads no more than maxBytes of a large page and stops the download', async () => {
    const page = await fetchPage(`${origin}/big`, { ...local, maxBytes: 64 * 1024 });
    expect(page.truncated).toBe(true);
    expect(Buffer.byteLength(page.html)).toBe(64 * 1024);
    expect(page.html.startsWith('<html><head><title>Big</title>')).toBe(true);
    await expect.poll(() => seen.bigClosedEarly, { timeout: 10_000 }).toBe(true);
  });

  it('does not call a page that ends exactly at maxBytes truncated', async () => {
    expect(await fetchPage(`${origin}/exact`, { ...local, maxBytes: 12 })).toMatchObject({ html: '<p>12345</p>', truncated: false });
    expect(await fetchPage(`${origin}/exact`, { ...local, maxBytes: 11 })).toMatchObject({ html: '<p>12345</p', truncated: true });
  });

  it('decodes GBK and Big5 pages from the header, <meta charset> or http-equiv', async () => {
    expect((await fetchPage(`${origin}/gbk-header`, local)).html).toContain('<title>三体</title>');
    expect((await fetchPage(`${origin}/gbk-meta`, local)).html).toContain('<title>中文网页</title>');
    expect((await fetchPage(`${origin}/big5-http-equiv`, local)).html).toContain('<title>三體</title>');
  });

  it('reports a host that does not exist', async () => {
    // .invalid never resolves (RFC 6761).
    await expect(fetchPage('http://no-such-host.invalid/', { timeoutMs: 5000 })).rejects.toMatchObject(rejection(FETCH_MESSAGES.unknownHost));
  });

  it('bounds a fetchImpl that ignores the abort signal by the same time-out', async () => {
    const never: typeof fetch = () => new Promise(() => undefined);
    await expect(fetchPage('http://93.184.216.34/', { fetchImpl: never, timeoutMs: 100 })).rejects.toMatchObject(rejection(FETCH_MESSAGES.timeout));
  });

  it('reports an unreachable server', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(fetchPage(`http://127.0.0.1:${closedPort}/`, local)).rejects.toMatchObject(rejection(FETCH_MESSAGES.unreachable));
  });
});

describe('decodeHtml', () => {
  it('prefers a byte-order mark, then the header, then <meta>, then UTF-8', () => {
    const gbkPage = Buffer.concat([ascii('<meta charset="gbk"><title>'), GBK_SANTI]);
    expect(decodeHtml(gbkPage, 'text/html')).toContain('三体');
    expect(decodeHtml(gbkPage, 'text/html; charset="gb18030"')).toContain('三体');
    expect(decodeHtml(gbkPage, 'text/html; charset=no-such-charset')).toContain('三体');
    const utf8 = Buffer.from('<meta charset="gbk">三体');
    expect(decodeHtml(Buffer.concat([Buffer.from('efbbbf', 'hex'), utf8]), 'text/html; charset=gbk')).toBe('<meta charset="gbk">三体');
    expect(decodeHtml(Buffer.from('<title>三体</title>'), '')).toBe('<title>三体</title>');
    expect(decodeHtml(Buffer.from('<meta charset="utf-16"><title>三体</title>'), '')).toContain('三体');
  });
});

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local, unique-local, CGNAT, multicast and unspecified addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:a00:1',
      '64:ff9b::a00:1',
      '2002:c0a8:101::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('accepts public addresses', () => {
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe('captureFromUrl', () => {
  it('reads the metadata of the page after redirects, resolving links against the final URL', async () => {
    const captured = await captureFromUrl(`${origin}/hop/0`, local);
    expect(captured).toMatchObject({
      title: '三体',
      coverUrl: `${origin}/img/cover.jpg`,
      language: 'zh-CN',
      sourceUrl: `${origin}/page`,
      sources: { title: 'html', coverUrl: 'opengraph', language: 'html' },
    });
  });

  it('refuses a private host unless allowed', async () => {
    await expect(captureFromUrl(`${origin}/page`)).rejects.toMatchObject(rejection(FETCH_MESSAGES.privateHost));
  });
});
