import dayjs from 'dayjs';
import { formatDateTime as formatSiteDateTime, imageAtWidth } from '../../lib/format';
import { libraryClock, libraryInstant } from '../../lib/library-time';

/** Spec §9: dates show as YYYY-MM-DD HH:mm. */
export const DATE_TIME = 'YYYY-MM-DD HH:mm';

/** Any cell's value as a time on the library's clock, as the site shows it (one rule: lib/format); '' for a non-time. */
export function formatDateTime(value: unknown): string {
  return typeof value === 'string' || value instanceof Date ? formatSiteDateTime(value) : '';
}

const DATETIME_LOCAL = 'YYYY-MM-DDTHH:mm';

/**
 * An ISO time → the value of an `<input type="datetime-local">`, on the library's clock: an
 * administrator types and reads the times the lists show, wherever the browser is.
 */
export function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const date = dayjs(value);
  return date.isValid() ? libraryClock(date.toDate()).format(DATETIME_LOCAL) : '';
}

/** An `<input type="datetime-local">` value (the library's clock) → ISO time, or undefined when empty or invalid. */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  return libraryInstant(value)?.toISOString();
}

/** The resized variant of an uploaded image for the back office's previews (the site's helper, at a small default). */
export const thumbnail = (url: string, width = 100): string => imageAtWidth(url, width);
