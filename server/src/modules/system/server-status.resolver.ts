import { Ctx, Query, Resolver } from 'type-graphql';
import { Roles } from '../../core/auth/decorators.js';
import type { Context } from '../../core/context.js';
import { serverStatus, ServerStatus } from './server-status.service.js';

@Resolver()
export class ServerStatusResolver {
  @Roles('ADMIN')
  @Query(() => ServerStatus, { description: '服务器管理 (the screen asks every 10 s)' })
  serverStatus(@Ctx() ctx: Context) {
    return serverStatus(ctx.services);
  }
}
