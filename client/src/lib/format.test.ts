import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeSeconds, imageAtWidth } from './format';

describe('format (spec §9)', () => {
  // A local time, so the expectation holds in every time zone.
  const local = new Date(2026, 3, 23, 9, 5, 7);

  it('formats dates as YYYY-MM-DD', () => {
    expect(formatDate(local)).toBe('2026-04-23');
    expect(formatDate(local.toISOString())).toBe('2026-04-23');
  });

  it('formats date-times with and without seconds', () => {
    expect(formatDateTime(local)).toBe('2026-04-23 09:05');
    expect(formatDateTime(local, { seconds: true })).toBe('2026-04-23 09:05:07');
    expect(formatDateTimeSeconds(local)).toBe('2026-04-23 09:05:07');
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
