import { createToaster, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';

/** Messages show for 3 seconds (spec §9). */
export const MESSAGE_DURATION_MS = 3000;

export const toaster = createToaster({ placement: 'top', duration: MESSAGE_DURATION_MS, pauseOnPageIdle: true });

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

export const showSuccess = (title: string) => toaster.create({ type: 'success', title });
export const showError = (title: string) => toaster.create({ type: 'error', title });
export const showWarning = (title: string) => toaster.create({ type: 'warning', title });
