import { IsEmail, MaxLength } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

@ArgsType()
export class ShareByEmailArgs {
  @Field(() => ID)
  resourceId!: string;

  @Field({ description: 'Where the link goes' })
  @MaxLength(254, { message: '请输入有效的邮箱地址' })
  @IsEmail({}, { message: '请输入有效的邮箱地址' })
  email!: string;
}
