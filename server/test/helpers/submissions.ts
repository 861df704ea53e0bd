import { addDays, libraryNow } from '../../src/modules/activity/booking-time.js';
import type { Data } from './test-portal.js';

/**
 * What a reader sends, per submission type (they have no create): `resourceId` is a book's,
 * `venueId` the first demo venue's (open every day), `n` counts the submissions (each books its own day).
 */
export const SUBMISSIONS: Record<string, (resourceId: string, extra: { venueId: string; n: number }) => Data> = {
  Comment: (resourceId) => ({ resourceId, content: '对照评论' }),
  Tag: (resourceId) => ({ resourceId, text: '对照' }),
  Score: (resourceId) => ({ resourceId, value: 4 }),
  ErrorReport: (resourceId) => ({ resourceId, type: 'LINK', description: '对照纠错' }),
  Message: () => ({ subject: '对照', content: '对照留言' }),
  Recommendation: () => ({ title: '对照荐购' }),
  VolunteerApplication: () => ({ name: '对照', phone: '13900000000', availability: ['SAT:AM'] }),
  VenueBooking: (_, { venueId, n }) => ({
    venueId,
    date: addDays(libraryNow().date, 20 + n),
    startTime: '19:00',
    endTime: '20:00',
    purpose: '对照预约',
    attendees: 10,
    phone: '13900000000',
  }),
};
