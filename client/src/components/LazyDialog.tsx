import { CloseButton, Dialog, Portal, Skeleton } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';

export interface LazyDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** The body, usually a lazy component: it loads when the dialog first opens. */
  children: ReactNode;
}

/**
 * A centred dialog whose body is mounted only while it is open, with a
 * skeleton while a lazy body loads: 分享 and 引用 on a detail page keep their code out of the page.
 */
export function LazyDialog({ open, onOpenChange, title, children }: LazyDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" size="md" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Suspense fallback={<Skeleton h="48" borderRadius="md" />}>{children}</Suspense>
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
