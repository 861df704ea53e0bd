import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { rowName } from './list-actions';
import type { AnyResource, Row } from './types';

type Item = Row & Record<string, unknown>;

interface RowDialogHostProps {
  config: AnyResource;
  /** The open dialog: which of the config's `rowDialogs`, for which row; nothing when closed. */
  open: { index: number; item: Item } | undefined;
  onClose(): void;
  /** The dialog changed the row: the list is read again. */
  onDone(): void;
}

/** A row dialog (海报) over the list, titled `<label>：<row name>`, with what the config draws for the row. */
export function RowDialogHost({ config, open, onClose, onDone }: RowDialogHostProps) {
  const dialog = open ? config.rowDialogs?.[open.index] : undefined;
  return (
    <Dialog.Root open={!!dialog} onOpenChange={(e) => !e.open && onClose()} size={dialog?.size ?? 'md'} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{dialog && open ? `${dialog.label}：${rowName(config, open.item)}` : ''}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{dialog && open ? dialog.render(open.item, { close: onClose, done: onDone }) : null}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
