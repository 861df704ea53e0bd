import { Button, type ButtonProps } from '@chakra-ui/react';
import { lazy, useState } from 'react';
import { LuQuote } from 'react-icons/lu';
import { LazyDialog } from '../../components/LazyDialog';

// The formats load when someone opens the dialog.
const CiteDialogBody = lazy(() => import('./CiteDialogBody').then((module) => ({ default: module.CiteDialogBody })));

export interface CiteButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  resourceId: string;
  title: string;
}

/** 引用: the resource cited as GB/T 7714, APA, MLA, BibTeX and RIS, to copy or download; no login needed. */
export function CiteButton({ resourceId, title, ...buttonProps }: CiteButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" {...buttonProps} onClick={() => setOpen(true)}>
        <LuQuote /> 引用
      </Button>
      <LazyDialog open={open} onOpenChange={setOpen} title={`引用《${title}》`}>
        <CiteDialogBody resourceId={resourceId} />
      </LazyDialog>
    </>
  );
}
