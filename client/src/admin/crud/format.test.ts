import { describe, expect, it } from 'vitest';
import { setSite } from '../../lib/site';
import { libraryToday } from '../statistics/date-range';
import { fromLocalInput, toLocalInput } from './format';

describe("the back office's times on the library's clock (LIBRARY_TIME_ZONE from the portal)", () => {
  it("gives the back office's time inputs the library's clock both ways", () => {
    setSite({ timeZone: 'America/New_York' });
    expect(toLocalInput('2026-07-01T16:00:00Z')).toBe('2026-07-01T12:00');
    expect(fromLocalInput('2026-07-01T12:00')).toBe('2026-07-01T16:00:00.000Z');
    expect(fromLocalInput('2026-12-01T12:00')).toBe('2026-12-01T17:00:00.000Z');
    setSite({ timeZone: 'Asia/Shanghai' });
    expect(toLocalInput('2026-07-01T16:00:00Z')).toBe('2026-07-02T00:00');
    expect(fromLocalInput('2026-07-02T00:00')).toBe('2026-07-01T16:00:00.000Z');
    expect(fromLocalInput('')).toBeUndefined();
  });

  it("counts the statistics' today on the library's calendar", () => {
    setSite({ timeZone: 'Asia/Shanghai' });
    expect(libraryToday(new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-29');
    setSite({ timeZone: 'America/New_York' });
    expect(libraryToday(new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-28');
  });
});
