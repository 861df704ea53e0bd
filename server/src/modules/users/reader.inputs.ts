import { IsIn, IsNotEmpty, IsOptional, Matches, MaxLength, MinLength } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Reader } from './reader.entity.js';

/** Mainland mobile numbers, as the phone binding takes them. */
export const MOBILE = /^1\d{10}$/;
export const PASSWORD_MIN = 6;

@InputType({ description: 'A reader as the back office writes it (用户管理); the password only on create' })
export class ReaderInput {
  @Field()
  @IsNotEmpty({ message: '请输入读者证号' })
  @MaxLength(32, { message: '读者证号最多 32 个字符' })
  @Matches(/^\s*\S+\s*$/, { message: '读者证号不能含空格' })
  cardNumber!: string;

  @Field()
  @IsNotEmpty({ message: '请输入姓名' })
  @MaxLength(64, { message: '姓名最多 64 个字' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'null or empty clears it' })
  @IsOptional()
  @Matches(new RegExp(`${MOBILE.source}|^$`), { message: '请输入有效的手机号' })
  phone?: string | null;

  @Field(() => Int, { nullable: true, description: '1 is the special level (特殊级别), 2 the ordinary one; new readers default to 2' })
  @IsOptional()
  @IsIn([1, 2], { message: '用户级别只能是 1（特殊级别）或 2（普通）' })
  level?: number;

  @Field({ nullable: true, description: 'New readers default to true' })
  enabled?: boolean;

  @Field({ nullable: true, description: 'The initial password (create only; later: resetReaderPassword)' })
  @IsOptional()
  @MinLength(PASSWORD_MIN, { message: `密码至少 ${PASSWORD_MIN} 位` })
  @MaxLength(128, { message: '密码最多 128 个字符' })
  password?: string;
}

@InputType()
export class ReaderFilter {
  @Field({ nullable: true, description: 'Part of the card number, the name or the phone' })
  @IsOptional()
  @MaxLength(100)
  keyword?: string;

  @Field({ nullable: true, description: 'Level 1, the special level (true), or the others (false): spec §6 separates level 1 from the rest' })
  specialLevel?: boolean;

  @Field({ nullable: true, description: 'Only enabled (true) or disabled (false) readers' })
  enabled?: boolean;
}

@ArgsType()
export class ResetReaderPasswordArgs {
  @Field(() => ID)
  id!: string;

  @Field({ nullable: true, description: 'The new password; left out, one is generated and answered once' })
  @IsOptional()
  @MinLength(PASSWORD_MIN, { message: `密码至少 ${PASSWORD_MIN} 位` })
  @MaxLength(128, { message: '密码最多 128 个字符' })
  password?: string;
}

@ObjectType({ description: '重置密码: the reader, and the generated password (shown once, never stored in clear)', simpleResolvers: true })
export class ReaderPasswordReset {
  @Field(() => Reader)
  reader!: Reader;

  @Field(() => String, { nullable: true, description: 'Only when the server generated it' })
  generatedPassword?: string | null;
}
