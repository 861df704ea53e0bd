import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Public, Roles } from '../../core/auth/decorators.js';
import { AppError } from '../../core/errors/app-error.js';
import { AdminLoginInput, ReaderLoginInput, SmsCodeInput } from './auth.inputs.js';
import { AuthService } from './auth.service.js';
import { AdminSession, Captcha, ReaderSession, SmsCodeSent } from './auth.types.js';
import { AdminUser, Reader } from '../users/index.js';

const auth = (ctx: Context) => new AuthService(ctx.services);

@Resolver()
export class AuthResolver {
  @Public()
  @Query(() => Captcha, { description: 'A new admin login captcha (5 minutes, one use)' })
  adminCaptcha(@Ctx() ctx: Context) {
    return auth(ctx).captcha(ctx.em, ctx.ip);
  }

  @Public()
  @Mutation(() => AdminSession)
  adminLogin(@Ctx() ctx: Context, @Arg('input') input: AdminLoginInput) {
    return auth(ctx).adminLogin(ctx.em, input, ctx.ip);
  }

  @Public()
  @Mutation(() => SmsCodeSent, {
    description:
      'Sends a 6-digit login code to the phone (5 minutes, one use); 503 短信服务未配置 without an SMS gateway. A refusal of the gateway (503 短信发送失败, 429 its own limit, 400 phone) stores no code and counts no send',
  })
  sendSmsCode(@Ctx() ctx: Context, @Arg('input') input: SmsCodeInput) {
    return auth(ctx).sendSmsCode(ctx.em, input.phone, ctx.ip);
  }

  @Public()
  @Mutation(() => ReaderSession)
  readerLogin(@Ctx() ctx: Context, @Arg('input') input: ReaderLoginInput) {
    return auth(ctx).readerLogin(ctx.em, input, ctx.ip);
  }

  @Roles('ADMIN')
  @Query(() => AdminUser, { description: 'The logged-in administrator' })
  async adminMe(@Ctx() ctx: Context) {
    const admin = await ctx.em.findOne(AdminUser, { id: ctx.viewer!.id });
    if (!admin) throw AppError.unauthenticated();
    return admin;
  }

  @Roles('READER')
  @Query(() => Reader, { description: 'The logged-in reader' })
  async readerMe(@Ctx() ctx: Context) {
    const reader = await ctx.em.findOne(Reader, { id: ctx.viewer!.id });
    if (!reader) throw AppError.unauthenticated();
    return reader;
  }

  @Roles('ADMIN', 'READER')
  @Mutation(() => Boolean, { description: 'Revokes every token of the logged-in account' })
  logoutEverywhere(@Ctx() ctx: Context) {
    return auth(ctx).logoutEverywhere(ctx.em, ctx.viewer!);
  }
}
