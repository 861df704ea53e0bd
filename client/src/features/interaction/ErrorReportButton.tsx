import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuFlag } from 'react-icons/lu';
import { useReaderSession } from './reader-session';

// The form (and its form library) loads when a reader first asks for it, not with every detail page.
const ErrorReportDialog = lazy(() => import('./ErrorReportDialog').then((module) => ({ default: module.ErrorReportDialog })));

/** 纠错: opens the error report dialog, or for a guest goes to the login. */
export function ErrorReportButton({ resourceId }: { resourceId: string }) {
  const { loggedIn, sendToLogin } = useReaderSession();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const ask = () => {
    if (!loggedIn) return sendToLogin();
    setAsked(true);
    setOpen(true);
  };
  return (
    <>
      <Button size="sm" colorPalette="brand" variant="outline" aria-haspopup="dialog" onClick={ask}>
        <LuFlag aria-hidden="true" />
        纠错
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <ErrorReportDialog resourceId={resourceId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
