import { describe, expect, it } from 'vitest';
import { setSite } from './site';
import { formatCount, formatDate, formatDateTime, formatDateTimeSeconds, imageAtWidth } from './format';

describe('format (spec §9)', () => {
  // A time of the library's zone (UTC+8): shown as the library's clock reads it, whatever the browser's zone.
  const local = new Date('2026-04-23T09:05:07+08:00');

  it('formats dates as YYYY-MM-DD', () => {
    expect(formatDate(local)).toBe('2026-04-23');
    expect(formatDate(local.toISOString())).toBe('2026-04-23');
  });

  it('formats date-times with and without seconds', () => {
    expect(formatDateTime(local)).toBe('2026-04-23 09:05');
    expect(formatDateTime(local, { seconds: true })).toBe('2026-04-23 09:05:07');
    expect(formatDateTimeSeconds(local)).toBe('2026-04-23 09:05:07');
  });

  it("shows a time on the library's clock, and a calendar date as it is", () => {
    expect(formatDateTime('2026-04-22T16:30:00Z')).toBe('2026-04-23 00:30');
    expect(formatDate('2026-04-22T16:30:00Z')).toBe('2026-04-23');
    expect(formatDate('2026-04-22')).toBe('2026-04-22');
  });

  it('shows times on the clock of the zone the portal names (LIBRARY_TIME_ZONE), summer time included', () => {
    setSite({ timeZone: 'Europe/Paris' });
    expect(formatDateTime('2026-04-22T16:30:00Z')).toBe('2026-04-22 18:30');
    expect(formatDateTime('2026-01-22T16:30:00Z')).toBe('2026-01-22 17:30');
    setSite({ timeZone: 'America/Los_Angeles' });
    expect(formatDate('2026-04-23T06:00:00Z')).toBe('2026-04-22');
    expect(formatDate('2026-04-22')).toBe('2026-04-22');
  });

  it('gives an empty string for missing or invalid values', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('asks the portal for a resized upload, and leaves other URLs alone', () => {
    expect(imageAtWidth('/uploads/demo/a.jpg', 400)).toBe('/uploads/demo/a.jpg?width=400');
    expect(imageAtWidth('/uploads/demo/a.jpg?width=200', 400)).toBe('/uploads/demo/a.jpg?width=400');
    expect(imageAtWidth('https://example.cn/a.jpg', 400)).toBe('https://example.cn/a.jpg');
  });
});

describe('formatCount', () => {
  it('groups whole numbers by three with commas, as zh-CN does', () => {
    for (const value of [0, 7, 999, 1000, 12345, 100000, 1234567, 987654321, -4321, -999]) {
      expect(formatCount(value)).toBe(value.toLocaleString('zh-CN'));
    }
  });

  it('rounds a fraction to a whole count', () => {
    expect(formatCount(1234.6)).toBe('1,235');
    expect(formatCount(-0.4)).toBe('0');
  });
});
