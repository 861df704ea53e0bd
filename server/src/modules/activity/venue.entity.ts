import { ArrayType, Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ManagedEntity } from '../../core/db/base.entity.js';
import { Library } from '../content/index.js';
import { HourMinuteType } from './booking-time.js';
import { relationId } from '../../core/db/fast-read/rows-as-entities.js';

export const EVERY_WEEKDAY = [1, 2, 3, 4, 5, 6, 7];

/**
 * 场馆: a room the library lends for readers' events (报告厅, 活动室, 研讨室). Readers apply for a
 * date and time within its opening hours (venue-booking.entity.ts); the back office keeps the list.
 */
@ObjectType({ description: 'A venue readers may apply to use', simpleResolvers: true })
@Entity({ tableName: 'venue' })
@Index({ properties: ['enabled', 'sort'] })
export class Venue extends ManagedEntity<'opensAt' | 'closesAt' | 'openWeekdays'> {
  @Field()
  @Property({ length: 100 })
  name!: string;

  /** The branch it belongs to (resolved by venue.resolver.ts). */
  @ManyToOne(() => Library, { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  library?: Ref<Library> | null;

  @Field(() => ID, { nullable: true })
  get libraryId(): number | undefined {
    return relationId(this, 'library');
  }

  @Field({ description: 'Where it is: building and floor, e.g. 总馆三楼东侧' })
  @Property({ length: 200 })
  location!: string;

  @Field(() => Int, { description: 'Most people at once' })
  @Property()
  capacity!: number;

  @Field(() => String, { nullable: true, description: 'Equipment and facilities, e.g. 投影仪、音响、话筒' })
  @Property({ type: 'text', nullable: true })
  facilities?: string | null;

  @Field(() => String, { nullable: true, description: 'Image path or URL' })
  @Property({ length: 500, nullable: true })
  photo?: string | null;

  @Field({ description: "Opening time, 'HH:mm'" })
  @Property({ type: HourMinuteType, default: '09:00:00' })
  opensAt: string = '09:00';

  @Field({ description: "Closing time, 'HH:mm'" })
  @Property({ type: HourMinuteType, default: '21:00:00' })
  closesAt: string = '21:00';

  @Field(() => [Int], { description: 'Days it opens: 1 = Monday … 7 = Sunday' })
  @Property({ type: new ArrayType<number>((day) => Number(day)), columnType: 'smallint[]', default: '{1,2,3,4,5,6,7}' })
  openWeekdays: number[] = [...EVERY_WEEKDAY];
}
