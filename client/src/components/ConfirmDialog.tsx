import { createDemand } from '../lib/mount-on-demand';
import { showSuccess } from './ui/toaster';

/** Spec §8: confirm dialogs default to this title and text. */
export const CONFIRM_TITLE = '提示';
export const CONFIRM_TEXT = '您确定执行当前操作吗？';

export interface ConfirmRequest {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  resolve(ok: boolean): void;
}

let show: ((request: ConfirmRequest) => void) | undefined;
/** Requests made before the (lazily loaded) ConfirmHost mounted; it shows them when it arrives. */
const waiting: ConfirmRequest[] = [];
/** The ConfirmHost (RootLayout.tsx) mounts with the first request. */
export const confirmHostDemand = createDemand();

/** Called by ConfirmHost: from now on requests go to it. */
export function attachConfirmHost(host: (request: ConfirmRequest) => void): () => void {
  show = host;
  for (const request of waiting.splice(0)) host(request);
  return () => {
    if (show === host) show = undefined;
  };
}

/** Asks the user to confirm; resolves true on 确定, false on 取消 or close. */
export function confirm(options: { title?: string; text?: string; confirmLabel?: string; cancelLabel?: string } = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const request = {
      title: options.title ?? CONFIRM_TITLE,
      text: options.text ?? CONFIRM_TEXT,
      confirmLabel: options.confirmLabel ?? '确定',
      cancelLabel: options.cancelLabel ?? '取消',
      resolve,
    };
    if (show) show(request);
    else {
      waiting.push(request);
      confirmHostDemand.ask();
    }
  });
}

/**
 * Spec §4: the overwrite dialog 是否覆盖 / 是否覆盖该内容, answered with 取消覆盖成功 or 覆盖成功.
 * `overwrite`, when given, is run on 确定 and 覆盖成功 is said only once it succeeded (its error
 * propagates, with no success shown).
 */
export async function confirmOverwrite(overwrite?: () => Promise<unknown>): Promise<boolean> {
  const ok = await confirm({ title: '是否覆盖', text: '是否覆盖该内容' });
  if (ok) await overwrite?.();
  showSuccess(ok ? '覆盖成功' : '取消覆盖成功');
  return ok;
}
