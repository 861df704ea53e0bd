import { tokens } from '../../lib/tokens';
import { loadUserInfo } from '../../lib/user-info';

/** Spec §5: the e-book pages need a reader-card login. */
export const READER_CARD_REQUIRED = '请使用读者证登录！';

/** Spec §3: login type 2 is the reader card (the loginType cookie). */
export const LOGIN_TYPE_READER_CARD = 2;

/**
 * Whether the reader may open what a reader card opens: logged in with one (login type 2), or
 * granted 读者证级访问 (the server decides either way; this only spares a refused request).
 */
export function hasReaderCardLogin(): boolean {
  return !!tokens.reader() && (tokens.loginType() === LOGIN_TYPE_READER_CARD || !!loadUserInfo()?.cardAccess);
}

/** The login page, returning to `from` after the login. */
export const readerCardLoginPath = (from: string) => `/login?redirect=${encodeURIComponent(from)}`;
