import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { showError } from '../../components/ui/toaster';
import { readerCardLoginPath, useKindAccess } from './reader-card';

/**
 * Renders the e-book pages only when the server says the viewer may open e-books (a reader-card
 * login). Anyone else is told the server's refusal (请使用读者证登录！) and goes to /login, coming
 * back here after logging in; nothing inside is rendered, so nothing else is asked of the server.
 */
export function ReaderCardGate({ children }: { children: ReactNode }) {
  const access = useKindAccess('ebook');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const sent = useRef(false);
  const refusal = access.refusal;

  useEffect(() => {
    if (!refusal || sent.current) return;
    sent.current = true;
    showError(refusal);
    navigate(readerCardLoginPath(`${pathname}${search}`), { replace: true });
  }, [refusal, navigate, pathname, search]);

  return access.open ? children : null;
}
