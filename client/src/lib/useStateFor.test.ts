import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStateFor } from './useStateFor';

describe('useStateFor', () => {
  it('keeps its value while the key stays, and starts again from the initial value when it changes', () => {
    const seen: number[] = [];
    const { result, rerender } = renderHook(
      ({ key }) => {
        const state = useStateFor(key, 0);
        seen.push(state[0]);
        return state;
      },
      { initialProps: { key: '/a' } },
    );
    act(() => result.current[1](5));
    act(() => result.current[1]((n) => n + 1));
    expect(result.current[0]).toBe(6);
    seen.length = 0;
    rerender({ key: '/b' });
    // No render for the new key sees the old value.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((n) => n === 0)).toBe(true);
    act(() => result.current[1]((n) => n + 2));
    expect(result.current[0]).toBe(2);
    rerender({ key: '/a' });
    expect(result.current[0]).toBe(0);
  });

  it('starts again when the key comes back to an earlier value (a → b → a)', () => {
    const { result, rerender } = renderHook(({ key }) => useStateFor(key, false), { initialProps: { key: '/a' } });
    act(() => result.current[1](true));
    rerender({ key: '/b' });
    expect(result.current[0]).toBe(false);
    rerender({ key: '/a' });
    expect(result.current[0]).toBe(false);
  });
});
