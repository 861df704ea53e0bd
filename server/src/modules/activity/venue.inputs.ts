import { ArrayMaxSize, ArrayMinSize, IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { KeywordFilter, ManagedInput } from '../../core/crud/managed.inputs.js';
import { URL_OR_PATH, URL_OR_PATH_MESSAGE } from '../../core/crud/patterns.js';
import { SubmissionFilter } from '../interaction/index.js';
import { HOUR_MINUTE } from './booking-time.js';

const PICK_TIME = '请选择时间';

@InputType()
export class VenueInput extends ManagedInput {
  @Field()
  @IsNotEmpty({ message: '请输入场馆名称' })
  @MaxLength(100, { message: '场馆名称不能超过100个字' })
  name!: string;

  @Field(() => ID, { nullable: true, description: 'The branch it belongs to; null clears it' })
  libraryId?: string | null;

  @Field()
  @IsNotEmpty({ message: '请输入场馆位置' })
  @MaxLength(200, { message: '场馆位置不能超过200个字' })
  location!: string;

  @Field(() => Int)
  @IsInt({ message: '容纳人数须为整数' })
  @Min(1, { message: '容纳人数至少为1人' })
  @Max(100000, { message: '容纳人数过大' })
  capacity!: number;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(2000, { message: '设施说明不能超过2000个字' })
  facilities?: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(URL_OR_PATH, { message: `图片${URL_OR_PATH_MESSAGE}` })
  @MaxLength(500)
  photo?: string;

  @Field({ nullable: true, description: "'HH:mm'; new venues default to 09:00" })
  @IsOptional()
  @Matches(HOUR_MINUTE, { message: PICK_TIME })
  opensAt?: string;

  @Field({ nullable: true, description: "'HH:mm'; new venues default to 21:00" })
  @IsOptional()
  @Matches(HOUR_MINUTE, { message: PICK_TIME })
  closesAt?: string;

  @Field(() => [Int], { nullable: true, description: '1 = Monday … 7 = Sunday; new venues default to every day' })
  @IsOptional()
  @ArrayMinSize(1, { message: '请至少选择一个开放日' })
  @ArrayMaxSize(7)
  @IsInt({ each: true, message: '开放日无效' })
  @Min(1, { each: true, message: '开放日无效' })
  @Max(7, { each: true, message: '开放日无效' })
  openWeekdays?: number[];
}

@InputType()
export class VenueFilter extends KeywordFilter {
  @Field(() => ID, { nullable: true })
  libraryId?: string;
}

/** What a reader sends to book a venue (场馆预约). */
@InputType()
export class VenueBookingInput {
  @Field(() => ID)
  @IsNotEmpty({ message: '请选择场馆' })
  venueId!: string;

  @Field({ description: "'YYYY-MM-DD'" })
  @IsNotEmpty({ message: '请选择日期' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: '请选择日期' })
  date!: string;

  @Field({ description: "'HH:mm'" })
  @IsNotEmpty({ message: PICK_TIME })
  @Matches(HOUR_MINUTE, { message: PICK_TIME })
  startTime!: string;

  @Field({ description: "'HH:mm'" })
  @IsNotEmpty({ message: PICK_TIME })
  @Matches(HOUR_MINUTE, { message: PICK_TIME })
  endTime!: string;

  @Field()
  @Matches(/\S/, { message: '请填写使用用途' })
  @MaxLength(500, { message: '使用用途不能超过500个字' })
  purpose!: string;

  @Field(() => Int)
  @IsInt({ message: '参加人数须为整数' })
  @Min(1, { message: '参加人数至少为1人' })
  @Max(100000, { message: '参加人数过大' })
  attendees!: number;

  @Field()
  @Matches(/^1\d{10}$/, { message: '请输入正确的手机号' })
  phone!: string;
}

@InputType()
export class VenueBookingFilter extends SubmissionFilter {
  @Field(() => ID, { nullable: true })
  venueId?: string;

  @Field({ nullable: true, description: "Bookings for this day, 'YYYY-MM-DD'" })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: '请选择日期' })
  date?: string;
}
