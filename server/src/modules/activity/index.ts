import type { PortalModule } from '../../core/module.js';
import { VenueBooking } from './venue-booking.entity.js';
import { venueBookings, VenueBookingVenueResolver } from './venue-booking.resolver.js';
import { Venue } from './venue.entity.js';
import { venueCrud, VenueLibraryResolver, VenueScheduleResolver } from './venue.resolver.js';

/** The activity domain's submission types (the REST table gives each its reader rows). */
export const activitySubmissionTypes = [venueBookings];
/** For the REST table: the venues and the bookings' back-office queue. */
export const activityCruds = [venueCrud, venueBookings.crud];
export { Venue, VenueBooking };

export const activityModule: PortalModule = {
  name: 'activity',
  entities: [Venue, VenueBooking],
  resolvers: [venueCrud.resolver, VenueLibraryResolver, VenueScheduleResolver, ...venueBookings.resolvers, VenueBookingVenueResolver],
};
