import { Skeleton } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { AppDialog } from './ui/dialog';

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
    <AppDialog open={open} onClose={() => onOpenChange(false)} title={title} size="md" lazyMount unmountOnExit>
      <Suspense fallback={<Skeleton h="48" borderRadius="md" />}>{children}</Suspense>
    </AppDialog>
  );
}
