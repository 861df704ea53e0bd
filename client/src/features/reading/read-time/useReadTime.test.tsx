import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokens } from '../../../lib/tokens';
import { envelope, http, HttpResponse, server } from '../../../test/msw';
import { HEARTBEAT_INTERVAL_MS, IDLE_TIMEOUT_MS, useReadTime } from './useReadTime';

interface Beat {
  resourceId: string;
  seconds: number;
  heartbeatId: string;
}

/** The server's side: records each heartbeat with its bearer header; `fail` answers the first n with a network error. */
function heartbeats({ fail = 0 } = {}) {
  const beats: Beat[] = [];
  const auth: Array<string | null> = [];
  const attempts: string[] = [];
  let failures = fail;
  server.use(
    http.post('*/api/user/read/add', async ({ request }) => {
      const body = (await request.json()) as Beat;
      attempts.push(body.heartbeatId);
      if (failures > 0) {
        failures -= 1;
        return HttpResponse.error();
      }
      beats.push(body);
      auth.push(request.headers.get('authorization'));
      return envelope({ counted: body.seconds, duplicate: false, todaySeconds: body.seconds });
    }),
  );
  return { beats, auth, attempts };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Time passes with the reader doing something every `activeEvery` ms (default: never). */
async function pass(ms: number, activeEvery?: number) {
  const step = activeEvery ?? ms;
  for (let done = 0; done < ms; done += step) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(step, ms - done)));
    if (activeEvery) window.dispatchEvent(new Event('pointermove'));
  }
}

/**
 * Waits for the n-th heartbeat to reach the server. The network path reads the (fake) clock, so
 * it moves a few milliseconds at a time: less than a tick, nothing more is counted meanwhile.
 */
async function arrived(beats: Beat[], n: number) {
  for (let i = 0; i < 100 && beats.length < n; i++) {
    await act(() => vi.advanceTimersByTimeAsync(5));
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(beats).toHaveLength(n);
}

beforeEach(() => {
  // Intervals and the clock are faked; timeouts stay real so the network and waitFor work.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  tokens.setReader('reader-token', 2);
  setVisibility('visible');
});
afterEach(() => {
  vi.useRealTimers();
  tokens.clearReader();
});

describe('useReadTime', () => {
  it('sends one heartbeat a minute with about 60 seconds while the page is visible and the reader active', async () => {
    const { beats, auth } = heartbeats();
    renderHook(() => useReadTime('7'));
    await pass(HEARTBEAT_INTERVAL_MS - 1000, 10_000);
    expect(beats).toHaveLength(0);
    await pass(1000);
    await arrived(beats, 1);
    expect(beats[0]).toMatchObject({ resourceId: '7' });
    expect(beats[0].seconds).toBeGreaterThanOrEqual(59);
    expect(beats[0].seconds).toBeLessThanOrEqual(60);
    expect(beats[0].heartbeatId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(auth[0]).toBe('Bearer reader-token');
    await pass(HEARTBEAT_INTERVAL_MS, 10_000);
    await arrived(beats, 2);
    expect(beats[1].seconds).toBe(60);
    expect(beats[1].heartbeatId).not.toBe(beats[0].heartbeatId);
  });

  it('counts nothing while the page is hidden, and sends what was read when it is hidden', async () => {
    const { beats } = heartbeats();
    renderHook(() => useReadTime('7'));
    await pass(20_000, 5000);
    act(() => setVisibility('hidden'));
    await arrived(beats, 1);
    expect(beats[0].seconds).toBe(20);
    await pass(3 * HEARTBEAT_INTERVAL_MS);
    await Promise.resolve();
    expect(beats).toHaveLength(1);
    // Back on the tab: counting starts again.
    act(() => setVisibility('visible'));
    await pass(HEARTBEAT_INTERVAL_MS, 10_000);
    await arrived(beats, 2);
    expect(beats[1].seconds).toBeGreaterThan(0);
  });

  it('stops counting when the reader is idle past the timeout, and starts again on activity', async () => {
    const { beats } = heartbeats();
    renderHook(() => useReadTime('7'));
    // Opening the reader is activity; then nothing for longer than the idle timeout.
    await pass(IDLE_TIMEOUT_MS + 3 * HEARTBEAT_INTERVAL_MS);
    await arrived(beats, 5);
    const counted = beats.reduce((sum, beat) => sum + beat.seconds, 0);
    expect(counted).toBe(IDLE_TIMEOUT_MS / 1000);
    const before = beats.length;
    await pass(2 * HEARTBEAT_INTERVAL_MS);
    expect(beats).toHaveLength(before);
    window.dispatchEvent(new Event('keydown'));
    await pass(HEARTBEAT_INTERVAL_MS);
    await arrived(beats, before + 1);
  });

  it('sends the partial interval on pagehide', async () => {
    const { beats } = heartbeats();
    renderHook(() => useReadTime('7'));
    await pass(HEARTBEAT_INTERVAL_MS, 10_000);
    await arrived(beats, 1);
    await pass(25_000, 5000);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await arrived(beats, 2);
    expect(beats[1].seconds).toBe(25);
  });

  it('sends the partial interval when the reader is left (unmount)', async () => {
    const { beats } = heartbeats();
    const { unmount } = renderHook(() => useReadTime('7'));
    await pass(12_000, 4000);
    unmount();
    await arrived(beats, 1);
    expect(beats[0].seconds).toBe(12);
  });

  it('sends a failed heartbeat again with the same id, and the new reading in a heartbeat of its own', async () => {
    const { beats, attempts } = heartbeats({ fail: 1 });
    renderHook(() => useReadTime('7'));
    await pass(HEARTBEAT_INTERVAL_MS, 10_000);
    // The first attempt failed (offline): nothing was counted.
    for (let i = 0; i < 20 && attempts.length === 0; i++) await act(() => vi.advanceTimersByTimeAsync(5));
    expect(attempts).toHaveLength(1);
    expect(beats).toHaveLength(0);
    await pass(HEARTBEAT_INTERVAL_MS, 10_000);
    await arrived(beats, 2);
    // The failed one again, with its id and seconds, and the minute since in a new one.
    expect(beats.map((beat) => beat.heartbeatId)).toContain(attempts[0]);
    expect(beats.find((beat) => beat.heartbeatId === attempts[0])?.seconds).toBe(60);
    expect(new Set(beats.map((beat) => beat.heartbeatId)).size).toBe(2);
    expect(beats.map((beat) => beat.seconds)).toEqual([60, 60]);
  });

  it('sends nothing without a resource or when logged out', async () => {
    const { beats } = heartbeats();
    const { unmount } = renderHook(() => useReadTime(null));
    await pass(2 * HEARTBEAT_INTERVAL_MS, 10_000);
    unmount();
    tokens.clearReader();
    const second = renderHook(() => useReadTime('7'));
    await pass(2 * HEARTBEAT_INTERVAL_MS, 10_000);
    second.unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(beats).toHaveLength(0);
  });
});
