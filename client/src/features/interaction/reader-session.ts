import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { showError, showWarning } from '../../components/ui/toaster';
import { useGlobalState } from '../../lib/global-state';
import { tokens } from '../../lib/tokens';
import { clearUserInfo } from '../../lib/user-info';
import { serverFailure } from '../auth/form';
import { MESSAGES } from './labels';

/** The login page, coming back to `from` after the login. */
export const loginPathFrom = (from: string) => `/login?redirect=${encodeURIComponent(from)}`;

/** Reader actions fail quietly in the error link: the component says what went wrong, where it went wrong. */
export const QUIET = { quiet: true } as const;

/**
 * The reader's login as the actions on a resource need it: `loggedIn` (a reader token, as the
 * header and the guard read it), `sendToLogin()` (请先登录, then /login coming back here) and
 * `fail(error, onField)` for a refused submission: a field's message goes to the form when
 * `onField` takes it, a lost login (401) goes to the login page, anything else to a toast.
 */
export function useReaderSession() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { setUserInfo } = useGlobalState();
  const loggedIn = !!tokens.reader();

  const sendToLogin = useCallback(() => {
    showWarning(MESSAGES.loginFirst);
    navigate(loginPathFrom(`${pathname}${search}`));
  }, [navigate, pathname, search]);

  const fail = useCallback(
    (error: unknown, onField?: (field: string, message: string) => boolean) => {
      const failure = serverFailure(error);
      if (failure.status === 401) {
        // The token is no longer accepted: forget it, or the guard would turn /login away.
        tokens.clearReader();
        clearUserInfo();
        setUserInfo(undefined);
        sendToLogin();
        return;
      }
      if (onField && failure.field && failure.status === 400 && onField(failure.field, failure.message)) return;
      showError(failure.message);
    },
    [sendToLogin, setUserInfo],
  );

  return { loggedIn, sendToLogin, fail };
}
