import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { ItemForm } from './EntityForm';
import type { AnyResource } from './types';

interface FormDialogProps {
  config: AnyResource;
  /** What is open: a new item, an item by id, or nothing. */
  open: { id?: string } | undefined;
  extraInput?: Record<string, unknown>;
  listFilters?: Record<string, string>;
  onClose(saved: boolean): void;
}

/** The form of a child item (新增 / 编辑 on its parent's page), in a dialog over the list. */
export function FormDialog({ config, open, extraInput, listFilters, onClose }: FormDialogProps) {
  const title = `${open?.id ? '编辑' : '新增'}${config.noun}`;
  return (
    <Dialog.Root
      open={!!open}
      onOpenChange={(e) => !e.open && onClose(false)}
      size="lg"
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {open && (
                <ItemForm
                  key={open.id ?? 'new'}
                  config={config}
                  id={open.id}
                  extraInput={extraInput}
                  listFilters={listFilters}
                  layout="dialog"
                  onSaved={() => onClose(true)}
                  onCancel={() => onClose(false)}
                />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
