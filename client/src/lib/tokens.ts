import Cookies from 'js-cookie';

/**
 * Login state lives in cookies (spec §4, §9): the reader token 7 days, the admin token 2 days,
 * the before-login user name and the login type 7 days. The server reads tokens only from the
 * Authorization header, so these cookies are not HttpOnly; they are SameSite=Strict, and Secure
 * exactly when the page came over HTTPS (ARCHITECTURE §9): a browser drops a Secure cookie set by a
 * plain-HTTP page, so an intranet install at http://<server>:8080 would log nobody in.
 */
export const COOKIE = {
  readerToken: 'token',
  adminToken: 'adminToken',
  userName: 'userName',
  loginType: 'loginType',
} as const;

export const LIFETIME_DAYS = { readerToken: 7, adminToken: 2, userName: 7, loginType: 7 } as const;

function attributes(days: number): Cookies.CookieAttributes {
  const https = typeof location !== 'undefined' && location.protocol === 'https:';
  return { expires: days, sameSite: 'strict', secure: https, path: '/' };
}

export const tokens = {
  reader: () => Cookies.get(COOKIE.readerToken),
  admin: () => Cookies.get(COOKIE.adminToken),
  userName: () => Cookies.get(COOKIE.userName),
  loginType: () => {
    const value = Number(Cookies.get(COOKIE.loginType));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  },
  setReader(token: string, loginType: number) {
    Cookies.set(COOKIE.readerToken, token, attributes(LIFETIME_DAYS.readerToken));
    Cookies.set(COOKIE.loginType, String(loginType), attributes(LIFETIME_DAYS.loginType));
  },
  setAdmin(token: string) {
    Cookies.set(COOKIE.adminToken, token, attributes(LIFETIME_DAYS.adminToken));
  },
  /** The before-login user name (spec §4): what was typed on the login form, kept to prefill it. */
  setUserName(userName: string) {
    Cookies.set(COOKIE.userName, userName, attributes(LIFETIME_DAYS.userName));
  },
  clearReader() {
    Cookies.remove(COOKIE.readerToken, { path: '/' });
    Cookies.remove(COOKIE.loginType, { path: '/' });
  },
  clearAdmin() {
    Cookies.remove(COOKIE.adminToken, { path: '/' });
  },
};

/** The token a request to `path` carries: the admin token for back-office calls, else the reader's. */
export function tokenFor(adminCall: boolean): string | undefined {
  return adminCall ? tokens.admin() : tokens.reader();
}
