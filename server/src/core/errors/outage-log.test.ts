import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutageLog } from './outage-log.js';

describe('OutageLog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('logs the first failure of an outage, then one line per interval with the count, then nothing', () => {
    const lines: Array<[object, string]> = [];
    const outage = new OutageLog({ error: (fields: object, message: string) => lines.push([fields, message]) } as never, 10_000);
    const error = new Error('connect ECONNREFUSED');
    for (let i = 0; i < 5000; i++) outage.report(error);
    expect(lines).toEqual([[{ err: error }, 'database unavailable']]);
    vi.advanceTimersByTime(10_000);
    expect(lines[1]).toEqual([{ failures: 4999, seconds: 10 }, 'database still unavailable: 4999 failed requests in 10 s']);
    outage.report(error);
    vi.advanceTimersByTime(10_000);
    expect(lines).toHaveLength(3);
    expect(lines[2][1]).toBe('database still unavailable: 1 failed requests in 10 s');
    // Quiet for an interval: the outage is over; the next failure starts a new one.
    vi.advanceTimersByTime(30_000);
    expect(lines).toHaveLength(3);
    outage.report(error);
    expect(lines[3]).toEqual([{ err: error }, 'database unavailable']);
  });
});
