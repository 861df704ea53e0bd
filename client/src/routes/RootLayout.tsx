import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';

const DialogHosts = lazy(() => import('../components/DialogHosts').then((m) => ({ default: m.DialogHosts })));

/** Above every page: the hosts of the error catalogue's dialogs and of confirm dialogs. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <DialogHosts />
      </Suspense>
    </>
  );
}
