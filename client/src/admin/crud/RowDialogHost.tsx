import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { rowName } from './list-actions';
import type { AnyResource, Row } from './types';

type Item = Row & Record<string, unknown>;

interface RowDialogHostProps {
  config: AnyResource;
  /** The open dialog: which of the config's `rowDialogs`, for which row; nothing when closed. */
  open: { index: number; item: Item } | undefined;
  /** `changed`: what the dialog did changed the row (the list refetches). */
  onClose(changed?: boolean): void;
}

/** A row dialog (海报) over the list, titled `<label>：<row name>`, with what the config draws for the row. */
export function RowDialogHost({ config, open, onClose }: RowDialogHostProps) {
  const dialog = open ? config.rowDialogs?.[open.index] : undefined;
  return (
    <Dialog.Root open={!!dialog} onOpenChange={(e) => !e.open && onClose()} size="md" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{dialog && open ? `${dialog.label}：${rowName(config, open.item)}` : ''}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{dialog && open ? dialog.render(open.item, onClose) : null}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
