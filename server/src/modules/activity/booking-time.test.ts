import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isDate, libraryNow, overlaps, weekdayOf } from './booking-time.js';

describe('booking time helpers', () => {
  it('takes the library day in Asia/Shanghai, not UTC', () => {
    expect(libraryNow(new Date('2026-03-01T16:30:00Z'))).toEqual({ date: '2026-03-02', minutes: 30 });
    expect(libraryNow(new Date('2026-03-01T15:59:00Z'))).toEqual({ date: '2026-03-01', minutes: 23 * 60 + 59 });
  });

  it('checks calendar dates and counts days', () => {
    expect(isDate('2026-02-28')).toBe(true);
    expect(isDate('2026-02-30')).toBe(false);
    expect(isDate('2026-2-3')).toBe(false);
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(daysBetween('2026-01-01', '2026-03-02')).toBe(60);
    expect(weekdayOf('2026-03-02')).toBe(1);
    expect(weekdayOf('2026-03-01')).toBe(7);
  });

  it('lets slots touch but not overlap', () => {
    const slot = (startTime: string, endTime: string) => ({ startTime, endTime });
    expect(overlaps(slot('09:00', '10:00'), slot('10:00', '11:00'))).toBe(false);
    expect(overlaps(slot('09:00', '10:30'), slot('10:00', '11:00'))).toBe(true);
    expect(overlaps(slot('09:00', '12:00'), slot('10:00', '11:00'))).toBe(true);
  });
});
