import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

/** How often the toast view and the dialog hosts rendered (each wraps the real one). */
const rendered = vi.hoisted(() => ({ toastView: 0, dialogHosts: 0 }));
vi.mock('./components/ui/ToasterView', async (importOriginal) => {
  const { Toaster } = await importOriginal<typeof import('./components/ui/ToasterView')>();
  return {
    Toaster: () => {
      rendered.toastView++;
      return <Toaster />;
    },
  };
});
vi.mock('./components/DialogHosts', async (importOriginal) => {
  const { DialogHosts } = await importOriginal<typeof import('./components/DialogHosts')>();
  return {
    DialogHosts: () => {
      rendered.dialogHosts++;
      return <DialogHosts />;
    },
  };
});

describe('App: parts mounted on demand (lib/mount-on-demand.ts)', () => {
  it('mounts the toast view and the dialog hosts only when a toast or a confirm asks for them', async () => {
    // The app as a page load starts it: an earlier file in this worker (isolate: false) has asked for
    // the toast view and the dialogs already, and a part once asked for stays mounted.
    vi.resetModules();
    const { createApolloClient } = await import('./apollo/client');
    const { App } = await import('./App');
    const { confirm } = await import('./components/ConfirmDialog');
    const { showSuccess } = await import('./components/ui/toaster');
    const { RootLayout } = await import('./routes/RootLayout');
    const router = createMemoryRouter([{ path: '/', element: <RootLayout />, children: [{ index: true, element: <p>首页</p> }] }]);
    render(
      <App client={createApolloClient()}>
        <RouterProvider router={router} />
      </App>,
    );
    expect(await screen.findByText('首页')).toBeInTheDocument();
    // Time for anything mounted after the first render (as both were, ClientOnly) to load and render.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(rendered).toEqual({ toastView: 0, dialogHosts: 0 });

    act(() => showSuccess('已保存'));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    expect(rendered.toastView).toBeGreaterThan(0);
    expect(rendered.dialogHosts).toBe(0);

    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm({ text: '删除这条记录？' });
    });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('删除这条记录？');
    act(() => screen.getByRole('button', { name: '确定' }).click());
    await expect(answer).resolves.toBe(true);
    expect(rendered.dialogHosts).toBeGreaterThan(0);
  });
});
