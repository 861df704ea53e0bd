import { tokens } from '../../lib/tokens';

/** Spec §5: the e-book pages need a reader-card login. */
export const READER_CARD_REQUIRED = '请使用读者证登录！';

/** Spec §3: login type 2 is the reader card (the loginType cookie). */
export const LOGIN_TYPE_READER_CARD = 2;

/** Whether the reader is logged in with a reader card (a token and login type 2). */
export function hasReaderCardLogin(): boolean {
  return !!tokens.reader() && tokens.loginType() === LOGIN_TYPE_READER_CARD;
}

/** The login page, returning to `from` after the login. */
export const readerCardLoginPath = (from: string) => `/login?redirect=${encodeURIComponent(from)}`;
