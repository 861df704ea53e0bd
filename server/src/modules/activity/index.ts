import type { PortalModule } from '../../core/module.js';
import { ActivitySignUp } from './activity-sign-up.entity.js';
import { Activity } from './activity.entity.js';
import { activityCrud, ActivityFieldsResolver, activitySignUpCrud, ActivitySignUpResolver } from './activity.resolver.js';
import { VenueBooking } from './venue-booking.entity.js';
import { venueBookings, VenueBookingVenueResolver } from './venue-booking.resolver.js';
import { Venue } from './venue.entity.js';
import { venueCrud, VenueLibraryResolver, VenueScheduleResolver } from './venue.resolver.js';

/** The activity domain's submission types (the REST table gives each its reader rows). */
export const activitySubmissionTypes = [venueBookings];
/** For the REST table: the venues and the bookings' back-office queue. */
export const activityCruds = [venueCrud, venueBookings.crud, activityCrud, activitySignUpCrud];
export { Venue, VenueBooking, Activity, ActivitySignUp };
/** The public list's rule (who sees an activity), for other faces of it (the sitemap). */
export { activityCrud };
export { ActivityCategory, ActivityState, ACTIVITY_CATEGORY_NAMES, ACTIVITY_STATE_NAMES } from './activity.entity.js';
export { SignUpStatus } from './activity-sign-up.entity.js';

export const activityModule: PortalModule = {
  name: 'activity',
  entities: [Venue, VenueBooking, Activity, ActivitySignUp],
  resolvers: [
    venueCrud.resolver,
    VenueLibraryResolver,
    VenueScheduleResolver,
    ...venueBookings.resolvers,
    VenueBookingVenueResolver,
    // Activities with sign-up (issue 16).
    activityCrud.resolver,
    ActivityFieldsResolver,
    activitySignUpCrud.resolver,
    ActivitySignUpResolver,
  ],
};
