import type { EntityData } from '@mikro-orm/core';
import { Arg, Ctx, Field, FieldResolver, ID, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Public } from '../../core/auth/decorators.js';
import { createCrudResolver } from '../../core/crud/crud.resolver.js';
import { parseId, relationId } from '../../core/crud/ids.js';
import { SortOrder } from '../../core/crud/page.js';
import { contains, flagFilters } from '../../core/crud/where.js';
import { AppError } from '../../core/errors/app-error.js';
import { Library } from '../content/index.js';
import { toMinutes } from './booking-time.js';
import { bookedSlots } from './venue-booking.service.js';
import { Venue } from './venue.entity.js';
import { VenueFilter, VenueInput } from './venue.inputs.js';

/**
 * Venues on the CRUD factory: the public list `venues` (enabled ones, in their order) and detail
 * `venue`, and the back office's pattern (adminVenues, createVenue, updateVenue, enable, remove…).
 */
export const venueCrud = createCrudResolver({
  entity: Venue,
  typeName: 'Venue',
  one: 'venue',
  many: 'venues',
  rest: 'venue',
  input: VenueInput,
  filter: VenueFilter,
  where: {
    ...flagFilters,
    keyword: (text) => ({ $or: [{ name: contains(text) }, { location: contains(text) }] }),
    libraryId: (id) => ({ library: parseId(id, 'libraryId') }),
  },
  sortFields: ['sort', 'createdAt', 'id'],
  defaultOrder: SortOrder.ASC,
  // Hours and days left out (or null) keep their value; new venues take the defaults.
  toData: ({ libraryId, opensAt, closesAt, openWeekdays, ...rest }) =>
    ({
      ...rest,
      library: relationId(libraryId, 'libraryId'),
      opensAt: opensAt ?? undefined,
      closesAt: closesAt ?? undefined,
      openWeekdays: openWeekdays ? [...new Set(openWeekdays)].sort() : undefined,
    }) as EntityData<Venue>,
  beforeSave: async (em, data, existing) => {
    const library = data.library as number | null | undefined;
    if (library && !(await em.count(Library, { id: library }))) throw AppError.badInput('libraryId', '所属图书馆不存在');
    const opens = (data.opensAt as string | undefined) ?? existing?.opensAt ?? '09:00';
    const closes = (data.closesAt as string | undefined) ?? existing?.closesAt ?? '21:00';
    if (toMinutes(opens) >= toMinutes(closes)) throw AppError.badInput('closesAt', '闭馆时间须晚于开放时间');
  },
});

@Resolver(() => Venue)
export class VenueLibraryResolver {
  @FieldResolver(() => Library, { nullable: true, description: 'The branch it belongs to (an enabled one, for the public)' })
  async library(@Ctx() ctx: Context, @Root() venue: Venue): Promise<Library | null> {
    const library = (await venue.library?.load()) ?? null;
    return library && (library.enabled || ctx.viewer?.kind === 'admin') ? library : null;
  }
}

@ObjectType({ description: 'A booked time of a venue' })
export class VenueSlot {
  @Field({ description: "'HH:mm'" })
  startTime!: string;

  @Field({ description: "'HH:mm'" })
  endTime!: string;
}

@ObjectType({ description: "A day's booked times of a venue" })
export class VenueBookedDay {
  @Field({ description: "'YYYY-MM-DD'" })
  date!: string;

  @Field(() => [VenueSlot], { description: 'Earliest first' })
  slots!: VenueSlot[];
}

@Resolver()
export class VenueScheduleResolver {
  @Public()
  @Query(() => [VenueBookedDay], {
    description: "The calendar of a venue: its passed bookings' times from `from` to `to` ('YYYY-MM-DD', at most 62 days), days with none left out",
  })
  venueSchedule(
    @Ctx() ctx: Context,
    @Arg('venueId', () => ID) venueId: string,
    @Arg('from') from: string,
    @Arg('to') to: string,
  ): Promise<VenueBookedDay[]> {
    return bookedSlots(ctx.em, parseId(venueId, 'venueId'), from, to);
  }
}
