import { TimeType, type Platform } from '@mikro-orm/core';
import { HOUR_MINUTE, LIBRARY_TIME_ZONE } from '../../core/library-time.js';

/**
 * Dates and times of venue bookings. A booking's day is the library's calendar day (LIBRARY_TIME_ZONE,
 * where the demo library is), whatever the server's time zone; times of day are 'HH:mm'.
 */
/** How far ahead a reader may book: today … today + 60 days. */
export const BOOKING_DAYS_AHEAD = 60;
/** The longest range one schedule query covers (a two-month calendar). */
export const SCHEDULE_MAX_DAYS = 62;

export { HOUR_MINUTE };
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a real calendar day. */
export function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The library's date and minute of the day at `now`. */
export function libraryNow(now = new Date()): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: LIBRARY_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

export function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Two slots of one day overlap when each starts before the other ends (touching is fine). */
export function overlaps(a: { startTime: string; endTime: string }, b: { startTime: string; endTime: string }): boolean {
  return toMinutes(a.startTime) < toMinutes(b.endTime) && toMinutes(b.startTime) < toMinutes(a.endTime);
}

/** A PostgreSQL `time(0)` column that reads and writes 'HH:mm' (compared as time by the database). */
export class HourMinuteType extends TimeType {
  override convertToDatabaseValue(value: string | null | undefined, platform: Platform) {
    return super.convertToDatabaseValue(value && HOUR_MINUTE.test(value) ? `${value}:00` : value, platform);
  }

  override convertToJSValue(value: string) {
    return value == null ? value : String(value).slice(0, 5);
  }
}
