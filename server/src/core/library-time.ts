/** The library's calendar (spec: a Chinese public library): its days are Asia/Shanghai days. */
export const LIBRARY_TIME_ZONE = 'Asia/Shanghai';

/** China keeps UTC+8 all year (no daylight saving), so a wall-clock time maps to one instant. */
const LIBRARY_UTC_OFFSET = '+08:00';
const DAY_MS = 86_400_000;

/** A time of day on the library's clock, 'HH:MM' (24-hour). */
export const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$/;

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: LIBRARY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The library's calendar day of an instant, as [year, month, day]. */
export function libraryDay(at = new Date()): [number, number, number] {
  const [year, month, day] = DAY.format(at).split('-').map(Number);
  return [year, month, day];
}

/** The library's calendar day `days` after `from`'s, 'YYYY-MM-DD'. */
export function libraryDate(days = 0, from = new Date()): string {
  return DAY.format(new Date(from.getTime() + days * DAY_MS));
}

/**
 * The instant at wall-clock `time` ('HH:MM') on the library's day `days` after `from`'s: what a
 * librarian means by "in 6 days at 14:30", whatever the server's own time zone.
 */
export function libraryTime(days: number, time: string, from = new Date()): Date {
  if (!HOUR_MINUTE.test(time)) throw new RangeError(`not a time of day: ${time}`);
  return new Date(`${libraryDate(days, from)}T${time}:00${LIBRARY_UTC_OFFSET}`);
}
