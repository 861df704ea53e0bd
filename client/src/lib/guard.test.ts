import { describe, expect, it } from 'vitest';
import { guard, IE_UPGRADE_URL, needsReaderLogin } from './guard';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';
const IE9 = 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

describe('navigation guard (spec §2)', () => {
  it('sends old Internet Explorer to the upgrade page', () => {
    expect(guard({ pathname: '/index', userAgent: IE11 })).toEqual({ kind: 'external', url: IE_UPGRADE_URL });
    expect(guard({ pathname: '/index', userAgent: IE9 })).toEqual({ kind: 'external', url: IE_UPGRADE_URL });
    expect(guard({ pathname: '/index', userAgent: CHROME })).toEqual({ kind: 'allow' });
  });

  it('needs the admin token on every /admin path, else 未登录或登录过期 and /account', () => {
    for (const pathname of ['/admin', '/admin/home/carousel', '/admin/information']) {
      expect(guard({ pathname, readerToken: 'r' })).toEqual({ kind: 'redirect', to: '/account', message: '未登录或登录过期' });
      expect(guard({ pathname, adminToken: 'a' })).toEqual({ kind: 'allow' });
    }
    expect(guard({ pathname: '/administration' })).toEqual({ kind: 'allow' });
  });

  it('sends an administrator who has a token from /account to /admin/home/carousel', () => {
    expect(guard({ pathname: '/account', adminToken: 'a' })).toEqual({ kind: 'redirect', to: '/admin/home/carousel' });
    expect(guard({ pathname: '/account' })).toEqual({ kind: 'allow' });
  });

  it('needs the reader token on protected pages, else the message and /index', () => {
    for (const pathname of [
      '/personal',
      '/personal/userInfo',
      '/resources/ebook/detail',
      '/resources/thesis/detail/read',
      '/resources/ebook/newDetail',
      '/infoCapture/detail/3',
      '/resources/audio/detail',
      '/resources/thesis/detail',
      '/resources/newspaper/detail',
      '/resources/journal/detail',
      '/resources/ebook/newDetail/read',
      '/resources/newspaper/detail/read',
      '/resources/journal/detail/read',
      '/resources/book/detail/read',
      '/reading/cloud',
    ]) {
      expect(guard({ pathname })).toEqual({ kind: 'redirect', to: '/index', message: '未登录或登录过期' });
      expect(guard({ pathname, readerToken: 'r' })).toEqual({ kind: 'allow' });
    }
  });

  it('leaves public pages open, the video, exhibition and book details included', () => {
    for (const pathname of [
      '/index',
      '/information/libraryNews/detail',
      '/resources/video/detail',
      '/resources/exhibition/detail',
      '/resources/book/detail',
      '/resources/ebook',
      '/resources/database/detail',
      '/resources/newBooks/detail',
      '/resources/commendBook/detail',
      '/resources/rankBooks/detail',
      '/resources/resList/detail',
      '/resources/audio',
      '/resources/newBooks',
      '/resources/rankBooks',
    ]) {
      expect(needsReaderLogin(pathname)).toBe(false);
      expect(guard({ pathname })).toEqual({ kind: 'allow' });
    }
  });

  it('sends a logged-in reader away from /login to /index', () => {
    expect(guard({ pathname: '/login', readerToken: 'r' })).toEqual({ kind: 'redirect', to: '/index' });
    expect(guard({ pathname: '/login' })).toEqual({ kind: 'allow' });
  });
});
