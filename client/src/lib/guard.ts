import { NOT_LOGGED_IN } from './error-catalogue';

/** Where old Internet Explorer is sent (spec §2). public/ie-check.js does the same before the bundle runs. */
export const IE_UPGRADE_URL = 'https://www.microsoft.com/zh-cn/edge';

export interface GuardInput {
  pathname: string;
  readerToken?: string;
  adminToken?: string;
  userAgent?: string;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; message?: string } | { kind: 'external'; url: string };

export const isOldIE = (userAgent = '') => /MSIE |Trident\//.test(userAgent);

/**
 * Reader pages that need the front-end login (spec §2): the personal centre and its cloud's reader
 * (/reading/cloud), capture details, detail
 * and read pages. Open: the details the server shows to everyone (video, exhibition, paper book,
 * database, digital), the book showcases' details (newBooks, commendBook and rankBooks show a paper
 * book) and the book lists (resList). Read pages always need the login.
 */
const OPEN_DETAILS = /^\/resources\/(video|exhibition|book|database|digital|newBooks|commendBook|rankBooks|resList)\/detail\/?$/;
export function needsReaderLogin(pathname: string): boolean {
  if (/^\/(personal|reading)(\/|$)/.test(pathname) || /^\/infoCapture\/detail\//.test(pathname)) return true;
  if (/^\/resources\/[^/]+\/(newDetail|detail)(\/read)?\/?$/.test(pathname)) return !OPEN_DETAILS.test(pathname);
  return false;
}

/** The navigation guard of spec §2, as a pure decision. */
export function guard({ pathname, readerToken, adminToken, userAgent }: GuardInput): GuardDecision {
  if (isOldIE(userAgent)) return { kind: 'external', url: IE_UPGRADE_URL };
  if (/^\/admin(\/|$)/.test(pathname)) {
    return adminToken ? { kind: 'allow' } : { kind: 'redirect', to: '/account', message: NOT_LOGGED_IN };
  }
  if (pathname === '/account' && adminToken) return { kind: 'redirect', to: '/admin/home/carousel' };
  if (pathname === '/login' && readerToken) return { kind: 'redirect', to: '/index' };
  if (needsReaderLogin(pathname) && !readerToken) return { kind: 'redirect', to: '/index', message: NOT_LOGGED_IN };
  return { kind: 'allow' };
}
