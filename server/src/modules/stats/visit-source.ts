import Bowser from 'bowser';

/** 终端类型 of a visit: computer, phone, tablet, or the WeChat app / mini-program. */
export type Terminal = 'pc' | 'mobile' | 'tablet' | 'app';
export const TERMINALS: readonly Terminal[] = ['pc', 'mobile', 'tablet', 'app'];

/** 访问方式 of a visit: typed or bookmarked, from a search, a link inside the site, another site, a QR code. */
export type AccessMethod = 'direct' | 'search' | 'internal' | 'external' | 'qr';
export const ACCESS_METHODS: readonly AccessMethod[] = ['direct', 'search', 'internal', 'external', 'qr'];

/** WeChat's in-app browser and its mini-programs say so in the User-Agent. */
const IN_APP = /MicroMessenger|miniProgram|MiniProgramEnv|AlipayClient|DingTalk/i;

/** The terminal type of a User-Agent (bowser's platform type; a TV or an unknown device counts as a computer). */
export function terminalOf(userAgent: string | undefined): Terminal {
  const ua = (userAgent ?? '').slice(0, 512);
  if (!ua) return 'pc';
  if (IN_APP.test(ua)) return 'app';
  const type = Bowser.parse(ua).platform.type;
  if (type === 'mobile') return 'mobile';
  if (type === 'tablet') return 'tablet';
  return 'pc';
}

/** Hosts of the search engines readers arrive from (a suffix of the referrer's host). */
const SEARCH_ENGINES = [
  'baidu.com',
  'google.com',
  'google.cn',
  'bing.com',
  'so.com',
  'sogou.com',
  'sm.cn',
  'yahoo.com',
  'duckduckgo.com',
  'yandex.ru',
  'toutiao.com',
];

const isSearchEngine = (host: string) => SEARCH_ENGINES.some((engine) => host === engine || host.endsWith(`.${engine}`));

/**
 * How a visit arrived. `marker` is the page URL's `from` (or `utm_medium`) parameter: the QR codes
 * of posters and shares carry `from=qr`. `siteHosts` are the portal's own hosts: a referrer there is a
 * link inside the site, unless it is the site's own search page (/retrieve).
 */
export function accessOf(referrer: string | undefined, marker: string | undefined, siteHosts: readonly string[]): AccessMethod {
  if (marker?.toLowerCase() === 'qr') return 'qr';
  if (!referrer) return 'direct';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return 'direct';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'direct';
  const host = url.hostname.toLowerCase();
  if (siteHosts.some((site) => site.toLowerCase() === host)) return url.pathname.startsWith('/retrieve') ? 'search' : 'internal';
  return isSearchEngine(host) ? 'search' : 'external';
}
