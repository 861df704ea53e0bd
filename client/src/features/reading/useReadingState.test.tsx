import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../apollo/client';
import { clearUserInfo, saveUserInfo } from '../../lib/user-info';
import { graphql, HttpResponse, server } from '../../test/msw';
import { SAVE_DEBOUNCE_MS, useReadingState } from './useReadingState';

interface Settings {
  fontSize: number;
  theme: string;
}
const DEFAULTS: Settings = { fontSize: 16, theme: 'day' };
const DOC = 'resource:7';
const KEY = 'reading:A001:resource:7';

/** The account's copy (null: never saved); records the saves it receives. */
function account(kept: { state: string; progress: number; location: string | null; savedAt: string } | null) {
  const saves: Record<string, unknown>[] = [];
  server.use(
    graphql.query('ReadingState', () => HttpResponse.json({ data: { readingState: kept && { __typename: 'ReadingState', ...kept } } })),
    graphql.mutation('SaveReadingState', ({ variables }) => {
      const input = variables.input as Record<string, unknown>;
      saves.push(input);
      return HttpResponse.json({ data: { saveReadingState: { __typename: 'ReadingState', ...input } } });
    }),
  );
  return saves;
}

function renderReading(document: string | null = DOC) {
  const client = createApolloClient();
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return renderHook(() => useReadingState<Settings>(document, 'epub', DEFAULTS), { wrapper });
}

beforeEach(() => saveUserInfo({ name: '张三', cardNumber: 'A001', level: 2 }));
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('useReadingState', () => {
  it('starts from the defaults when nothing was read, and is ready once the account answers', async () => {
    account(null);
    const { result } = renderReading();
    expect(result.current.state).toEqual(DEFAULTS);
    expect(result.current.started).toBe(false);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.progress).toBe(0);
  });

  it("answers this device's copy at once, then the account's when it is later (another device read further)", async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ state: { fontSize: 20, theme: 'night' }, progress: 0.2, location: 'cfi-a', savedAt: '2026-11-20T10:00:00.000Z' }),
    );
    account({ state: JSON.stringify({ fontSize: 18, theme: 'sepia' }), progress: 0.5, location: 'cfi-b', savedAt: '2026-11-21T10:00:00.000Z' });
    const { result } = renderReading();
    expect(result.current).toMatchObject({ state: { fontSize: 20, theme: 'night' }, progress: 0.2, location: 'cfi-a', started: true });
    await waitFor(() => expect(result.current.location).toBe('cfi-b'));
    expect(result.current.state).toEqual({ fontSize: 18, theme: 'sepia' });
  });

  it("keeps this device's copy when it is later, and sends it to the account (it was read offline)", async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ state: { fontSize: 20, theme: 'night' }, progress: 0.7, location: 'cfi-new', savedAt: '2026-11-22T10:00:00.000Z' }),
    );
    const saves = account({ state: JSON.stringify(DEFAULTS), progress: 0.1, location: 'cfi-old', savedAt: '2026-11-21T10:00:00.000Z' });
    const { result } = renderReading();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(result.current.location).toBe('cfi-new');
    expect(saves[0]).toMatchObject({ document: DOC, format: 'epub', progress: 0.7, location: 'cfi-new', savedAt: '2026-11-22T10:00:00.000Z' });
  });

  it('keeps each change on the device at once and sends the account the last one after a pause', async () => {
    const saves = account(null);
    const { result } = renderReading();
    await waitFor(() => expect(result.current.ready).toBe(true));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => result.current.save({ state: { fontSize: 20 } as Settings }));
    act(() => result.current.save({ progress: 0.3, location: 'cfi-3' }));
    expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({ state: { fontSize: 20, theme: 'day' }, progress: 0.3, location: 'cfi-3' });
    expect(saves).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS + 10));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(JSON.parse(saves[0].state as string)).toEqual({ fontSize: 20, theme: 'day' });
    expect(saves[0]).toMatchObject({ progress: 0.3, location: 'cfi-3' });
  });

  it('sends what is pending when the page is left, without waiting for the pause', async () => {
    const saves = account(null);
    const { result } = renderReading();
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.save({ progress: 0.9, location: 'cfi-9' }));
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ progress: 0.9 });
  });

  it("is kept per reader, and logging out forgets this device's copies", async () => {
    account(null);
    const { result } = renderReading();
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.save({ progress: 0.4 }));
    expect(localStorage.getItem(KEY)).not.toBeNull();
    saveUserInfo({ name: '李四', cardNumber: 'B002', level: 2 });
    const other = renderReading();
    expect(other.result.current.started).toBe(false);
    clearUserInfo();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('reading:'))).toEqual([]);
  });
});
