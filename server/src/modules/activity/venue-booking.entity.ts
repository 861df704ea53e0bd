import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Submission } from '../interaction/index.js';
import { HourMinuteType } from './booking-time.js';
import { Venue } from './venue.entity.js';
import { relationId } from '../../core/db/fast-read/rows-as-entities.js';

/**
 * 场馆预约: a reader applies to use a venue on a date from a start to an end time; the library
 * passes it or not (审核中 / 已通过 / 未通过). Passed bookings of one venue and day never overlap
 * (venue-booking.service.ts); the (venue, date, status) index serves that check and the calendar.
 */
@ObjectType({ description: 'A venue booking (场馆预约)', simpleResolvers: true })
@Entity({ tableName: 'venue_booking' })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['venue', 'date', 'status'] })
export class VenueBooking extends Submission<'venueId'> {
  /** Resolved by venue-booking.resolver.ts (loaded in batches). */
  @ManyToOne(() => Venue, { ref: true, deleteRule: 'cascade' })
  venue!: Ref<Venue>;

  @Field(() => ID)
  get venueId(): number {
    return relationId(this, 'venue')!;
  }

  @Field({ description: "The day, 'YYYY-MM-DD'" })
  @Property({ type: 'date' })
  date!: string;

  @Field({ description: "'HH:mm'" })
  @Property({ type: HourMinuteType })
  startTime!: string;

  @Field({ description: "'HH:mm', after startTime" })
  @Property({ type: HourMinuteType })
  endTime!: string;

  @Field({ description: 'What the venue is for: the event' })
  @Property({ length: 500 })
  purpose!: string;

  @Field(() => Int)
  @Property()
  attendees!: number;

  @Field({ description: 'Contact phone' })
  @Property({ length: 20 })
  phone!: string;
}
