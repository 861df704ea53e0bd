import { libraryDate } from '../../lib/library-time';

export type Preset = 'today' | 'last7' | 'last30' | 'year' | 'custom';

/** The date filter's presets, in the order shown (spec: 今日, 近7天, 近30天, 本年, 自定义). */
export const PRESETS: ReadonlyArray<{ value: Preset; label: string }> = [
  { value: 'today', label: '今日' },
  { value: 'last7', label: '近7天' },
  { value: 'last30', label: '近30天' },
  { value: 'year', label: '本年' },
  { value: 'custom', label: '自定义' },
];

export interface DateRange {
  from: string;
  to: string;
}

/** Today on the library's calendar (LIBRARY_TIME_ZONE), whose days the server's roll-ups count. */
export const libraryToday = (now = new Date()) => libraryDate(now);

/** A YYYY-MM-DD day moved by `days`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The range of a preset (custom keeps what was typed). */
export function presetRange(preset: Exclude<Preset, 'custom'>, now = new Date()): DateRange {
  const today = libraryToday(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** Every day of a range, in order. */
export function daysOf({ from, to }: DateRange): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 1200; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Every month (YYYY-MM) a range touches, in order. */
export function monthsOf({ from, to }: DateRange): string[] {
  const months: string[] = [];
  let [y, m] = from.slice(0, 7).split('-').map(Number);
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > last || months.length > 60) return months;
    months.push(month);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
}
