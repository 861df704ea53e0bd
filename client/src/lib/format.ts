import dayjs from 'dayjs';

/** Spec §9: dates are shown as YYYY-MM-DD HH:mm, and with seconds where a precise time matters. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const DATE_TIME_SECONDS_FORMAT = 'YYYY-MM-DD HH:mm:ss';

type DateInput = string | number | Date | null | undefined;

function format(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

/** 'YYYY-MM-DD' in the browser's time zone; '' for a missing or invalid value. */
export const formatDate = (value: DateInput) => format(value, DATE_FORMAT);

/** 'YYYY-MM-DD HH:mm', or 'YYYY-MM-DD HH:mm:ss' with `seconds`; '' for a missing or invalid value. */
export const formatDateTime = (value: DateInput, { seconds = false }: { seconds?: boolean } = {}) =>
  format(value, seconds ? DATE_TIME_SECONDS_FORMAT : DATE_TIME_FORMAT);

/** 'YYYY-MM-DD HH:mm:ss'. */
export const formatDateTimeSeconds = (value: DateInput) => format(value, DATE_TIME_SECONDS_FORMAT);

/**
 * An uploaded image at a given width: the portal resizes `/uploads/...` images on request
 * (`?width=`, spec §9). Other URLs (external images) are returned unchanged.
 */
export function imageAtWidth(url: string, width: number): string {
  if (!url.startsWith('/uploads/')) return url;
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('width', String(width));
  return `${path}?${params.toString()}`;
}

/** A count with thousands separators, the way Chinese sites show view counts (1,234). */
export const formatCount = (value: number) => value.toLocaleString('zh-CN');
