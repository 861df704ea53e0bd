import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { onFailure, type Outcome } from '../lib/error-catalogue';
import { useGlobalState } from '../lib/global-state';
import { AppDialog } from './ui/dialog';
import { showError, showWarning } from './ui/toaster';

/** Carries out the error catalogue's outcomes: toasts (3 s), dialogs with their navigation, page authority. */
export function ErrorCatalogueHost() {
  const navigate = useNavigate();
  const { setPageAuthority } = useGlobalState();
  const [dialog, setDialog] = useState<Outcome['dialog']>();

  useEffect(
    () =>
      onFailure((outcome) => {
        setPageAuthority(outcome.authority);
        if (outcome.toast) (outcome.toast.type === 'warning' ? showWarning : showError)(outcome.toast.text);
        if (outcome.dialog) setDialog(outcome.dialog);
      }),
    [setPageAuthority],
  );

  const close = () => {
    if (!dialog) return;
    setDialog(undefined);
    if (dialog.then === 'login') navigate(window.location.pathname.startsWith('/admin') ? '/account' : '/login');
    else if (dialog.then === 'errorPage') navigate('/error');
    // 403: the back office shows the error page; on the reader site the reader goes home.
    else navigate(window.location.pathname.startsWith('/admin') ? '/error' : '/index');
  };

  return (
    <AppDialog
      role="alertdialog"
      open={!!dialog}
      onClose={close}
      title="错误"
      closeButton={false}
      footer={
        <Button colorPalette="brand" onClick={close}>
          确定
        </Button>
      }
    >
      {dialog?.text}
    </AppDialog>
  );
}
