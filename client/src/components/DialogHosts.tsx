import { ConfirmHost } from './ConfirmHost';
import { ErrorCatalogueHost } from './ErrorCatalogueHost';

/** The app-wide dialogs, loaded after the first page so they cost its first paint nothing. */
export function DialogHosts() {
  return (
    <>
      <ErrorCatalogueHost />
      <ConfirmHost />
    </>
  );
}
