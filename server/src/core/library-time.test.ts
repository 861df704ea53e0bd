import { describe, expect, it, vi } from 'vitest';
import { libraryDate, libraryDay, libraryTime, parseTimeZone } from './library-time.js';

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

describe('LIBRARY_TIME_ZONE', () => {
  /** library-time.ts as a portal started with LIBRARY_TIME_ZONE=`zone` has it (the setting is read when the module loads). */
  async function withZone(zone: string | undefined) {
    const before = process.env.LIBRARY_TIME_ZONE;
    if (zone === undefined) delete process.env.LIBRARY_TIME_ZONE;
    else process.env.LIBRARY_TIME_ZONE = zone;
    vi.resetModules();
    try {
      return await import('./library-time.js');
    } finally {
      if (before === undefined) delete process.env.LIBRARY_TIME_ZONE;
      else process.env.LIBRARY_TIME_ZONE = before;
    }
  }

  it('is Asia/Shanghai by default and takes any IANA zone, in its canonical spelling', async () => {
    expect((await withZone(undefined)).LIBRARY_TIME_ZONE).toBe('Asia/Shanghai');
    expect((await withZone('europe/paris')).LIBRARY_TIME_ZONE).toBe('Europe/Paris');
    expect(parseTimeZone(' America/New_York ')).toBe('America/New_York');
    expect(() => parseTimeZone('Mars/Olympus')).toThrow(/LIBRARY_TIME_ZONE must be an IANA time zone name.*Mars\/Olympus/);
  });

  it("keeps the library's days and wall-clock times in another zone, summer time included", async () => {
    const paris = await withZone('Europe/Paris');
    // 23:30 UTC on 28 November is 00:30 on the 29th in Paris (UTC+1 in winter).
    expect(paris.libraryDay(new Date('2026-11-28T23:30:00Z'))).toEqual([2026, 11, 29]);
    expect(paris.libraryTime(0, '14:30', new Date('2026-11-28T23:30:00Z')).toISOString()).toBe('2026-11-29T13:30:00.000Z');
    // In July Paris is UTC+2.
    expect(paris.libraryTime(0, '14:30', new Date('2026-07-10T10:00:00Z')).toISOString()).toBe('2026-07-10T12:30:00.000Z');
    // 29 March 2026: 02:00 → 03:00 (02:30 does not exist: an hour later); 25 October: 03:00 → 02:00 (02:30 twice: the first).
    expect(paris.libraryTime(0, '02:30', new Date('2026-03-29T10:00:00Z')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(paris.libraryTime(0, '02:30', new Date('2026-10-25T10:00:00Z')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    const shanghai = await withZone('Asia/Shanghai');
    expect(shanghai.libraryTime(0, '14:30', new Date('2026-07-10T10:00:00Z')).toISOString()).toBe('2026-07-10T06:30:00.000Z');
  });
});
