import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Internal } from '../../core/graphql/field-marks.js';
import { parseId } from '../../core/crud/ids.js';
import { createSubmissionResolver } from '../interaction/index.js';
import { assertReaderHolds } from '../users/index.js';
import { assertVenueAccepting, ExamineKind, registerExamineSource, venueSubject } from '../moderation/index.js';
import { VenueBooking } from './venue-booking.entity.js';
import { assertPassable, checkNewBooking, overlappingBookings } from './venue-booking.service.js';
import { Venue } from './venue.entity.js';
import { VenueBookingFilter, VenueBookingInput } from './venue.inputs.js';

/**
 * 场馆预约 on the submission mechanism: submitVenueBooking (REST POST api/user/venue),
 * myVenueBookings (GET api/user/mine/venue), readMyVenueBookings, and the back office's queue
 * (adminVenueBookings, updateVenueBooking = review with a reply, setStatusVenueBooking and its
 * batch, remove; REST api/admin/place/…).
 */
export const venueBookings = createSubmissionResolver({
  entity: VenueBooking,
  typeName: 'VenueBooking',
  label: '场馆预约',
  one: 'venueBooking',
  many: 'venueBookings',
  rest: 'venue',
  // The back office's menu calls it interact/place; api/admin/venue/… are the venues themselves.
  adminRest: 'place',
  input: VenueBookingInput,
  filter: VenueBookingFilter,
  where: {
    venueId: (id) => ({ venue: parseId(id, 'venueId') }),
    date: (date) => ({ date }),
  },
  textFields: ['purpose', 'phone'],
  toData: (input) => ({
    venue: parseId(input.venueId, 'venueId'),
    date: input.date,
    startTime: input.startTime,
    endTime: input.endTime,
    purpose: input.purpose.trim(),
    attendees: input.attendees,
    phone: input.phone,
  }),
  beforeSubmit: async (em, data, readerId) => {
    // 授权: the library may take venue booking away from a reader (用户管理).
    await assertReaderHolds(em, readerId, 'VENUE_BOOKING', '您暂无场馆预约权限');
    // The venue's examine item: 停用 or 关闭 refuses new bookings, whatever the time asked.
    const venue = await em.findOne(Venue, data.venue as number, { fields: ['name'] });
    if (venue) await assertVenueAccepting(em, venue.id, venue.name);
    await checkNewBooking(em, data as Parameters<typeof checkNewBooking>[1]);
  },
  // Two overlapping bookings are never both passed.
  onPassChange: async (em, item, change) => {
    if (change === 1) await assertPassable(em, item);
  },
});

/** Each venue has an examine item (自动审核 / 审批项), listed in the back office's order. */
registerExamineSource(ExamineKind.VENUE, async (em) =>
  (await em.find(Venue, {}, { fields: ['name'], orderBy: [{ sort: 'ASC' }, { id: 'ASC' }] })).map((venue) => ({
    subject: venueSubject(venue.id),
    name: venue.name,
  })),
);

@Resolver(() => VenueBooking)
export class VenueBookingVenueResolver {
  @FieldResolver(() => Venue)
  venue(@Root() booking: VenueBooking): Promise<Venue> {
    return booking.venue.loadOrFail();
  }

  /** One booking's check before a pass (its detail), not a list column: one query per booking. */
  @Internal()
  @FieldResolver(() => [VenueBooking], {
    nullable: true,
    description: 'Back office only: other passed or pending bookings of the venue overlapping this one (a passed one refuses the pass)',
  })
  overlapping(@Ctx() ctx: Context, @Root() booking: VenueBooking): Promise<VenueBooking[]> {
    return overlappingBookings(ctx.em, booking);
  }
}
