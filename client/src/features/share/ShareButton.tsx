import { Button, type ButtonProps } from '@chakra-ui/react';
import { lazy, useState } from 'react';
import { LuShare2 } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router-dom';
import { LazyDialog } from '../../components/LazyDialog';
import { tokens } from '../../lib/tokens';

// The QR code, the copy and e-mail forms load when a reader opens the dialog.
const ShareDialogBody = lazy(() => import('./ShareDialogBody').then((module) => ({ default: module.ShareDialogBody })));

export interface ShareButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The resource to share (its public page). */
  resourceId: string;
  /** Its title, shown in the dialog's heading. */
  title?: string;
}

/**
 * 分享: for a logged-in reader, a dialog with the QR code of the resource's public page, 复制链接
 * and 发送到邮箱; a guest is sent to the login page, and comes back here after it.
 */
export function ShareButton({ resourceId, title, ...buttonProps }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  const onClick = () => {
    if (!tokens.reader()) {
      navigate(`/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button variant="outline" {...buttonProps} onClick={onClick}>
        <LuShare2 /> 分享
      </Button>
      <LazyDialog open={open} onOpenChange={setOpen} title={title ? `分享《${title}》` : '分享'}>
        <ShareDialogBody resourceId={resourceId} />
      </LazyDialog>
    </>
  );
}
