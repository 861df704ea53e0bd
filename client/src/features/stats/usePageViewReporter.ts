import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { pageViewOf, reportPageView, type PageView } from './page-view';

/** The resource kind a route declares in its handle (router.tsx), if any. */
function routeResourceKind(matches: ReturnType<typeof useMatches>): string | undefined {
  for (const match of [...matches].reverse()) {
    const kind = (match.handle as { resourceKind?: unknown } | undefined)?.resourceKind;
    if (typeof kind === 'string') return kind;
  }
  return undefined;
}

/**
 * Reports each page of the public site and the personal centre once, on every route change (not
 * the back office, which does not use this layout). The first page of the visit also sends
 * document.referrer: how the reader arrived (search engine, another site, a QR code, typed in).
 */
export function usePageViewReporter(send: (view: PageView) => void = reportPageView) {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const kind = routeResourceKind(matches);
  const first = useRef(true);
  const last = useRef<string | null>(null);

  useEffect(() => {
    const at = `${pathname}${search}`;
    // A re-render, or the same page again (StrictMode's second effect), is not a new view.
    if (last.current === at) return;
    last.current = at;
    const view = pageViewOf(pathname, search, kind);
    if (first.current) {
      first.current = false;
      if (document.referrer) view.referrer = document.referrer.slice(0, 1000);
    }
    send(view);
  }, [pathname, search, kind, send]);
}
