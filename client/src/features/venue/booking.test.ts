import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, dateProblem, openDaysLabel, overlaps, timeOptions, weekdayOf, weekStartOf } from './booking';
import { libraryClock } from '../../lib/library-time';

describe('venue booking rules on the client', () => {
  it('offers every half hour of the hours, closing time included', () => {
    expect(timeOptions('09:00', '11:00')).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
    expect(timeOptions('08:30', '10:15')).toEqual(['08:30', '09:00', '09:30', '10:00', '10:15']);
  });

  it('counts weekdays from Monday and finds the week', () => {
    expect(weekdayOf('2026-11-30')).toBe(1);
    expect(weekdayOf('2026-12-06')).toBe(7);
    expect(weekStartOf('2026-12-06')).toBe('2026-11-30');
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
  });

  it('names the open days', () => {
    expect(openDaysLabel([1, 2, 3, 4, 5, 6, 7])).toBe('每天');
    expect(openDaysLabel([2, 3, 4, 5, 6, 7])).toBe('周二至周日');
    expect(openDaysLabel([1, 3, 5])).toBe('周一、周三、周五');
  });

  it('lets slots touch but not overlap', () => {
    expect(overlaps({ startTime: '09:00', endTime: '10:00' }, { startTime: '10:00', endTime: '11:00' })).toBe(false);
    expect(overlaps({ startTime: '09:00', endTime: '10:30' }, { startTime: '10:00', endTime: '11:00' })).toBe(true);
  });

  it('refuses past, far and closed days', () => {
    // Days of the library's calendar (the rules count from its today, not the test machine's).
    const day = (n: number) => libraryClock(Date.now()).add(n, 'day').format('YYYY-MM-DD');
    const every = [1, 2, 3, 4, 5, 6, 7];
    expect(dateProblem('', every)).toBe(BOOKING_MESSAGES.date);
    expect(dateProblem(day(-1), every)).toBe(BOOKING_MESSAGES.pastDate);
    expect(dateProblem(day(61), every)).toBe(BOOKING_MESSAGES.farDate);
    expect(dateProblem(day(60), every)).toBeUndefined();
    expect(
      dateProblem(
        day(3),
        every.filter((d) => d !== weekdayOf(day(3))),
      ),
    ).toBe(BOOKING_MESSAGES.closedDay);
  });
});
