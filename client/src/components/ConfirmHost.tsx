import { Button } from '@chakra-ui/react';
import { AppDialog } from './ui/dialog';
import { useEffect, useState } from 'react';
import { attachConfirmHost, type ConfirmRequest } from './ConfirmDialog';

/** Shows the confirm dialogs that confirm() asks for, one at a time. */
export function ConfirmHost() {
  const [queue, setQueue] = useState<ConfirmRequest[]>([]);
  useEffect(() => attachConfirmHost((request) => setQueue((current) => [...current, request])), []);
  const request = queue[0];
  const answer = (ok: boolean) => {
    request?.resolve(ok);
    setQueue((current) => current.slice(1));
  };
  return (
    <AppDialog
      role="alertdialog"
      open={!!request}
      onClose={() => answer(false)}
      title={request?.title}
      footer={
        <>
          <Button variant="outline" onClick={() => answer(false)}>
            {request?.cancelLabel}
          </Button>
          <Button colorPalette="brand" onClick={() => answer(true)}>
            {request?.confirmLabel}
          </Button>
        </>
      }
    >
      {request?.text}
    </AppDialog>
  );
}
