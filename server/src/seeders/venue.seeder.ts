import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { libraryDate, libraryTime } from '../core/library-time.js';
import { ReviewStatus } from '../core/review/review-status.js';
import { Venue, VenueBooking } from '../modules/activity/index.js';
import { Library } from '../modules/content/index.js';
import { maskedName } from '../modules/interaction/submission/submission.service.js';
import { Reader } from '../modules/users/index.js';
import { DEMO_VENUES, venueSvg } from './demo-venues.js';

interface BookingDetails {
  purpose: string;
  attendees: number;
  status?: ReviewStatus;
  reply?: string;
  reviewedAt?: Date;
  unread?: boolean;
}

/**
 * The venues of the demo library (with generated pictures) in the main branch, and bookings of
 * demo readers 2 and 3: two passed (on the calendar) and two waiting in the back office's queue,
 * one of them overlapping a passed one.
 * The first demo reader books nothing, so their personal centre starts empty.
 */
export async function seedVenues(em: EntityManager, uploadsDir: string) {
  await mkdir(join(uploadsDir, 'demo'), { recursive: true });
  const [main] = await em.find(Library, {}, { orderBy: { sort: 'ASC', id: 'ASC' }, limit: 1 });
  const photos = await Promise.all(
    DEMO_VENUES.map(async ({ room }, i) => {
      const key = `demo/venue-${i + 1}.jpg`;
      await writeFile(
        join(uploadsDir, key),
        await sharp(Buffer.from(venueSvg(room, i)))
          .jpeg({ quality: 85 })
          .toBuffer(),
      );
      return `/uploads/${key}`;
    }),
  );
  // In their order, so ids follow it.
  const venues = DEMO_VENUES.map(({ room: _room, ...venue }, i) => em.create(Venue, { ...venue, library: main, photo: photos[i], sort: i + 1 }));

  const readers = await em.find(Reader, {}, { orderBy: { id: 'ASC' }, limit: 3 });
  const [, second, third] = readers;
  if (!second || !third) return em.flush();
  // Days ahead on which each venue opens (the 研讨室 and 活动室 close on Mondays).
  const openDay = (venue: Venue, from: number) => {
    for (let d = from; ; d++) {
      const day = libraryDate(d);
      if (venue.openWeekdays.includes(((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1)) return day;
    }
  };
  const booking = (reader: Reader, venue: Venue, days: number, slot: [string, string], rest: BookingDetails) => {
    // Times on the library's clock, in office hours (the site shows them so).
    const created = libraryTime(-3, '20:15');
    em.create(VenueBooking, {
      reader,
      authorName: maskedName(reader.name),
      venue,
      date: openDay(venue, days),
      startTime: slot[0],
      endTime: slot[1],
      phone: reader.phone ?? '13800000002',
      createdAt: created,
      updatedAt: created,
      ...rest,
    });
  };
  const [hall, multi, seminar] = venues;
  booking(second, hall, 2, ['14:00', '16:30'], {
    purpose: '“书香钱塘”读书分享会',
    attendees: 120,
    status: ReviewStatus.PASSED,
    reply: '已通过，请提前30分钟到场调试设备。',
    reviewedAt: libraryTime(-2, '10:05'),
    unread: true,
  });
  booking(third, seminar, 3, ['09:30', '11:30'], {
    purpose: '课题小组讨论',
    attendees: 8,
    status: ReviewStatus.PASSED,
    reply: '已通过。',
    reviewedAt: libraryTime(-2, '10:05'),
  });
  booking(third, multi, 5, ['19:00', '20:30'], { purpose: '亲子绘本共读活动', attendees: 40 });
  // Waiting, and overlapping the passed 读书分享会: the review shows the clash.
  booking(third, hall, 2, ['16:00', '17:30'], { purpose: '社区合唱团排练', attendees: 60 });
  await em.flush();
}
