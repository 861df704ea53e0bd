import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { showError } from '../../components/ui/toaster';
import { hasReaderCardLogin, READER_CARD_REQUIRED, readerCardLoginPath } from './reader-card';

/**
 * Renders the e-book pages only for a reader-card login. Anyone else sees 请使用读者证登录！ and
 * goes to /login (coming back here after logging in); nothing inside is rendered, so nothing is asked
 * of the server.
 */
export function ReaderCardGate({ children }: { children: ReactNode }) {
  const allowed = hasReaderCardLogin();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const sent = useRef(false);

  useEffect(() => {
    if (allowed || sent.current) return;
    sent.current = true;
    showError(READER_CARD_REQUIRED);
    navigate(readerCardLoginPath(`${pathname}${search}`), { replace: true });
  }, [allowed, navigate, pathname, search]);

  return allowed ? children : null;
}
