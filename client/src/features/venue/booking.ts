import dayjs from 'dayjs';
import { libraryClock, libraryDate } from '../../lib/library-time';

/**
 * Venue bookings (场馆预约) as the server checks them (server/src/modules/activity): a day from
 * today to 60 days ahead on which the venue opens, a time within its hours, 'HH:mm' times.
 */
export const BOOKING_DAYS_AHEAD = 60;
/** The time pickers offer every half hour of the venue's hours. */
export const TIME_STEP_MINUTES = 30;
export const DATE = 'YYYY-MM-DD';

export const BOOKING_MESSAGES = {
  venue: '请选择场馆',
  date: '请选择日期',
  pastDate: '预约日期不能早于今天',
  farDate: `只能预约${BOOKING_DAYS_AHEAD}天以内的日期`,
  closedDay: '该场馆当天不开放，请选择其他日期',
  /** Spec §5: a time picker must have a value. */
  time: '请选择时间',
  endBeforeStart: '结束时间须晚于开始时间',
  begun: '该时段已开始，请选择其他时间',
  taken: '该时段已被预约，请选择其他时间',
  purpose: '请填写使用用途',
  attendees: '请填写参加人数',
  attendeesMin: '参加人数至少为1人',
  phone: '请输入手机号',
  phoneInvalid: '请输入正确的手机号',
} as const;

/** 审核中 / 已通过 / 未通过, and the colour of each. */
export const BOOKING_STATUS: Record<string, { label: string; palette: string }> = {
  PENDING: { label: '审核中', palette: 'orange' },
  PASSED: { label: '已通过', palette: 'green' },
  REJECTED: { label: '未通过', palette: 'red' },
};

export const WEEKDAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

export interface Slot {
  startTime: string;
  endTime: string;
}

export const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const pad = (n: number) => String(n).padStart(2, '0');
export const fromMinutes = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** Every half hour from opening to closing, both included. */
export function timeOptions(opensAt: string, closesAt: string): string[] {
  const [open, close] = [toMinutes(opensAt), toMinutes(closesAt)];
  const out: string[] = [];
  for (let m = open; m < close; m += TIME_STEP_MINUTES) out.push(fromMinutes(m));
  if (close > open) out.push(closesAt);
  return out;
}

/** Two slots of one day overlap when each starts before the other ends (touching is fine). */
export const overlaps = (a: Slot, b: Slot) => toMinutes(a.startTime) < toMinutes(b.endTime) && toMinutes(b.startTime) < toMinutes(a.endTime);

/** 1 = Monday … 7 = Sunday, as the server counts. */
export const weekdayOf = (date: string) => ((dayjs(date).day() + 6) % 7) + 1;

/** The Monday of the date's week. */
export const weekStartOf = (date: string) =>
  dayjs(date)
    .subtract(weekdayOf(date) - 1, 'day')
    .format(DATE);

/** 每天 / 周二至周日 / 周一、周三、周五. */
export function openDaysLabel(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  if (sorted.length === 7) return '每天';
  if (sorted.length === 0) return '暂不开放';
  const consecutive = sorted.every((d, i) => i === 0 || d === sorted[i - 1] + 1);
  if (consecutive && sorted.length >= 3) return `${WEEKDAY_NAMES[sorted[0] - 1]}至${WEEKDAY_NAMES[sorted[sorted.length - 1] - 1]}`;
  return sorted.map((d) => WEEKDAY_NAMES[d - 1]).join('、');
}

/** Today on the library's calendar (LIBRARY_TIME_ZONE), as the server counts a booking's day. */
export const today = () => libraryDate();
export const lastBookableDay = () => dayjs(libraryDate()).add(BOOKING_DAYS_AHEAD, 'day').format(DATE);
/** Minutes since midnight on the library's clock. */
export const minutesNow = () => {
  const now = libraryClock(Date.now());
  return now.hour() * 60 + now.minute();
};

/** What is wrong with the day for this venue, or undefined. */
export function dateProblem(date: string, openWeekdays: readonly number[]): string | undefined {
  if (!date) return BOOKING_MESSAGES.date;
  if (date < today()) return BOOKING_MESSAGES.pastDate;
  if (date > lastBookableDay()) return BOOKING_MESSAGES.farDate;
  if (!openWeekdays.includes(weekdayOf(date))) return BOOKING_MESSAGES.closedDay;
  return undefined;
}
