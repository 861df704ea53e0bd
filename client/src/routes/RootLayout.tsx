import { Outlet } from 'react-router-dom';
import { ConfirmHost } from '../components/ConfirmDialog';
import { ErrorCatalogueHost } from '../components/ErrorCatalogueHost';

/** Above every page: the hosts of the error catalogue's dialogs and of confirm dialogs. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ErrorCatalogueHost />
      <ConfirmHost />
    </>
  );
}
