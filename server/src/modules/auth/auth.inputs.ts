import { IsIn, IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class AdminLoginInput {
  @Field()
  @IsNotEmpty({ message: '请输入用户名' })
  @MaxLength(64)
  username!: string;

  @Field()
  @IsNotEmpty({ message: '请输入密码' })
  @MaxLength(128)
  password!: string;

  @Field({ description: 'The key adminCaptcha returned' })
  @IsNotEmpty({ message: '请刷新验证码' })
  @MaxLength(40)
  captchaKey!: string;

  @Field()
  @IsNotEmpty({ message: '请输入验证码' })
  @MaxLength(8)
  captchaCode!: string;
}

@InputType({ description: 'loginType 2: cardNumber + password; loginType 1: phone + code' })
export class ReaderLoginInput {
  @Field(() => Int)
  @IsIn([1, 2], { message: '登录方式无效' })
  loginType!: number;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(32)
  cardNumber?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(128)
  password?: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(/^1\d{10}$/, { message: '请输入有效的手机号' })
  phone?: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(/^\d{6}$/, { message: '请输入6位验证码' })
  code?: string;

  @Field({ nullable: true, description: 'After repeated failures on the account: the key adminCaptcha returned' })
  @IsOptional()
  @MaxLength(40)
  captchaKey?: string;

  @Field({ nullable: true, description: 'After repeated failures on the account: the captcha text' })
  @IsOptional()
  @MaxLength(8)
  captchaCode?: string;
}

@InputType()
export class SmsCodeInput {
  @Field()
  @Matches(/^1\d{10}$/, { message: '请输入有效的手机号' })
  phone!: string;
}
