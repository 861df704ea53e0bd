import { useCallback, useEffect, useRef } from 'react';
import { rest } from '../../../lib/rest';
import { tokens } from '../../../lib/tokens';
import { newHeartbeatId } from './heartbeat-id';

/** A heartbeat goes at most this often while the reader reads. */
export const HEARTBEAT_INTERVAL_MS = 60_000;
/** Without a pointer, key, scroll, touch or wheel for this long, the reader is away: time stops counting. */
export const IDLE_TIMEOUT_MS = 5 * 60_000;
/** What the server takes in one heartbeat (an interval plus slack). */
export const MAX_HEARTBEAT_SECONDS = 90;
/** Heartbeats kept for a retry while the network is away (about this many minutes of reading). */
export const MAX_UNCONFIRMED_BEATS = 10;
const TICK_MS = 1000;
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

export interface ReadTimeOptions {
  intervalMs?: number;
  idleTimeoutMs?: number;
}

interface Beat {
  id: string;
  seconds: number;
  inFlight: boolean;
}

/** Offline, a server error or too many requests: the same heartbeat (same id) goes again later. */
const retryable = (status: number) => status === 0 || status === 429 || status >= 500;

/**
 * Counts the seconds a reader page is read (issue 13) and reports them to `api/user/read/add`:
 * a second counts while the page is visible and the reader did something within the idle timeout.
 * The seconds go in a heartbeat at most once per interval, and at once when the page is hidden or
 * left (closing the tab loses nothing counted; a request the browser drops loses one interval).
 * Each heartbeat has its own id and is sent again with it until the server answers, so a retry
 * counts once. Sent with `keepalive` and the bearer header: the server reads no login cookie on a POST.
 *
 * `markActive` is for activity the window does not see (a page turned inside the e-book's iframe).
 */
export function useReadTime(resourceId: string | number | null, options: ReadTimeOptions = {}) {
  const intervalMs = options.intervalMs ?? HEARTBEAT_INTERVAL_MS;
  const idleTimeoutMs = options.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  const lastActive = useRef(0);
  const markActive = useCallback(() => {
    lastActive.current = Date.now();
  }, []);

  useEffect(() => {
    if (resourceId === null || resourceId === undefined || resourceId === '') return;
    const id = String(resourceId);
    let seconds = 0;
    let lastBeat = Date.now();
    const unconfirmed: Beat[] = [];
    lastActive.current = Date.now();

    const send = (beat: Beat) => {
      beat.inFlight = true;
      void rest('POST', 'user/read/add', {
        body: { resourceId: id, seconds: beat.seconds, heartbeatId: beat.id },
        admin: false,
        quiet: true,
        keepalive: true,
      }).then((result) => {
        beat.inFlight = false;
        // Counted, or refused for good (logged out, not allowed): either way it is not sent again.
        const at = unconfirmed.indexOf(beat);
        if (at >= 0 && (result.ok || !retryable(result.status))) unconfirmed.splice(at, 1);
      });
    };

    const beat = () => {
      lastBeat = Date.now();
      if (!tokens.reader()) return;
      if (seconds > 0) {
        unconfirmed.push({ id: newHeartbeatId(), seconds, inFlight: false });
        seconds = 0;
        // Offline for long: the oldest reading is given up rather than kept without bound.
        if (unconfirmed.length > MAX_UNCONFIRMED_BEATS) unconfirmed.splice(0, unconfirmed.length - MAX_UNCONFIRMED_BEATS);
      }
      for (const pending of unconfirmed) if (!pending.inFlight) send(pending);
    };

    const visible = () => document.visibilityState === 'visible';
    const timer = setInterval(() => {
      if (visible() && Date.now() - lastActive.current <= idleTimeoutMs) seconds = Math.min(MAX_HEARTBEAT_SECONDS, seconds + TICK_MS / 1000);
      if (Date.now() - lastBeat >= intervalMs) beat();
    }, TICK_MS);

    const onActivity = () => {
      lastActive.current = Date.now();
    };
    // Coming back to the tab is activity; leaving it sends what was read.
    const onVisibility = () => (visible() ? onActivity() : beat());
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', beat);
    return () => {
      clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', beat);
      beat();
    };
  }, [resourceId, intervalMs, idleTimeoutMs]);

  return { markActive };
}
