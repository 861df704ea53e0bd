import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE, tokens } from './tokens';

/** Vitest's jsdom instance (a global of its jsdom environment): its URL is the page's, its cookie jar the browser's. */
interface StoredCookie {
  key: string;
  secure: boolean;
}
const dom = (
  globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void; cookieJar: { getCookiesSync(url: string): StoredCookie[] } } }
).jsdom;

/** Opens the page at `url`, as a browser there would: a Secure cookie set by a plain-HTTP page is dropped. */
function at(url: string) {
  dom.reconfigure({ url });
}

/** Removes the cookies the current page sees (the suite's own clean-up sees only localhost's). */
const forgetCookies = () => Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));

const stored = (url: string, name: string) => dom.cookieJar.getCookiesSync(url).find((cookie) => cookie.key === name);

describe('login cookies', () => {
  afterEach(() => {
    forgetCookies();
    at('http://localhost:3000/');
  });

  // Issue 52: an intranet install served over plain HTTP at its address; the old rule made every
  // cookie Secure but on localhost, so the browser kept none and the personal centre sent the reader away.
  it('are kept on a plain-HTTP page at an address or host name, and are not Secure there', () => {
    for (const url of ['http://192.168.1.10:8080/login', 'http://library.test:8080/account']) {
      at(url);
      tokens.setReader('reader-token', 2);
      tokens.setAdmin('admin-token');
      tokens.setUserName('2024000101');
      expect(tokens.reader(), url).toBe('reader-token');
      expect(tokens.loginType(), url).toBe(2);
      expect(tokens.admin(), url).toBe('admin-token');
      expect(tokens.userName(), url).toBe('2024000101');
      expect(stored(url, COOKIE.readerToken)?.secure, url).toBe(false);
      tokens.clearReader();
      tokens.clearAdmin();
      expect(tokens.reader(), url).toBeUndefined();
      expect(tokens.admin(), url).toBeUndefined();
      forgetCookies();
    }
  });

  it('are Secure on an HTTPS page, localhost too, so they never travel over plain HTTP', () => {
    for (const url of ['https://library.test/login', 'https://localhost:8443/login']) {
      at(url);
      tokens.setReader('reader-token', 1);
      tokens.setAdmin('admin-token');
      expect(tokens.reader(), url).toBe('reader-token');
      for (const name of [COOKIE.readerToken, COOKIE.loginType, COOKIE.adminToken]) expect(stored(url, name)?.secure, `${url} ${name}`).toBe(true);
      // The same host over plain HTTP does not get them (localhost would: browsers trust it as secure).
      if (!url.includes('localhost')) expect(dom.cookieJar.getCookiesSync('http://library.test/login')).toEqual([]);
      tokens.clearReader();
      tokens.clearAdmin();
      expect(tokens.reader(), url).toBeUndefined();
      expect(tokens.admin(), url).toBeUndefined();
    }
  });

  it('are kept on localhost over plain HTTP (the development server)', () => {
    at('http://localhost:5173/login');
    tokens.setReader('reader-token', 2);
    expect(tokens.reader()).toBe('reader-token');
    expect(stored('http://localhost:5173/', COOKIE.readerToken)?.secure).toBe(false);
  });
});
