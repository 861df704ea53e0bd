import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { showSuccess } from './ui/toaster';

/** Spec §8: confirm dialogs default to this title and text. */
export const CONFIRM_TITLE = '提示';
export const CONFIRM_TEXT = '您确定执行当前操作吗？';

interface Request {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  resolve(ok: boolean): void;
}

let show: ((request: Request) => void) | undefined;

/** Asks the user to confirm; resolves true on 确定, false on 取消 or close. Needs <ConfirmHost /> mounted. */
export function confirm(options: { title?: string; text?: string; confirmLabel?: string; cancelLabel?: string } = {}): Promise<boolean> {
  return new Promise((resolve) => {
    if (!show) return resolve(window.confirm(options.text ?? CONFIRM_TEXT));
    show({ title: options.title ?? CONFIRM_TITLE, text: options.text ?? CONFIRM_TEXT, confirmLabel: options.confirmLabel ?? '确定', cancelLabel: options.cancelLabel ?? '取消', resolve });
  });
}

/** Spec §4: the overwrite dialog 是否覆盖 / 是否覆盖该内容, answered with 取消覆盖成功 or 覆盖成功. */
export async function confirmOverwrite(): Promise<boolean> {
  const ok = await confirm({ title: '是否覆盖', text: '是否覆盖该内容' });
  showSuccess(ok ? '覆盖成功' : '取消覆盖成功');
  return ok;
}

export function ConfirmHost() {
  const [request, setRequest] = useState<Request>();
  useEffect(() => {
    show = setRequest;
    return () => {
      show = undefined;
    };
  }, []);
  const answer = (ok: boolean) => {
    request?.resolve(ok);
    setRequest(undefined);
  };
  return (
    <Dialog.Root role="alertdialog" open={!!request} onOpenChange={(e) => !e.open && answer(false)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{request?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{request?.text}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => answer(false)}>{request?.cancelLabel}</Button>
              <Button colorPalette="brand" onClick={() => answer(true)}>{request?.confirmLabel}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
