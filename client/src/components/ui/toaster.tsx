import { createToaster } from '@chakra-ui/react';
import { createDemand } from '../../lib/mount-on-demand';

/** Messages show for 3 seconds (spec §9). */
export const MESSAGE_DURATION_MS = 3000;

/**
 * The toast store. Toasts created before the (lazily loaded) <Toaster /> view mounts wait in the
 * store and show when it arrives, so the view stays out of the first JavaScript a page loads.
 */
export const toaster = createToaster({ placement: 'top', duration: MESSAGE_DURATION_MS, pauseOnPageIdle: true });

/** The toast view (App.tsx) mounts with the first toast, whoever creates it. */
export const toastViewDemand = createDemand();
toaster.subscribe(() => toastViewDemand.ask());

export const showSuccess = (title: string) => toaster.create({ type: 'success', title });
export const showError = (title: string) => toaster.create({ type: 'error', title });
export const showWarning = (title: string) => toaster.create({ type: 'warning', title });
