/** The library's time zone when LIBRARY_TIME_ZONE is not set (spec: a Chinese public library). */
export const DEFAULT_LIBRARY_TIME_ZONE = 'Asia/Shanghai';

/**
 * LIBRARY_TIME_ZONE as an IANA zone name Intl knows (e.g. Asia/Shanghai, Europe/Paris); empty:
 * the default. Throws a RangeError naming the setting otherwise (loadConfig turns it into a
 * ConfigError at start).
 */
export function parseTimeZone(raw: string | undefined): string {
  const name = (raw ?? '').trim();
  if (!name) return DEFAULT_LIBRARY_TIME_ZONE;
  try {
    // Intl answers the zone's canonical spelling (asia/shanghai → Asia/Shanghai); an unknown one throws.
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    // Interpolated into SQL (`at time zone '…'`): only the characters zone names are made of.
    if (/^[A-Za-z0-9_+\-/]+$/.test(zone)) return zone;
  } catch {
    // Falls through to the error below.
  }
  throw new RangeError(`LIBRARY_TIME_ZONE must be an IANA time zone name such as Asia/Shanghai, got "${name}"`);
}

/**
 * The library's calendar and clock: its days and opening hours are those of this zone
 * (LIBRARY_TIME_ZONE, read once from the environment). An invalid value falls back to the default
 * here only so that importing this module cannot crash: loadConfig refuses it before the portal starts.
 */
export const LIBRARY_TIME_ZONE = (() => {
  try {
    return parseTimeZone(process.env.LIBRARY_TIME_ZONE);
  } catch {
    return DEFAULT_LIBRARY_TIME_ZONE;
  }
})();

const DAY_MS = 86_400_000;

/** A time of day on the library's clock, 'HH:MM' (24-hour). */
export const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$/;

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: LIBRARY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const WALL = new Intl.DateTimeFormat('en-US', {
  timeZone: LIBRARY_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** How far the library's clock is ahead of UTC at an instant, in ms (negative west of Greenwich). */
function offsetAt(at: number): number {
  const parts = Object.fromEntries(WALL.formatToParts(new Date(at)).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(at / 1000) * 1000;
}

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
 * librarian means by "in 6 days at 14:30", whatever the server's own time zone. In a zone with
 * summer time, a time the clocks skip maps to the instant an hour later, a time they repeat to its
 * first occurrence.
 */
export function libraryTime(days: number, time: string, from = new Date()): Date {
  if (!HOUR_MINUTE.test(time)) throw new RangeError(`not a time of day: ${time}`);
  const [year, month, day] = libraryDate(days, from).split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets half a day before and after: the same but across a change of the clocks.
  const candidates = [wall - offsetAt(wall - DAY_MS / 2), wall - offsetAt(wall + DAY_MS / 2)].sort((a, b) => a - b);
  const shown = candidates.filter((at) => at + offsetAt(at) === wall);
  return new Date(shown[0] ?? Math.max(...candidates));
}
