import { Field, Float, Int, ObjectType } from 'type-graphql';
import { createPageType } from '../../core/crud/page.js';
import { Resource } from '../catalogue/index.js';

@ObjectType({ description: 'What a heartbeat added', simpleResolvers: true })
export class ReadTimeAdded {
  @Field(() => Int, { description: 'Seconds counted: fewer than sent when the day reached 24 hours, 0 for a heartbeat already counted' })
  counted!: number;

  @Field({ description: 'The heartbeat id had been counted before (a retry)' })
  duplicate!: boolean;

  @Field(() => Int, { description: "Today's seconds for this reader and resource" })
  todaySeconds!: number;
}

@ObjectType({ simpleResolvers: true })
export class ReadTimeDay {
  @Field({ description: 'The library day, YYYY-MM-DD' })
  day!: string;

  @Field(() => Int)
  seconds!: number;
}

@ObjectType({ description: "The reader's read time (seconds), by library day; the week starts on Monday", simpleResolvers: true })
export class MyReadTime {
  @Field(() => Int)
  today!: number;

  @Field(() => Int)
  week!: number;

  @Field(() => Int)
  month!: number;

  @Field(() => Int)
  total!: number;

  @Field(() => [ReadTimeDay], { description: 'The last 30 days, oldest first, days without reading as 0' })
  byDay!: ReadTimeDay[];
}

@ObjectType({ description: 'A resource the reader has read: time spent and where they stand', simpleResolvers: true })
export class ReadTimeResource {
  @Field(() => Resource)
  resource!: Resource;

  @Field(() => Int, { description: 'All the seconds read in it' })
  seconds!: number;

  @Field({ description: 'When it was last read' })
  lastReadAt!: Date;

  @Field(() => Float, { nullable: true, description: 'Share read (0 to 1) from the latest reader state of it, if any' })
  progress?: number | null;

  @Field(() => String, { nullable: true, description: 'Where the reader stands (an EPUB CFI or a page), if known' })
  location?: string | null;
}

export const ReadTimeResourcePage = createPageType(ReadTimeResource, 'ReadTimeResourcePage');

@ObjectType({ simpleResolvers: true })
export class ReadTimeStatsDay {
  @Field()
  day!: string;

  @Field(() => Float)
  seconds!: number;

  @Field(() => Int, { description: 'Readers who read that day' })
  readers!: number;
}

@ObjectType({ simpleResolvers: true })
export class ReadTimeTopResource {
  @Field(() => Resource)
  resource!: Resource;

  @Field(() => Float)
  seconds!: number;

  @Field(() => Int)
  readers!: number;
}

@ObjectType({ description: 'Read time over a range of library days (statistics)', simpleResolvers: true })
export class ReadTimeStatistics {
  @Field()
  from!: string;

  @Field()
  to!: string;

  @Field(() => Float)
  totalSeconds!: number;

  @Field(() => Int, { description: 'Distinct readers over the range' })
  readers!: number;

  @Field(() => [ReadTimeStatsDay], { description: 'Every day of the range, oldest first, days without reading as 0' })
  byDay!: ReadTimeStatsDay[];

  @Field(() => [ReadTimeTopResource], { description: 'The most read resources over the range (at most 10)' })
  topResources!: ReadTimeTopResource[];
}
