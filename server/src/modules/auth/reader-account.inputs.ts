import { Matches } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';

const PHONE = /^1\d{10}$/;
const CODE = /^\d{6}$/;

@ArgsType()
export class BindPhoneArgs {
  @Field({ description: 'The phone to bind (11 digits), to which sendSmsCode sent the code' })
  @Matches(PHONE, { message: '请输入有效的手机号' })
  phone!: string;

  @Field({ description: 'The 6-digit code sendSmsCode sent to the phone' })
  @Matches(CODE, { message: '请输入6位验证码' })
  code!: string;
}

@ArgsType()
export class UnbindPhoneArgs {
  @Field({ description: 'The 6-digit code sendSmsCode sent to the bound phone' })
  @Matches(CODE, { message: '请输入6位验证码' })
  code!: string;
}
