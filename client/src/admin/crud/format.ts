import dayjs from 'dayjs';
import { imageAtWidth } from '../../lib/format';

/** Spec §9: dates show as YYYY-MM-DD HH:mm. */
export const DATE_TIME = 'YYYY-MM-DD HH:mm';

export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME) : '';
}

/** An ISO time → the value of an `<input type="datetime-local">` (local time, minutes). */
export function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DDTHH:mm') : '';
}

/** An `<input type="datetime-local">` value → ISO time, or undefined when empty or invalid. */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const date = dayjs(value);
  return date.isValid() ? date.toISOString() : undefined;
}

/** The resized variant of an uploaded image for the back office's previews (the site's helper, at a small default). */
export const thumbnail = (url: string, width = 100): string => imageAtWidth(url, width);
