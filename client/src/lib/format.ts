import dayjs from 'dayjs';
import { libraryClock } from './library-time';

/** Spec §9: dates are shown as YYYY-MM-DD HH:mm, and with seconds where a precise time matters. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const DATE_TIME_SECONDS_FORMAT = 'YYYY-MM-DD HH:mm:ss';

type DateInput = string | number | Date | null | undefined;

/** A calendar date without a time ('2026-04-23'): the same day in every time zone. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Times are shown in the library's time zone (LIBRARY_TIME_ZONE, lib/library-time.ts), not the browser's: the page
 * rendered on the server (entry-server.tsx) then shows the dates the browser shows when it
 * hydrates, and an opening or an activity reads as the library's clock.
 */
function format(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  return typeof value === 'string' && CALENDAR_DATE.test(value) ? date.format(pattern) : libraryClock(date.toDate()).format(pattern);
}

/** 'YYYY-MM-DD' in the library's time zone; '' for a missing or invalid value. */
export const formatDate = (value: DateInput) => format(value, DATE_FORMAT);

/** 'YYYY-MM-DD HH:mm', or 'YYYY-MM-DD HH:mm:ss' with `seconds`; '' for a missing or invalid value. */
export const formatDateTime = (value: DateInput, { seconds = false }: { seconds?: boolean } = {}) =>
  format(value, seconds ? DATE_TIME_SECONDS_FORMAT : DATE_TIME_FORMAT);

/** 'YYYY-MM-DD HH:mm:ss'. */
export const formatDateTimeSeconds = (value: DateInput) => format(value, DATE_TIME_SECONDS_FORMAT);

/**
 * The widths the server serves images at (server/src/core/upload/serve-uploads.ts, IMAGE_WIDTHS;
 * a server test keeps the two lists equal): any other `?width=` is snapped up to one of these.
 */
export const IMAGE_WIDTHS = [100, 200, 400, 800, 1200, 1600] as const;

const servedWidth = (width: number) => IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

/**
 * An uploaded image at a given width (snapped up to a width the server keeps): the portal resizes
 * `/uploads/...` images on request (`?width=`, spec §9). Other URLs (external images) are returned unchanged.
 */
export function imageAtWidth(url: string, width: number): string {
  if (!url.startsWith('/uploads/')) return url;
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('width', String(servedWidth(width)));
  return `${path}?${params.toString()}`;
}

/**
 * A `srcset` over the served widths up to `maxWidth`, so the browser picks the smallest that fills
 * the slot at its pixel density; undefined for an image the portal does not resize.
 */
export function imageSrcSet(url: string, maxWidth: number = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]): string | undefined {
  if (!url.startsWith('/uploads/')) return undefined;
  return IMAGE_WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${imageAtWidth(url, width)} ${width}w`)
    .join(', ');
}

/**
 * A count, rounded to a whole number, with thousands separators the way Chinese sites show view
 * counts (1,234: zh-CN groups by three with a comma, as `toLocaleString('zh-CN')` does). Grouped by
 * hand: a page's first Intl number format loads ICU's number data, 20–40 ms of Chromium's main thread
 * on this machine (four times that on Lighthouse's phone), which a book detail paid while hydrating.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const digits = String(Math.abs(Math.round(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return Math.round(value) < 0 ? `-${grouped}` : grouped;
}
