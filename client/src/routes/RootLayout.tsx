import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { confirmHostDemand } from '../components/ConfirmDialog';
import { failureHostDemand } from '../lib/error-catalogue';
import { useDemand } from '../lib/mount-on-demand';
import { useTitleFallback } from '../lib/page-head';
import { SITE } from '../lib/site';

const DialogHosts = lazy(() => import('../components/DialogHosts').then((m) => ({ default: m.DialogHosts })));

/**
 * Above every page: the hosts of the error catalogue's dialogs and of confirm dialogs. They load and
 * mount with the first failure or confirm request (lib/mount-on-demand.ts), never while a page
 * hydrates: a portal hydrated from the server's HTML re-renders synchronously once it finds it is in
 * a browser, and that took the page's whole hydration with it.
 */
export function RootLayout() {
  const failureAsked = useDemand(failureHostDemand);
  const confirmAsked = useDemand(confirmHostDemand);
  useTitleFallback(SITE.name);
  return (
    <>
      <Outlet />
      {(failureAsked || confirmAsked) && (
        <Suspense fallback={null}>
          <DialogHosts />
        </Suspense>
      )}
    </>
  );
}
