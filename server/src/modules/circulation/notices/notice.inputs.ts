import { ArrayMaxSize, IsOptional, isEmail, MaxLength } from 'class-validator';
import { AppError } from '../../../core/errors/app-error.js';
import { Field, GraphQLISODateTime, InputType } from 'type-graphql';
import { NoticeChannel } from '../../users/index.js';
import { NoticeKind, NoticeState } from './notice-delivery.entity.js';

@InputType({ description: '通知记录 filters' })
export class NoticeDeliveryFilter {
  @Field(() => NoticeState, { nullable: true })
  state?: NoticeState;

  @Field(() => NoticeKind, { nullable: true })
  kind?: NoticeKind;

  @Field(() => NoticeChannel, { nullable: true })
  channel?: NoticeChannel;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Written at or after this time' })
  from?: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Written before this time' })
  to?: Date;

  @Field({ nullable: true, description: "Part of the reader's name or card number, or of the title" })
  @IsOptional()
  @MaxLength(100)
  keyword?: string;
}

export const NOTICE_INPUT_MESSAGES = {
  email: '请输入有效的邮箱地址',
  emailNeeded: '选择邮件通知前请先填写邮箱',
  phoneNeeded: '选择短信通知前请先绑定手机号',
} as const;

@InputType({ description: "The reader's notice settings (个人中心): e-mail address and channels" })
export class NoticePreferencesInput {
  @Field(() => String, { nullable: true, description: 'The address notices by e-mail go to; null or empty clears it' })
  @IsOptional()
  @MaxLength(254, { message: NOTICE_INPUT_MESSAGES.email })
  email?: string | null;

  @Field(() => [NoticeChannel], { description: 'The channels wanted (empty: no notices)' })
  @ArrayMaxSize(2)
  channels!: NoticeChannel[];
}

/** The address as kept: trimmed, or null when empty; refused (BAD_USER_INPUT on `email`) when it is not one. */
export function checkedEmail(raw: string | null | undefined): string | null {
  const email = raw?.trim() ?? '';
  if (!email) return null;
  if (!isEmail(email)) throw AppError.badInput('email', NOTICE_INPUT_MESSAGES.email);
  return email;
}
