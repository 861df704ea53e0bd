import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormHTMLAttributes, ReactNode } from 'react';

export interface AppDialogProps extends Omit<Dialog.RootProps, 'open' | 'onOpenChange' | 'children'> {
  open: boolean;
  /** Called when the dialog asks to close: Esc, the close button, a click outside (unless turned off). */
  onClose(): void;
  title: ReactNode;
  /** The dialog's body. */
  children: ReactNode;
  /** Buttons under the body, right-aligned. */
  footer?: ReactNode;
  bodyProps?: Dialog.BodyProps;
  /** The 关闭 button in the corner (default on); a dialog whose footer is its only answer leaves it out. */
  closeButton?: boolean;
  /** A form dialog: title, body and footer sit in one form, so the footer's submit button submits it. */
  form?: Pick<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate' | 'aria-label'>;
}

/**
 * The portal's dialog (Chakra's dialog snippet): centred, a title, the body, optional footer
 * buttons and a 关闭 button in the corner. Every dialog with that shape uses it; the root's props
 * (size, role="alertdialog", lazyMount, closeOnInteractOutside…) pass through.
 */
export function AppDialog({ open, onClose, title, children, footer, bodyProps, closeButton = true, form, ...root }: AppDialogProps) {
  const sections = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
      {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
    </>
  );
  return (
    <Dialog.Root placement="center" {...root} open={open} onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {form ? <form {...form}>{sections}</form> : sections}
            {closeButton && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="关闭" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
