import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, type FieldError } from '../../core/errors/app-error.js';
import { ReviewStatus } from '../../core/review/review-status.js';
import { BOOKING_DAYS_AHEAD, SCHEDULE_MAX_DAYS, daysBetween, isDate, libraryNow, toMinutes, weekdayOf } from './booking-time.js';
import { VenueBooking } from './venue-booking.entity.js';
import { Venue } from './venue.entity.js';

/** One booking's place and time (the row's columns; `venue` is the venue's id). */
export interface BookingSlot {
  venue: number;
  date: string;
  startTime: string;
  endTime: string;
}

export const SLOT_TAKEN = '该时段已被预约，请选择其他时间';

/**
 * The rules of a new booking (spec §5; issue 14's venue application): an enabled venue, a day from
 * today to 60 days ahead on which it opens, a time within its hours that has not begun, at most as
 * many people as it holds, and no overlap with a passed booking. All field errors at once.
 */
export async function checkNewBooking(em: EntityManager, slot: BookingSlot & { attendees: number }, now = new Date()): Promise<void> {
  const venue = await em.findOne(Venue, { id: slot.venue, enabled: true });
  if (!venue) throw AppError.badInput('venueId', '场馆不存在或已停用');
  const today = libraryNow(now);
  const errors: FieldError[] = [];
  if (!isDate(slot.date)) errors.push({ field: 'date', message: '请选择日期' });
  else {
    const ahead = daysBetween(today.date, slot.date);
    if (ahead < 0) errors.push({ field: 'date', message: '预约日期不能早于今天' });
    else if (ahead > BOOKING_DAYS_AHEAD) errors.push({ field: 'date', message: `只能预约${BOOKING_DAYS_AHEAD}天以内的日期` });
    else if (!venue.openWeekdays.includes(weekdayOf(slot.date))) errors.push({ field: 'date', message: '该场馆当天不开放，请选择其他日期' });
  }
  const [start, end] = [toMinutes(slot.startTime), toMinutes(slot.endTime)];
  if (start >= end) errors.push({ field: 'endTime', message: '结束时间须晚于开始时间' });
  else if (start < toMinutes(venue.opensAt) || end > toMinutes(venue.closesAt)) {
    errors.push({ field: 'startTime', message: `请在场馆开放时间（${venue.opensAt}–${venue.closesAt}）内预约` });
  } else if (slot.date === today.date && start <= today.minutes) {
    errors.push({ field: 'startTime', message: '该时段已开始，请选择其他时间' });
  }
  if (slot.attendees > venue.capacity) errors.push({ field: 'attendees', message: `参加人数超过场馆容纳人数（${venue.capacity}人）` });
  const [first, ...rest] = errors;
  if (first) throw AppError.badFields([first, ...rest]);
  if (await passedClash(em, slot)) throw AppError.badInput('startTime', SLOT_TAKEN);
}

/** Bookings of the same venue and day that overlap the slot (touching ends are fine), but `except`. */
function overlapWhere(slot: BookingSlot, except?: number) {
  return {
    venue: slot.venue,
    date: slot.date,
    startTime: { $lt: slot.endTime },
    endTime: { $gt: slot.startTime },
    ...(except ? { id: { $ne: except } } : {}),
  };
}

/** A passed booking of the same venue and day that overlaps the slot. */
export function passedClash(em: EntityManager, slot: BookingSlot, except?: number): Promise<VenueBooking | null> {
  return em.findOne(VenueBooking, { ...overlapWhere(slot, except), status: ReviewStatus.PASSED }, { orderBy: { startTime: 'ASC' } });
}

/**
 * What the back office sees before passing a booking: the other bookings overlapping it, passed
 * (the pass will be refused, assertPassable) and pending (passing this one makes them unpassable).
 */
export function overlappingBookings(em: EntityManager, booking: VenueBooking): Promise<VenueBooking[]> {
  const slot = { venue: booking.venue.id, date: booking.date, startTime: booking.startTime, endTime: booking.endTime };
  return em.find(
    VenueBooking,
    { ...overlapWhere(slot, booking.id), status: { $in: [ReviewStatus.PASSED, ReviewStatus.PENDING] } },
    { orderBy: [{ startTime: 'ASC' }, { id: 'ASC' }] },
  );
}

/**
 * A booking is being passed (in the review's transaction, its new state already on it): refused
 * when another passed booking overlaps it. One lock per venue and day serialises the passes of that
 * day, so of two overlapping bookings passed at once the second sees the first and is refused.
 */
export async function assertPassable(em: EntityManager, item: VenueBooking): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`VenueBooking:${item.venue.id}:${item.date}`]);
  // Under the lock: write this item's state (and an earlier item's of the same batch), then look.
  await em.flush();
  const clash = await passedClash(em, { venue: item.venue.id, date: item.date, startTime: item.startTime, endTime: item.endTime }, item.id);
  if (clash) {
    throw AppError.badInput('status', `该时段已有通过的预约（${clash.date} ${clash.startTime}–${clash.endTime}），不能重复通过`);
  }
}

/** Booked (passed) slots of one enabled venue from `from` to `to`, by day: times only, nobody's data. */
export async function bookedSlots(em: EntityManager, venueId: number, from: string, to: string) {
  if (!isDate(from)) throw AppError.badInput('from', '请选择日期');
  if (!isDate(to)) throw AppError.badInput('to', '请选择日期');
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw AppError.badInput('to', '结束日期不能早于开始日期');
  if (days > SCHEDULE_MAX_DAYS) throw AppError.badInput('to', `一次最多查询${SCHEDULE_MAX_DAYS}天`);
  if (!(await em.count(Venue, { id: venueId, enabled: true }))) throw AppError.notFound('场馆不存在或已停用');
  const rows = await em.find(
    VenueBooking,
    { venue: venueId, status: ReviewStatus.PASSED, date: { $gte: from, $lte: to } },
    { fields: ['date', 'startTime', 'endTime'], orderBy: [{ date: 'ASC' }, { startTime: 'ASC' }] },
  );
  const byDay = new Map<string, Array<{ startTime: string; endTime: string }>>();
  for (const row of rows) {
    const slots = byDay.get(row.date) ?? [];
    slots.push({ startTime: row.startTime, endTime: row.endTime });
    byDay.set(row.date, slots);
  }
  return [...byDay].map(([date, slots]) => ({ date, slots }));
}
