/**
 * The library's clock in the browser: its time zone is the portal's LIBRARY_TIME_ZONE (lib/site.ts,
 * `SITE.timeZone`), read through Intl, so a page shows the library's dates and times wherever the
 * browser is, and the same as the page the server rendered. The server's own is
 * server/src/core/library-time.ts.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { SITE } from './site';

dayjs.extend(utc);

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (making one costs far more than using it). */
function wallFormat(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The library's wall-clock time at an instant, as milliseconds of a UTC clock showing it. */
function wallMs(at: number): number {
  const parts = Object.fromEntries(
    wallFormat(SITE.timeZone)
      .formatToParts(new Date(at))
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) + (((at % 1000) + 1000) % 1000);
}

/** An instant as the library's clock shows it: a dayjs in UTC mode whose fields are the library's, for `.format(...)`. */
export const libraryClock = (instant: Date | number): Dayjs => dayjs.utc(wallMs(typeof instant === 'number' ? instant : instant.getTime()));

/** The library's calendar day of an instant, 'YYYY-MM-DD'. */
export const libraryDate = (instant: Date | number = Date.now()): string => libraryClock(instant).format('YYYY-MM-DD');

/**
 * The instant the library's clock shows a wall time ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm[:ss]'), or
 * undefined for what is not one. In a jump forward (summer time) an hour that does not exist reads
 * as the hour after.
 */
export function libraryInstant(wall: string): Date | undefined {
  const target = dayjs.utc(wall.length === 10 ? `${wall}T00:00:00` : wall);
  if (!target.isValid()) return undefined;
  const ms = target.valueOf();
  // The offset at a first guess, then at the instant it gives (right unless a change of offset lies between).
  let at = ms - (wallMs(ms) - ms);
  at = ms - (wallMs(at) - at);
  return new Date(at);
}
