import { IsDate, IsIn, IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, GraphQLISODateTime, ID, InputType, Int } from 'type-graphql';
import { KeywordFilter, ManagedInput } from '../../core/crud/managed.inputs.js';
import { URL_OR_PATH, URL_OR_PATH_MESSAGE } from '../../core/crud/patterns.js';
import { SignUpStatus } from './activity-sign-up.entity.js';
import { ActivityCategory, ActivityState } from './activity.entity.js';

const PICK_TIME = '请选择时间';

@InputType()
export class ActivityInput extends ManagedInput {
  @Field(() => ActivityCategory)
  @IsIn(Object.values(ActivityCategory), { message: '请选择活动类别' })
  category!: ActivityCategory;

  @Field()
  @IsNotEmpty({ message: '请输入活动名称' })
  @MaxLength(200, { message: '活动名称不能超过200个字' })
  title!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(URL_OR_PATH, { message: `封面${URL_OR_PATH_MESSAGE}` })
  @MaxLength(500)
  cover?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(500, { message: '摘要不能超过500个字' })
  summary?: string | null;

  @Field({ description: 'HTML; sanitised on save' })
  @IsNotEmpty({ message: '请输入活动详情' })
  @MaxLength(1_000_000, { message: '活动详情过长' })
  body!: string;

  @Field(() => ID, { nullable: true, description: 'The library it takes place in; null clears it' })
  libraryId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Or the branch (分馆) it takes place in; null clears it' })
  branchId?: string | null;

  @Field()
  @IsNotEmpty({ message: '请输入活动地点' })
  @MaxLength(200, { message: '活动地点不能超过200个字' })
  place!: string;

  @Field(() => GraphQLISODateTime)
  @IsDate({ message: PICK_TIME })
  startsAt!: Date;

  @Field(() => GraphQLISODateTime)
  @IsDate({ message: PICK_TIME })
  endsAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Empty: sign-up opens at once' })
  @IsOptional()
  @IsDate({ message: PICK_TIME })
  signUpStartsAt?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Empty: sign-up closes at the start' })
  @IsOptional()
  @IsDate({ message: PICK_TIME })
  signUpEndsAt?: Date | null;

  @Field(() => Int, { description: '0 = no sign-up needed' })
  @IsInt({ message: '人数上限须为整数' })
  @Min(0, { message: '人数上限不能小于0' })
  @Max(100000, { message: '人数上限过大' })
  capacity!: number;
}

@InputType()
export class ActivityFilter extends KeywordFilter {
  @Field(() => ActivityCategory, { nullable: true })
  category?: ActivityCategory;

  @Field(() => ActivityState, { nullable: true, description: 'Where it stands now' })
  state?: ActivityState;

  @Field({ nullable: true, description: 'true: ended ones (往期活动); false: not ended yet' })
  past?: boolean;

  @Field(() => ID, { nullable: true })
  libraryId?: string;

  @Field(() => ID, { nullable: true })
  branchId?: string;
}

/** The back office's sign-up list of one activity. */
@InputType()
export class ActivitySignUpFilter {
  @Field(() => SignUpStatus, { nullable: true })
  status?: SignUpStatus;

  @Field(() => ID, { nullable: true })
  activityId?: string;

  @Field({ nullable: true, description: "Part of the reader's name, card number or phone" })
  @IsOptional()
  @MaxLength(100)
  keyword?: string;

  @Field({ nullable: true, description: 'Only checked-in (true) or not (false) sign-ups' })
  checkedIn?: boolean;
}
