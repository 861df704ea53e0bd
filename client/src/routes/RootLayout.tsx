import { ClientOnly } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';

const DialogHosts = lazy(() => import('../components/DialogHosts').then((m) => ({ default: m.DialogHosts })));

/**
 * Above every page: the hosts of the error catalogue's dialogs and of confirm dialogs. They mount
 * after hydration (ClientOnly): a portal hydrated from the server's HTML re-renders synchronously
 * once it finds it is in a browser, and that took the page's whole hydration with it.
 */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ClientOnly>
        <Suspense fallback={null}>
          <DialogHosts />
        </Suspense>
      </ClientOnly>
    </>
  );
}
