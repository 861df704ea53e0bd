import { Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Roles } from '../../core/auth/decorators.js';
import { QrCode } from '../../core/qr/qr-code.js';
import { Reader } from '../users/index.js';
import { BindPhoneArgs, UnbindPhoneArgs } from './reader-account.inputs.js';
import { ReaderAccountService } from './reader-account.service.js';

const account = (ctx: Context) => new ReaderAccountService(ctx.services);

/** api/user/bind, api/user/unbind, api/user/qr_code. */
@Resolver()
export class ReaderAccountResolver {
  @Roles('READER')
  @Mutation(() => Reader, {
    description: 'Binds a phone to the logged-in reader card (the code sendSmsCode sent to it); the reader then may log in with it',
  })
  bindPhone(@Ctx() ctx: Context, @Args() { phone, code }: BindPhoneArgs) {
    return account(ctx).bindPhone(ctx.em, ctx.viewer!, phone, code);
  }

  @Roles('READER')
  @Mutation(() => Reader, { description: "Unbinds the reader's phone (the code sendSmsCode sent to the bound phone)" })
  unbindPhone(@Ctx() ctx: Context, @Args() { code }: UnbindPhoneArgs) {
    return account(ctx).unbindPhone(ctx.em, ctx.viewer!, code);
  }

  @Roles('READER')
  @Query(() => QrCode, { description: "The logged-in reader's card number as a QR code, for the desk" })
  myCardQrCode(@Ctx() ctx: Context) {
    return account(ctx).cardQrCode(ctx.em, ctx.viewer!);
  }
}
