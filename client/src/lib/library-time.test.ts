import { describe, expect, it } from 'vitest';
import { libraryClock, libraryDate, libraryInstant } from './library-time';
import { setSite } from './site';

describe("the library's clock in the browser (LIBRARY_TIME_ZONE from the portal)", () => {
  it('reads days and times in Asia/Shanghai by default', () => {
    // 23:30 UTC is already the next morning in the library.
    const late = new Date('2026-11-28T23:30:00Z');
    expect(libraryDate(late)).toBe('2026-11-29');
    expect(libraryClock(late).format('HH:mm')).toBe('07:30');
    expect(libraryInstant('2026-11-29')?.toISOString()).toBe('2026-11-28T16:00:00.000Z');
  });

  it('follows the zone the portal names, with its summer time', () => {
    setSite({ timeZone: 'Europe/Paris' });
    expect(libraryDate(new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-29');
    expect(libraryDate(new Date('2026-11-28T22:30:00Z'))).toBe('2026-11-28');
    // Winter UTC+1, summer UTC+2.
    expect(libraryInstant('2026-01-10')?.toISOString()).toBe('2026-01-09T23:00:00.000Z');
    expect(libraryInstant('2026-07-10T09:30')?.toISOString()).toBe('2026-07-10T07:30:00.000Z');
    // 29 March 2026, 02:30 does not exist in Paris (the clock jumps from 02:00 to 03:00): the hour after.
    expect(libraryInstant('2026-03-29T02:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(libraryInstant('not a time')).toBeUndefined();
  });
});
