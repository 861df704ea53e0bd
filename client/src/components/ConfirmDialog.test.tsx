import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { CONFIRM_TEXT, CONFIRM_TITLE, confirm, confirmOverwrite } from './ConfirmDialog';
import { toaster } from './ui/toaster';

const renderHost = () => renderRoutes([{ path: 'page', element: <p>页面</p> }], '/page');

/** Opens a dialog through `ask` and returns its promise with the dialog element. */
async function open<T>(ask: () => Promise<T>) {
  let answer!: Promise<T>;
  act(() => {
    answer = ask();
  });
  const dialog = await screen.findByRole('alertdialog');
  return { answer, dialog };
}

const closed = () => waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

afterEach(() => {
  act(() => toaster.remove());
  vi.restoreAllMocks();
});

describe('confirm()', () => {
  it('defaults to 提示 / 您确定执行当前操作吗？ and resolves true on 确定', async () => {
    expect(CONFIRM_TITLE).toBe('提示');
    expect(CONFIRM_TEXT).toBe('您确定执行当前操作吗？');
    const user = userEvent.setup();
    renderHost();
    const { answer, dialog } = await open(() => confirm());
    expect(within(dialog).getByText('提示')).toBeInTheDocument();
    expect(within(dialog).getByText('您确定执行当前操作吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(answer).resolves.toBe(true);
    await closed();
  });

  // One test per way out: together they outlasted the 20 s timeout on a loaded 2-core machine.
  it('resolves false on 取消', async () => {
    const user = userEvent.setup();
    renderHost();
    const { answer, dialog } = await open(() => confirm());
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(answer).resolves.toBe(false);
    await closed();
  });

  it('resolves false on the close button', async () => {
    const user = userEvent.setup();
    renderHost();
    const { answer, dialog } = await open(() => confirm());
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(answer).resolves.toBe(false);
    await closed();
  });

  it('resolves false on Escape', async () => {
    const user = userEvent.setup();
    renderHost();
    const { answer } = await open(() => confirm());
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    await closed();
  });

  it('takes another title, text and button labels', async () => {
    const user = userEvent.setup();
    renderHost();
    const { answer, dialog } = await open(() =>
      confirm({ title: '删除确认', text: '确定删除这条资讯吗？', confirmLabel: '删除', cancelLabel: '再想想' }),
    );
    expect(within(dialog).getByText('删除确认')).toBeInTheDocument();
    expect(within(dialog).getByText('确定删除这条资讯吗？')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '再想想' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(answer).resolves.toBe(true);
  });

  it('keeps a request made before the (lazy) host mounts and shows it when the host arrives', async () => {
    const user = userEvent.setup();
    const answer = confirm({ text: '早到的请求' });
    renderHost();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('早到的请求')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(answer).resolves.toBe(true);
    await closed();
  });
});

describe('confirmOverwrite()', () => {
  it('asks 是否覆盖 / 是否覆盖该内容, then says 覆盖成功 on 确定', async () => {
    const user = userEvent.setup();
    renderHost();
    const { answer, dialog } = await open(() => confirmOverwrite());
    expect(within(dialog).getByText('是否覆盖')).toBeInTheDocument();
    expect(within(dialog).getByText('是否覆盖该内容')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(answer).resolves.toBe(true);
    expect(await screen.findByText('覆盖成功')).toBeInTheDocument();
    expect(screen.queryByText('取消覆盖成功')).not.toBeInTheDocument();
  });

  it('says 取消覆盖成功 on 取消', async () => {
    const user = userEvent.setup();
    renderHost();
    const { answer, dialog } = await open(() => confirmOverwrite());
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(answer).resolves.toBe(false);
    expect(await screen.findByText('取消覆盖成功')).toBeInTheDocument();
  });
});
