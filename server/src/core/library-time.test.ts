import { describe, expect, it } from 'vitest';
import { libraryDate, libraryDay, libraryTime } from './library-time.js';

describe("the library's clock (Asia/Shanghai, UTC+8)", () => {
  // 23:30 UTC on 28 November is already 07:30 on the 29th in the library.
  const lateUtc = new Date('2026-11-28T23:30:00Z');

  it("names the library's day, not the server's", () => {
    expect(libraryDay(lateUtc)).toEqual([2026, 11, 29]);
    expect(libraryDate(0, lateUtc)).toBe('2026-11-29');
    expect(libraryDate(-1, lateUtc)).toBe('2026-11-28');
    expect(libraryDate(3, lateUtc)).toBe('2026-12-02');
  });

  it('puts a wall-clock time on a library day, whatever the hour of the reference', () => {
    expect(libraryTime(0, '14:30', lateUtc).toISOString()).toBe('2026-11-29T06:30:00.000Z');
    expect(libraryTime(6, '00:00', lateUtc).toISOString()).toBe('2026-12-04T16:00:00.000Z');
    expect(libraryTime(-2, '23:59', new Date('2026-11-29T10:00:00Z')).toISOString()).toBe('2026-11-27T15:59:00.000Z');
  });

  it('refuses what is not a time of day', () => {
    expect(() => libraryTime(0, '24:00')).toThrow(RangeError);
    expect(() => libraryTime(0, '9:30')).toThrow(RangeError);
  });
});
