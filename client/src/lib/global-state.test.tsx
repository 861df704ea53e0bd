import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalStateProvider, useGlobalState } from './global-state';
import { saveUserInfo } from './user-info';

function setViewport(devicePixelRatio: number, innerWidth: number) {
  Object.defineProperty(window, 'devicePixelRatio', { value: devicePixelRatio, configurable: true, writable: true });
  Object.defineProperty(window, 'innerWidth', { value: innerWidth, configurable: true, writable: true });
}

function Show() {
  const { zoom, width, userLevel, pageAuthority } = useGlobalState();
  return (
    <dl>
      <dt>zoom</dt>
      <dd data-testid="zoom">{zoom}</dd>
      <dt>width</dt>
      <dd data-testid="width">{width}</dd>
      <dt>level</dt>
      <dd data-testid="level">{userLevel ?? '-'}</dd>
      <dt>authority</dt>
      <dd data-testid="authority">{pageAuthority}</dd>
    </dl>
  );
}

const renderState = () =>
  render(
    <GlobalStateProvider>
      <Show />
    </GlobalStateProvider>,
  );

const original = { devicePixelRatio: window.devicePixelRatio, innerWidth: window.innerWidth };
afterEach(() => setViewport(original.devicePixelRatio, original.innerWidth));

describe('global state (spec §3, §9)', () => {
  it('zoom is devicePixelRatio × 100 and width the window width', () => {
    setViewport(1.25, 1280);
    renderState();
    expect(screen.getByTestId('zoom')).toHaveTextContent('125');
    expect(screen.getByTestId('width')).toHaveTextContent('1280');
  });

  it('recomputes zoom and width on resize', () => {
    setViewport(1, 1280);
    renderState();
    expect(screen.getByTestId('zoom')).toHaveTextContent('100');

    setViewport(2, 375);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByTestId('zoom')).toHaveTextContent('200');
    expect(screen.getByTestId('width')).toHaveTextContent('375');

    // Browser zoom of 150 % at a fractional ratio is rounded.
    setViewport(1.5000001, 853);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByTestId('zoom')).toHaveTextContent('150');
    expect(screen.getByTestId('width')).toHaveTextContent('853');
  });

  it('stops listening when unmounted', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderState();
    unmount();
    expect(removed).toHaveBeenCalledWith('resize', expect.any(Function));
    removed.mockRestore();
  });

  it('starts with the stored user level and page authority 1', () => {
    saveUserInfo({ name: '张三', cardNumber: '2024000101', level: 1 });
    renderState();
    expect(screen.getByTestId('level')).toHaveTextContent('1');
    expect(screen.getByTestId('authority')).toHaveTextContent('1');
  });

  it('useGlobalState outside the provider is an error', () => {
    const spy = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Show />)).toThrow(/GlobalStateProvider/);
    } finally {
      console.error = spy;
    }
  });
});
