import dayjs from 'dayjs';

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

/**
 * The widths the server serves images at (server/src/core/upload/serve-uploads.ts, IMAGE_WIDTHS;
 * a server test keeps the two lists equal): any other `?width=` is snapped up to one of these.
 */
export const IMAGE_WIDTHS = [100, 200, 400, 800, 1200, 1600] as const;

/** The resized variant of an uploaded image (the server resizes /uploads/… on `?width=`; spec §9), at a width it serves. */
export function thumbnail(url: string, width = 100): string {
  if (!url.startsWith('/uploads/')) return url;
  const served = IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return `${url}${url.includes('?') ? '&' : '?'}width=${served}`;
}
