import { describe, expect, it } from 'vitest';
import { accessOf, terminalOf } from './visit-source.js';

describe('terminal type from the User-Agent', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', 'pc'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'pc'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'mobile',
    ],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', 'tablet'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003133) NetType/WIFI Language/zh_CN',
      'app',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47 miniProgram/wx123',
      'app',
    ],
    ['', 'pc'],
    [undefined, 'pc'],
  ])('%s → %s', (ua, terminal) => {
    expect(terminalOf(ua)).toBe(terminal);
  });
});

describe('access method from the referrer', () => {
  it.each([
    [undefined, undefined, 'direct'],
    ['', undefined, 'direct'],
    ['not a url', undefined, 'direct'],
    ['https://lib.example.cn/news', undefined, 'internal'],
    ['https://lib.example.cn/retrieve?keyword=红楼梦', undefined, 'search'],
    ['https://www.baidu.com/s?wd=图书馆', undefined, 'search'],
    ['https://cn.bing.com/search?q=library', undefined, 'search'],
    ['https://www.google.com/', undefined, 'search'],
    ['https://weibo.com/u/1', undefined, 'external'],
    ['https://notbaidu.com/', undefined, 'external'],
    [undefined, 'qr', 'qr'],
    ['https://weibo.com/u/1', 'QR', 'qr'],
  ])('%s (from=%s) → %s', (referrer, marker, access) => {
    expect(accessOf(referrer, marker, ['lib.example.cn', 'localhost'])).toBe(access);
  });
});
