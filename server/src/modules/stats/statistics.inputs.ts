import { IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

/** How rows are grouped: per day, per month, or per key over the whole range. */
export enum StatGrouping {
  DAY = 'DAY',
  MONTH = 'MONTH',
  KEY = 'KEY',
}

registerEnumType(StatGrouping, { name: 'StatGrouping', description: 'Rows per day, per month, or per key over the range' });

@InputType({ description: 'One statistic over a range of library days (统计分析)' })
export class StatisticsQuery {
  @Field({ description: 'visit, share, login, activity.signUp, resource.views…' })
  metric!: string;

  @Field({ defaultValue: 'all', description: 'all, terminal, access, hour, kind, channel, resource, activity, supplier…' })
  dimension: string = 'all';

  @Field({ nullable: true, description: 'One thing the metric is narrowed to: resource:12, reader:7, supplier:3' })
  @IsOptional()
  scope?: string;

  @Field({ description: 'First day, YYYY-MM-DD' })
  from!: string;

  @Field({ description: 'Last day, YYYY-MM-DD (inclusive)' })
  to!: string;

  @Field(() => StatGrouping, { defaultValue: StatGrouping.DAY })
  by: StatGrouping = StatGrouping.DAY;

  @Field(() => [String], { nullable: true, description: 'Only these keys (one activity: ["5"])' })
  @IsOptional()
  keys?: string[];

  @Field(() => Int, { nullable: true, description: 'KEY grouping: the top N keys (default 100, at most 500)' })
  @IsOptional()
  limit?: number;
}

@ObjectType({ description: 'One number of a statistic' })
export class StatRow {
  @Field({ description: 'YYYY-MM-DD (DAY), YYYY-MM (MONTH), empty (KEY)' })
  period!: string;

  @Field({ description: 'The dimension value (terminal pc, a resource id…); empty for dimension all' })
  key!: string;

  @Field({ description: 'Its Chinese name' })
  label!: string;

  @Field(() => Float)
  value!: number;
}

@ObjectType({ description: 'Visits of one day (api/admin/statistical/month/visit)' })
export class DayVisits {
  @Field({ description: 'YYYY-MM-DD' })
  day!: string;

  @Field(() => Int)
  visits!: number;
}

@InputType({ description: 'A page of the public site or the personal centre was shown (the client reports it)' })
export class PageViewInput {
  @Field({ description: 'The path shown, e.g. /news/12' })
  @Matches(/^\//, { message: '页面路径无效' })
  @MaxLength(300, { message: '页面路径过长' })
  path!: string;

  @Field({ nullable: true, description: 'document.referrer, on the first page of a visit' })
  @IsOptional()
  @MaxLength(1000, { message: '来源地址过长' })
  referrer?: string;

  @Field({ nullable: true, description: 'The page URL’s from / utm_medium marker (qr for QR-code arrivals)' })
  @IsOptional()
  @MaxLength(20, { message: '来源标记过长' })
  from?: string;

  @Field({ nullable: true, description: 'A resource detail page: the resource id' })
  @IsOptional()
  @Matches(/^\d{1,9}$/, { message: '资源编号无效' })
  resourceId?: string;

  @Field({ nullable: true, description: 'A detail page: the content type (book, ebook, news…)' })
  @IsOptional()
  @Matches(/^[a-zA-Z]{1,20}$/, { message: '内容类型无效' })
  kind?: string;
}
