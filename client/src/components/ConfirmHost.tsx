import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
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
    <Dialog.Root role="alertdialog" open={!!request} onOpenChange={(e) => !e.open && answer(false)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{request?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{request?.text}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => answer(false)}>
                {request?.cancelLabel}
              </Button>
              <Button colorPalette="brand" onClick={() => answer(true)}>
                {request?.confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
