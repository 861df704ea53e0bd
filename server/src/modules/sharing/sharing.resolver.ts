import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Roles } from '../../core/auth/decorators.js';
import { QrCode } from '../../core/qr/qr-code.js';
import { ShareByEmailArgs } from './sharing.inputs.js';
import { SharingService } from './sharing.service.js';

const sharing = (ctx: Context) => new SharingService(ctx.services);

/** api/user/share/qrcode, api/user/share/email. */
@Resolver()
export class SharingResolver {
  @Roles('READER')
  @Query(() => QrCode, { description: "A QR code of the resource's public page (a resource the reader sees)" })
  resourceShareQrCode(@Ctx() ctx: Context, @Arg('resourceId', () => ID) resourceId: string) {
    return sharing(ctx).qrCode(ctx.em, ctx.viewer, resourceId);
  }

  @Roles('READER')
  @Mutation(() => Boolean, {
    description: "Mails the resource's title, link and a short summary to the address (10 an hour per reader); 503 邮件服务未配置 without SMTP",
  })
  shareResourceByEmail(@Ctx() ctx: Context, @Args() { resourceId, email }: ShareByEmailArgs) {
    return sharing(ctx).shareByEmail(ctx.em, ctx.viewer!, resourceId, email);
  }

  @Roles('READER')
  @Mutation(() => Boolean, { description: '分享统计: the reader copied the link of a resource they see (60 an hour are counted)' })
  recordResourceLinkShare(@Ctx() ctx: Context, @Arg('resourceId', () => ID) resourceId: string) {
    return sharing(ctx).linkCopied(ctx.em, ctx.viewer!, resourceId);
  }
}
