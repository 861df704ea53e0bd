import { describe, expect, it } from 'vitest';
import { formatProgress, formatReadTime, toMinutes } from './format-read-time';

describe('read-time formats', () => {
  it('says durations in hours and minutes', () => {
    expect(formatReadTime(0)).toBe('0 分钟');
    expect(formatReadTime(59)).toBe('不足 1 分钟');
    expect(formatReadTime(60 * 12 + 30)).toBe('12 分钟');
    expect(formatReadTime(3600 * 2)).toBe('2 小时');
    expect(formatReadTime(3600 * 2 + 5 * 60)).toBe('2 小时 5 分钟');
  });

  it('rounds minutes and shows progress as a percentage or a dash', () => {
    expect(toMinutes(89)).toBe(1);
    expect(toMinutes(91)).toBe(2);
    expect(formatProgress(0.426)).toBe('43%');
    expect(formatProgress(null)).toBe('—');
  });
});
