import { useEffect } from 'react';

/** The attribute the root element gets once the app has started (and a server-rendered page has hydrated). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** When the browser is idle (or after `timeout` ms at the latest); a short timer where there is no idle callback. */
function whenIdle(callback: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(callback, 200);
  return () => window.clearTimeout(timer);
}

/**
 * Rendered once beside the router: after the first commit, when the browser is next idle (a
 * server-rendered page hydrates its parts in slices after that commit; idle means they are done),
 * calls `onReady` and marks the root element with `data-app-ready`, so scripts and the end-to-end
 * tests can tell a page that only shows from one that works.
 */
export function AppReady({ onReady }: { onReady?: () => void }) {
  useEffect(
    () =>
      whenIdle(() => {
        onReady?.();
        document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
      }, 5000),
    [onReady],
  );
  return null;
}
