import { IsDate, IsOptional, MaxLength } from 'class-validator';
import { Field, GraphQLISODateTime, ID, InputType } from 'type-graphql';
import { ReviewStatus } from '../../../core/review/review-status.js';

/** The library's review of one submission: a new state, a reply, or both. */
@InputType({ description: 'Review of a submission: its new state and/or a reply to the reader' })
export class SubmissionReviewInput {
  @Field(() => ReviewStatus, { nullable: true })
  status?: ReviewStatus;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(2000, { message: '回复不能超过2000个字' })
  reply?: string;
}

/** The back office's queue filters every submission type has. */
@InputType()
export class SubmissionFilter {
  @Field(() => ReviewStatus, { nullable: true })
  status?: ReviewStatus;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Submitted at or after' })
  @IsOptional()
  @IsDate()
  from?: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Submitted before' })
  @IsOptional()
  @IsDate()
  to?: Date;

  @Field({ nullable: true, description: "Part of the text, or of the reader's name or card number" })
  @IsOptional()
  @MaxLength(100)
  keyword?: string;

  @Field(() => ID, { nullable: true })
  readerId?: string;
}

/** …and those about resources. */
@InputType()
export class ResourceSubmissionFilter extends SubmissionFilter {
  @Field(() => ID, { nullable: true })
  resourceId?: string;
}
