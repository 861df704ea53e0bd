import { Field, Int, ObjectType } from 'type-graphql';
import { AdminUser, Reader } from '../users/index.js';

@ObjectType()
export class Captcha {
  @Field({ description: 'Send back as captchaKey' })
  key!: string;

  @Field({ description: 'data: URL of the picture' })
  image!: string;

  @Field({ description: 'When the code stops working' })
  expiresAt!: Date;
}

@ObjectType()
export class AdminSession {
  @Field({ description: 'Send as Authorization: Bearer …' })
  token!: string;

  @Field()
  expiresAt!: Date;

  @Field(() => AdminUser)
  admin!: AdminUser;
}

@ObjectType()
export class ReaderSession {
  @Field()
  token!: string;

  @Field()
  expiresAt!: Date;

  @Field(() => Int, { description: '2 = reader card, 1 = phone' })
  loginType!: number;

  @Field(() => Reader)
  reader!: Reader;
}

@ObjectType()
export class SmsCodeSent {
  @Field({ description: 'When the code stops working' })
  expiresAt!: Date;

  @Field(() => Int, { description: 'Seconds before another code may be asked for' })
  resendAfter!: number;
}
